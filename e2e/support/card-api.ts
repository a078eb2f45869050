import { crc32, deflateSync } from "node:zlib";
import { type BrowserContext, expect } from "@playwright/test";
import { e2eEnv } from "./stack-env";

/** The API the journeys talk to for setup (same stack as the browser). */
export const apiUrl = `http://localhost:${e2eEnv.API_PORT}`;

/** The access token a signed-in browser context holds (oidc-client-ts keeps it in local storage). */
export async function accessTokenOf(context: BrowserContext): Promise<string> {
  const page = context.pages()[0] ?? (await context.newPage());
  if (!page.url().startsWith(e2eEnv.APP_URL)) await page.goto("/");
  const token = await page.evaluate(() => {
    type Store = { length: number; key(i: number): string | null; getItem(key: string): string | null };
    const storage = (globalThis as unknown as { localStorage: Store }).localStorage;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith("oidc.user:")) return JSON.parse(storage.getItem(key) ?? "{}").access_token;
    }
    return undefined;
  });
  if (typeof token !== "string") throw new Error("No access token in the signed-in context");
  return token;
}

/** A tiny JSON client for one member, failing the test on any unexpected status. */
export function cardApi(token: string) {
  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    expected = [200, 201, 204],
  ): Promise<T> => {
    const res = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: "application/json",
        ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    expect(expected, `${method} ${path} → ${res.status} ${text.slice(0, 300)}`).toContain(res.status);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    get: <T>(path: string) => call<T>("GET", path),
    post: <T>(path: string, body?: unknown) => call<T>("POST", path, body),
    put: <T>(path: string, body: unknown) => call<T>("PUT", path, body),
    delete: (path: string) => call<void>("DELETE", path),
  };
}
export type CardApi = ReturnType<typeof cardApi>;

/** A small solid-colour PNG made in memory (valid chunks and CRCs), for cover uploads. */
export function makePng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3] ?? 0)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Fixture files made in the test: a cover PNG, a small PDF and a plain-text handout. */
export const fixtures = {
  png: { name: "cover.png", type: "image/png", bytes: makePng(640, 360, [36, 86, 196]) },
  pdf: {
    name: "Turbine worksheet.pdf",
    type: "application/pdf",
    bytes: Buffer.from(
      "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
    ),
  },
  text: {
    name: "Instructor notes.txt",
    type: "text/plain",
    bytes: Buffer.from("Build the blades in teams of three.\nTest each design at three wind speeds.\n"),
  },
};
