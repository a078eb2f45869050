import { describe, expect, it } from "vitest";
import { buildFuzzRequests, MIN_REQUESTS_PER_OPERATION, type OpenApiDocument } from "./requests";
import { formatFuzzReport, runFuzz } from "./run";
import { sampleValue } from "./sample";

const uuid = { type: "string", format: "uuid" };
const doc: OpenApiDocument = {
  paths: {
    "/Thing/{id}": {
      delete: { parameters: [{ name: "id", in: "path", required: true, schema: uuid }] },
      put: {
        parameters: [
          { name: "id", in: "path", required: true, schema: uuid },
          { name: "page", in: "query", schema: { type: "integer", minimum: 1 } },
        ],
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["title"],
                properties: {
                  title: { type: "string", maxLength: 20 },
                  count: { type: "integer", minimum: 0 },
                  doc: { type: "object", additionalProperties: {} },
                },
              },
            },
          },
        },
      },
    },
    "/health": { get: {} },
  },
};
const requests = buildFuzzRequests(doc, { valueFor: (name) => (name === "id" ? "real-id" : undefined) });
const of = (operation: string) => requests.filter((r) => r.operation === operation);
const payloadOf = (probe: string, kind: string) =>
  JSON.parse(of("PUT /Thing/{id}").find((r) => r.probe === probe && r.kind === kind)!.payload!);

describe("buildFuzzRequests", () => {
  it("makes at least 20 requests per operation, even one without parameters or body", () => {
    for (const operation of ["GET /health", "PUT /Thing/{id}", "DELETE /Thing/{id}"]) {
      expect(of(operation).length).toBeGreaterThanOrEqual(MIN_REQUESTS_PER_OPERATION);
    }
  });

  it("puts a NUL and a lone surrogate in every string of the body, query and path, one at a time", () => {
    expect(payloadOf("body.title", "nul")).toEqual({ title: "fuzz\u0000", count: 1, doc: { fuzz: "fuzz" } });
    expect(payloadOf("body.title", "surrogate").title).toBe("fuzz\ud800");
    expect(payloadOf("body.doc.fuzz", "nul").doc).toEqual({ fuzz: "fuzz\u0000" });
    const put = of("PUT /Thing/{id}");
    expect(put.find((r) => r.probe === "path.id" && r.kind === "nul")!.url).toBe("/Thing/real-id%00?page=1");
    expect(put.find((r) => r.probe === "query.page" && r.kind === "surrogate")!.url).toBe(
      "/Thing/real-id?page=1%ED%A0%80",
    );
  });

  it("tries huge strings, odd numbers, wrong types, missing and extra fields, deep and invalid JSON", () => {
    expect(payloadOf("body.title", "huge").title).toHaveLength(1024 * 1024);
    expect(payloadOf("body.count", "number").count).toBe(1e308);
    expect(payloadOf("body.title", "wrong-type").title).toBe(12345);
    expect(payloadOf("body.title", "missing")).toEqual({ count: 1, doc: { fuzz: "fuzz" } });
    const put = of("PUT /Thing/{id}");
    const deep = put.find((r) => r.probe === "body.doc.fuzz" && r.kind === "deep")!.payload!;
    expect(deep).toContain(`${"[".repeat(10_000)}]`);
    expect(put.some((r) => r.kind === "invalid-json" && r.payload === '{"a": ')).toBe(true);
    expect(put.some((r) => r.headers["content-type"] === "multipart/form-data")).toBe(true);
    expect(put.some((r) => r.kind === "extra" && r.payload!.startsWith('{"__proto__"'))).toBe(true);
  });

  it("sends deletions last, so the fixtures they remove serve the other requests first", () => {
    const firstDeletion = requests.findIndex((r) => r.method === "DELETE");
    expect(requests.slice(firstDeletion).every((r) => r.method === "DELETE")).toBe(true);
  });
});

describe("sampleValue", () => {
  it("answers a valid value: enum, default, pattern, bounds, array sizes", () => {
    const none = () => undefined;
    expect(sampleValue({ type: "string", enum: ["b", "c"] }, "x", none)).toBe("b");
    expect(sampleValue({ type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" }, "x", none)).toBe("fuzz");
    expect(sampleValue({ type: "integer", minimum: 5, maximum: 9 }, "x", none)).toBe(5);
    expect(sampleValue({ type: "array", minItems: 2, items: { type: "boolean" } }, "x", none)).toEqual([
      true,
      true,
    ]);
    expect(sampleValue({ anyOf: [{ type: "null" }, { type: "string", minLength: 6 }] }, "x", none)).toBe(
      "fuzzaa",
    );
  });
});

describe("runFuzz", () => {
  it("counts statuses and reports every 5xx and every request that got no answer", async () => {
    const sample = requests.slice(0, 3);
    const statuses = [200, 500];
    const report = await runFuzz(sample, async (request) => {
      const status = statuses.shift();
      if (status === undefined) throw new Error(`reset ${request.url}`);
      return { statusCode: status, body: "{}" };
    });
    expect(report.statuses).toEqual({ 200: 1, 500: 1, error: 1 });
    expect(report.failures.map((f) => f.status)).toEqual([500, "error"]);
    expect(formatFuzzReport("Test", report)).toMatch(
      /^Test: 1 operations, 3 requests in .* 200×1 500×1 error×1; 2 failed/,
    );
  });
});
