import { FREE_FORM_KEY, type JsonSchema, sampleValue } from "./sample";
import {
  bodyVariants,
  type FuzzKind,
  replaceAt,
  undeclaredQueryVariants,
  urlVariants,
  valueVariants,
  walk,
} from "./variants";

export type { FuzzKind } from "./variants";

type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** An OpenAPI document, as far as the fuzzer reads it. */
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** One request of the fuzz: what it tries (`kind`, `probe`) and how to send it. */
export type FuzzRequest = {
  /** "PUT /Card/{cardId}" */
  operation: string;
  kind: FuzzKind;
  /** Where, e.g. "body.changes.title" or "query.q". */
  probe: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

export type FuzzOptions = {
  /** Headers of the caller (a bearer token, or none for a visitor). */
  headers?: Record<string, string>;
  /**
   * The value for a string parameter or field of this name on this path (a real row's id, a value
   * the server knows), or undefined for one sampled from its schema.
   */
  valueFor?: (name: string, path: string) => string | undefined;
  /** Operations left out, as "GET /Events". */
  skip?: string[];
  /** Length of the huge strings: 1 MB unless told (body fields but the first get 64 KB, under the body limit). */
  hugeLength?: number;
  /** Length of huge path and query values: 8 KB unless told (Node refuses request lines over 16 KB). */
  urlLength?: number;
  /** Nesting of the deep JSON: 10,000 unless told. */
  depth?: number;
};

/** The fewest requests an operation gets. */
export const MIN_REQUESTS_PER_OPERATION = 20;
/** Stands for the deep JSON until a body is written. */
const DEEP = "\u2063deep\u2063";
const LONG_FIELD = 64 * 1024;

type Parts = {
  params?: Record<string, string>;
  query?: string;
  type?: string;
  payload?: string;
  auth?: string;
};

/** The requests of one operation. */
function operationRequests(
  path: string,
  method: string,
  operation: Operation,
  options: Required<FuzzOptions>,
) {
  const { hugeLength, urlLength, depth } = options;
  const name = `${method} ${path}`;
  const valueFor = (field: string) => options.valueFor(field, path);
  const parameters = operation.parameters ?? [];
  const encodedSample = (p: Parameter) =>
    encodeURIComponent(String(sampleValue(p.schema ?? { type: "string" }, p.name, valueFor)));
  const pathParams = parameters.filter((p) => p.in === "path");
  const queryParams = parameters.filter((p) => p.in === "query");
  const pathValues = Object.fromEntries(pathParams.map((p) => [p.name, encodedSample(p)]));
  const queryValues = Object.fromEntries(queryParams.map((p) => [p.name, encodedSample(p)]));
  const queryWith = (changes: Record<string, string> = {}) =>
    Object.entries({ ...queryValues, ...changes })
      .map(([key, value]) => `${key}=${value}`)
      .join("&");
  const bodySchema = operation.requestBody?.content?.["application/json"]?.schema;
  const body = bodySchema ? sampleValue(bodySchema, "body", valueFor) : undefined;
  const validBody: Parts =
    body === undefined ? {} : { type: "application/json", payload: JSON.stringify(body) };
  // Deep JSON is spliced in as text: JSON.stringify itself would overflow the stack on it.
  const deepText = `${"[".repeat(depth)}${"]".repeat(depth)}`;
  const toJson = (value: unknown) => JSON.stringify(value).replace(`"${DEEP}"`, deepText);

  const requests: FuzzRequest[] = [];
  const push = (kind: FuzzKind, probe: string, parts: Parts) => {
    const params = { ...pathValues, ...parts.params };
    const query = parts.query ?? queryWith();
    const filled = path.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? "");
    const headers: Record<string, string> = { ...options.headers };
    if (parts.auth) headers.authorization = parts.auth;
    if (parts.type) headers["content-type"] = parts.type;
    const url = query ? `${filled}?${query}` : filled;
    requests.push({ operation: name, kind, probe, method, url, headers, payload: parts.payload });
  };

  push("baseline", "valid", validBody);
  push("auth", "malformed bearer", { ...validBody, auth: "Bearer not.a.token" });
  for (const p of pathParams) {
    for (const v of urlVariants(p.schema ?? {}, `path.${p.name}`, pathValues[p.name]!, urlLength)) {
      push(v.kind, v.probe, { ...validBody, params: { [p.name]: v.encoded } });
    }
  }
  push("extra", "query.unexpected", { ...validBody, query: queryWith({ unexpected: "fuzz%00" }) });
  for (const p of queryParams) {
    for (const v of urlVariants(p.schema ?? {}, `query.${p.name}`, queryValues[p.name]!, urlLength)) {
      push(v.kind, v.probe, { ...validBody, query: queryWith({ [p.name]: v.encoded }) });
    }
    const repeated = `${queryWith()}&${p.name}=${queryValues[p.name]}`;
    push("wrong-type", `query.${p.name} repeated`, { ...validBody, query: repeated });
  }
  if (body !== undefined) {
    push("missing", "body {}", { type: "application/json", payload: "{}" });
    for (const required of bodySchema?.required ?? []) {
      const { [required]: _, ...rest } = body as Record<string, unknown>;
      push("missing", `body.${required}`, { type: "application/json", payload: JSON.stringify(rest) });
    }
    let length = hugeLength;
    for (const [field, value] of walk(body)) {
      const deep = field.at(-1) === FREE_FORM_KEY ? DEEP : undefined;
      for (const v of valueVariants(value, `body.${field.join(".")}`, { length, deep })) {
        push(v.kind, v.probe, { type: "application/json", payload: toJson(replaceAt(body, field, v.value)) });
      }
      if (typeof value === "string") length = Math.min(LONG_FIELD, hugeLength);
    }
  }
  for (const v of bodyVariants(body, depth)) push(v.kind, v.probe, { type: v.type, payload: v.body });
  for (const v of undeclaredQueryVariants(urlLength)) {
    if (requests.length >= MIN_REQUESTS_PER_OPERATION) break;
    push(v.kind, v.probe, { ...validBody, query: [queryWith(), v.encoded].filter(Boolean).join("&") });
  }
  return requests;
}

/**
 * Malformed requests for every operation of an OpenAPI document, at least 20 each: for each path
 * parameter, query parameter and JSON body field in turn (the rest valid), NUL bytes, lone
 * surrogates, huge strings, wrong types, odd numbers, bad UUIDs and deep JSON; then missing and
 * extra fields, bodies of the wrong type, deep or invalid JSON, wrong content types and a malformed
 * bearer token. Operations that delete come last, so the caller's fixtures live longest.
 */
export function buildFuzzRequests(doc: OpenApiDocument, options: FuzzOptions = {}): FuzzRequest[] {
  const settings: Required<FuzzOptions> = {
    headers: options.headers ?? {},
    valueFor: options.valueFor ?? (() => undefined),
    skip: options.skip ?? [],
    hugeLength: options.hugeLength ?? 1024 * 1024,
    urlLength: options.urlLength ?? 8 * 1024,
    depth: options.depth ?? 10_000,
  };
  const requests = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([verb]) => !settings.skip.includes(`${verb.toUpperCase()} ${path}`))
      .flatMap(([verb, operation]) => operationRequests(path, verb.toUpperCase(), operation, settings)),
  );
  const isDeletion = (r: FuzzRequest) => r.method === "DELETE" || /\/delete$/i.test(r.operation);
  return [...requests.filter((r) => !isDeletion(r)), ...requests.filter(isDeletion)];
}
