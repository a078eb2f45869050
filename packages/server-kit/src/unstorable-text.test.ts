import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createBaseApp } from "./create-app";
import { findUnstorableText } from "./unstorable-text";

describe("findUnstorableText", () => {
  it("names the first NUL or lone surrogate by its path, and passes emoji and other text", () => {
    expect(findUnstorableText({ changes: { tags: ["ok", "a\u0000b"] } })).toEqual({
      field: "changes.tags.1",
      message: "must not contain a NUL character (\\u0000)",
    });
    expect(findUnstorableText({ title: "x\ud800" })?.field).toBe("title");
    expect(findUnstorableText({ title: "\udc00x" })?.message).toMatch(/surrogate/);
    expect(findUnstorableText({ title: "Brücken 🌉 测试", n: 3, nested: [{ ok: true }] })).toBeUndefined();
    expect(findUnstorableText({ "bad\u0000key": 1 })?.field).toBe("bad\u0000key");
  });
});

describe("a service built on createBaseApp", () => {
  const app = createBaseApp({ logLevel: "silent", trustProxy: false });
  app.post(
    "/Echo/:id",
    { schema: { body: z.object({ body: z.string() }), querystring: z.object({ q: z.string().optional() }) } },
    async (request) => request.body,
  );

  it("answers 400 naming the field for a NUL or a lone surrogate in the body, query or path", async () => {
    const nul = await app.inject({ method: "POST", url: "/Echo/1", payload: { body: "a\u0000b" } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: "validation_error", details: [{ field: "body" }] });
    const surrogate = await app.inject({
      method: "POST",
      url: "/Echo/1",
      headers: { "content-type": "application/json" },
      payload: '{"body":"x\\ud800"}',
    });
    expect(surrogate.statusCode).toBe(400);
    const query = await app.inject({ method: "POST", url: "/Echo/1?q=%00", payload: { body: "fine" } });
    expect(query.json()).toMatchObject({ details: [{ field: "q" }] });
    const path = await app.inject({ method: "POST", url: "/Echo/%00", payload: { body: "fine" } });
    expect(path.json()).toMatchObject({ details: [{ field: "id" }] });
    const fine = await app.inject({ method: "POST", url: "/Echo/1", payload: { body: "Brücke 🌉" } });
    expect(fine.statusCode).toBe(200);
  });
});
