import type { JsonSchema } from "./sample";

/** What a malformed request tries. */
export type FuzzKind =
  | "baseline"
  | "nul"
  | "surrogate"
  | "huge"
  | "wrong-type"
  | "number"
  | "bad-uuid"
  | "missing"
  | "extra"
  | "deep"
  | "invalid-json"
  | "content-type"
  | "auth";

const NUL = String.fromCharCode(0);
const LONE_SURROGATE = String.fromCharCode(0xd800);
/** A lone surrogate as percent-encoded bytes (its would-be UTF-8, which is not valid UTF-8). */
const ENCODED_SURROGATE = "%ED%A0%80";
const JSON_TYPE = "application/json";

export type ValueVariant = { kind: FuzzKind; probe: string; value: unknown };
export type UrlVariant = { kind: FuzzKind; probe: string; encoded: string };
export type BodyVariant = { kind: FuzzKind; probe: string; type: string; body: string };

/**
 * Mutations of one JSON value: unstorable text, a long string (`length`), the wrong type, odd
 * numbers, a bad UUID, and where any JSON is allowed, `deep` (a stand-in the caller replaces with
 * deeply nested JSON; elsewhere it is just another wrong type).
 */
export function valueVariants(
  value: unknown,
  probe: string,
  { length, deep }: { length: number; deep?: string },
): ValueVariant[] {
  const variants: ValueVariant[] = deep ? [{ kind: "deep", probe, value: deep }] : [];
  if (typeof value === "string") {
    variants.push(
      { kind: "nul", probe, value: `${value}${NUL}` },
      { kind: "surrogate", probe, value: `${value}${LONE_SURROGATE}` },
      { kind: "huge", probe, value: "x".repeat(length) },
      { kind: "wrong-type", probe, value: 12345 },
    );
    if (/^[0-9a-f-]{36}$/i.test(value)) variants.push({ kind: "bad-uuid", probe, value: "not-a-uuid" });
  } else if (typeof value === "number") {
    for (const odd of [1e308, -1, 2 ** 63, 0.5]) variants.push({ kind: "number", probe, value: odd });
    variants.push({ kind: "wrong-type", probe, value: String(value) });
  } else if (typeof value === "boolean") {
    variants.push({ kind: "wrong-type", probe, value: "true" });
  } else if (typeof value === "object" && value !== null) {
    variants.push({ kind: "wrong-type", probe, value: "fuzz" });
  }
  return variants;
}

/** Mutations of a query or path value, percent-encoded; `sample` is the valid value, encoded. */
export function urlVariants(schema: JsonSchema, probe: string, sample: string, length: number): UrlVariant[] {
  const described = JSON.stringify(schema);
  const variants: UrlVariant[] = [
    { kind: "nul", probe, encoded: `${sample}%00` },
    { kind: "surrogate", probe, encoded: `${sample}${ENCODED_SURROGATE}` },
    { kind: "huge", probe, encoded: "x".repeat(length) },
    { kind: "wrong-type", probe, encoded: "" },
  ];
  if (described.includes('"integer"') || described.includes('"number"')) {
    for (const odd of ["abc", "-1", "1e308", "99999999999999999999999", "0.5"]) {
      variants.push({ kind: "number", probe, encoded: odd });
    }
  }
  if (described.includes('"uuid"')) variants.push({ kind: "bad-uuid", probe, encoded: "not-a-uuid" });
  return variants;
}

/** Query strings of parameters no operation declares: added where an operation has few probes. */
export function undeclaredQueryVariants(length: number): UrlVariant[] {
  return [
    { kind: "nul", probe: "query.q", encoded: "q=%00" },
    { kind: "surrogate", probe: "query.q", encoded: `q=${ENCODED_SURROGATE}` },
    { kind: "nul", probe: "query name", encoded: "a%00b=1" },
    { kind: "surrogate", probe: "query name", encoded: `${ENCODED_SURROGATE}=1` },
    { kind: "huge", probe: "query.q", encoded: `q=${"x".repeat(length)}` },
    { kind: "number", probe: "query.page", encoded: "page=-1&pageSize=1e308" },
    { kind: "wrong-type", probe: "query.q repeated", encoded: "q=a&q=b" },
    { kind: "extra", probe: "query.__proto__", encoded: "__proto__=1&constructor=1" },
    { kind: "bad-uuid", probe: "query.id", encoded: "id=not-a-uuid" },
    { kind: "invalid-json", probe: "query bad escape", encoded: "q=%zz%" },
    { kind: "deep", probe: "query brackets", encoded: "a[b][c][d][e]=1&a[]=2" },
    { kind: "wrong-type", probe: "query.q empty", encoded: "q=&=&&" },
  ];
}

/**
 * Bodies that are not the JSON the operation takes: extra and polluting fields, JSON of the wrong
 * type, deep nesting, invalid JSON, a lone surrogate, and wrong or broken content types. An
 * operation without a body gets the few that could upset a body parser.
 */
export function bodyVariants(sample: unknown, depth: number): BodyVariant[] {
  const json = (kind: FuzzKind, probe: string, body: string) => ({ kind, probe, type: JSON_TYPE, body });
  const typed = (type: string, body: string) => ({ kind: "content-type" as const, probe: type, type, body });
  const asJson = JSON.stringify(sample ?? {});
  const tail = asJson.startsWith("{") && asJson !== "{}" ? `,${asJson.slice(1)}` : "}";
  const common = [
    json("deep", "body arrays", `${"[".repeat(depth)}${"]".repeat(depth)}`),
    json("invalid-json", "body", '{"a": '),
    json("wrong-type", "body", "null"),
    typed("application/xml", "<fuzz/>"),
    typed("multipart/form-data", "no boundary here"),
  ];
  if (sample === undefined) return common;
  return [
    ...common,
    json("extra", "body.unexpected", `{"unexpected":"fuzz"${tail}`),
    json("extra", "body.__proto__", `{"__proto__":{"isAdmin":true}${tail}`),
    ...["[]", '"fuzz"', "12345", "true"].map((body) => json("wrong-type", "body", body)),
    json("deep", "body objects", `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
    ...["{'a': 1}", '{"a":1}garbage', `"${NUL}"`].map((body) => json("invalid-json", "body", body)),
    json("surrogate", "body string", '"\\ud800"'),
    typed("text/plain", asJson),
    typed("application/x-www-form-urlencoded", "a=1&b=%00"),
    typed("multipart/form-data; boundary=fuzz", "--fuzz\r\ngarbage"),
    typed(JSON_TYPE, ""),
    typed("application/json; charset=latin1", asJson),
  ];
}

/** Every value inside a JSON value (leaves and containers) with its path, outermost first. */
export function* walk(
  value: unknown,
  path: (string | number)[] = [],
): Generator<[(string | number)[], unknown]> {
  if (path.length) yield [path, value];
  if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* walk(item, [...path, i]);
  else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) yield* walk(item, [...path, key]);
  }
}

/** A copy of `root` with the value at `path` replaced. */
export function replaceAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaceAt(copy[head!], rest, value);
  return copy;
}
