import { describe, expect, it } from "vitest";
import { createFileUrlSigner, unsignedBlobUrl } from "./file-url";

const blobId = "6f1c7a52-2b7e-4b8a-9a43-0d4b8f0c1e22";
let now = Date.parse("2026-01-01T10:01:00Z");
const signer = createFileUrlSigner({
  secret: "s".repeat(32),
  baseUrl: "https://api.example.org",
  now: () => now,
});
const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

describe("file URL signer", () => {
  it("signs an absolute content URL that verifies for that blob only", () => {
    const url = signer.url(blobId);
    expect(url).toMatch(
      /^https:\/\/api\.example\.org\/File\/6f1c7a52-[\w-]+\/Content\?token=\d+\.[\w-]{43}$/,
    );
    expect(signer.verify(blobId, tokenOf(url))).toBe(true);
    expect(signer.verify("00000000-0000-4000-8000-000000000000", tokenOf(url))).toBe(false);
  });

  it("keeps the same URL for a while (cacheable) and refuses it after expiry", () => {
    const first = signer.url(blobId);
    now += 10 * 60 * 1000;
    expect(signer.url(blobId)).toBe(first);
    now += 2 * 60 * 60 * 1000;
    expect(signer.verify(blobId, tokenOf(first))).toBe(false);
  });

  it("refuses tampered tokens and tokens signed with another secret", () => {
    const token = tokenOf(signer.url(blobId));
    const [expires, signature] = token.split(".");
    expect(signer.verify(blobId, `${Number(expires) + 3600}.${signature}`)).toBe(false);
    const other = createFileUrlSigner({ secret: "t".repeat(32), baseUrl: "x", now: () => now });
    expect(other.verify(blobId, token)).toBe(false);
    expect(signer.verify(blobId, "garbage")).toBe(false);
  });

  it("gives the same URL without its token for files anyone may read", () => {
    const blobUrl = (id: string) => signer.url(id);
    expect(unsignedBlobUrl(blobUrl)(blobId)).toBe(`https://api.example.org/File/${blobId}/Content`);
  });
});
