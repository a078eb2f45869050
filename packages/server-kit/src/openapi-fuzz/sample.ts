/** The part of JSON Schema (as zod writes it into an OpenAPI 3.1 document) the fuzzer reads. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** The property put into free-form objects, so mutations reach inside them. */
export const FREE_FORM_KEY = "fuzz";

/**
 * The value the caller wants in a string field or parameter of this name (a real row's id, a value
 * the server knows), or undefined for the sampled one.
 */
export type ValueFor = (name: string) => string | undefined;

/** The id of a uuid field nothing was chosen for: a well-formed id of no row. */
const UNKNOWN_ID = "6f1c2a7e-9d4b-4c1e-8a3f-2b5d7e9c0a11";

/** Strings tried, in order, for a field with a pattern and no format. */
const PATTERN_CANDIDATES = ["fuzz", "a", "card", "a-b", "2024-01-01T00:00:00Z", "1"];

const FORMATS: Record<string, string> = {
  "date-time": "2024-01-01T00:00:00Z",
  date: "2024-01-01",
  email: "fuzz@example.test",
  uri: "https://example.test/fuzz",
  url: "https://example.test/fuzz",
};

function firstType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== "null") ?? schema.type[0];
  return schema.type;
}

function sampleString(schema: JsonSchema, name: string, valueFor: ValueFor): string {
  const chosen = valueFor(name);
  if (chosen !== undefined) return chosen;
  if (schema.format === "uuid") return UNKNOWN_ID;
  const formatted = schema.format ? FORMATS[schema.format] : undefined;
  if (formatted) return formatted;
  let text = "fuzz";
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    text = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate)) ?? "a";
  }
  text = text.padEnd(schema.minLength ?? 0, "a");
  return schema.maxLength === undefined ? text : text.slice(0, Math.max(schema.maxLength, 1));
}

/**
 * A plausible valid value of `schema` (the field named `name`): defaults and the first enum value
 * where given, every declared property, one item per array, the least allowed number. Free-form
 * objects get one `FREE_FORM_KEY` property, so that mutations reach inside them too.
 */
export function sampleValue(schema: JsonSchema, name: string, valueFor: ValueFor): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const option = options.find((o) => firstType(o) !== "null") ?? options[0]!;
    return sampleValue(option, name, valueFor);
  }
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleValue(part, name, valueFor)));
  }
  switch (firstType(schema) ?? (schema.properties ? "object" : undefined)) {
    case "object": {
      const entries = Object.entries(schema.properties ?? {});
      const value = Object.fromEntries(entries.map(([key, sub]) => [key, sampleValue(sub, key, valueFor)]));
      const isFreeForm = !schema.properties && schema.additionalProperties !== false;
      return isFreeForm ? { [FREE_FORM_KEY]: "fuzz" } : value;
    }
    case "array": {
      const count = Math.min(Math.max(schema.minItems ?? 1, 1), schema.maxItems ?? Number.POSITIVE_INFINITY);
      return Array.from({ length: count }, () => sampleValue(schema.items ?? {}, name, valueFor));
    }
    case "string":
      return sampleString(schema, name, valueFor);
    case "integer":
    case "number":
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return "fuzz";
  }
}
