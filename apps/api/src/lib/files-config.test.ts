import { describe, expect, it } from "vitest";
import { loadApiConfig } from "../config";

const base = { DATABASE_URL: "postgres://db.invalid/keen" };

describe("file settings", () => {
  it("defaults to the local store, 50 MB and a random URL secret in development", () => {
    const { files } = loadApiConfig(base);
    expect(files).toMatchObject({
      blobStore: { kind: "local", dataDir: "./data" },
      maxUploadMb: 50,
      maxUploadBytes: 50 * 1024 * 1024,
      fileUrls: { baseUrl: "http://localhost:5000", secret: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
  });

  it("allows 200 MB in production, where FILE_URL_SECRET is required", () => {
    expect(() => loadApiConfig({ ...base, NODE_ENV: "production" })).toThrow(
      /missing variables: FILE_URL_SECRET/,
    );
    const { files } = loadApiConfig({
      ...base,
      NODE_ENV: "production",
      FILE_URL_SECRET: "x".repeat(32),
      COLLAB_SECRET: "y".repeat(32),
    });
    expect(files.maxUploadMb).toBe(200);
    expect(files.fileUrls.secret).toBe("x".repeat(32));
  });

  it("lists every problem at once (a missing bucket with other invalid settings)", () => {
    expect(() =>
      loadApiConfig({ ...base, BLOB_STORE: "s3", MAX_UPLOAD_MB: "lots", FILE_URL_SECRET: "short" }),
    ).toThrow(
      /missing variables: S3_BUCKET[\s\S]*MAX_UPLOAD_MB[\s\S]*FILE_URL_SECRET: must be at least 32 characters/,
    );
  });

  it("configures an S3-compatible store", () => {
    const { files } = loadApiConfig({
      ...base,
      BLOB_STORE: "s3",
      S3_BUCKET: "keen-files",
      S3_ENDPOINT: "http://minio.local:9000",
      S3_FORCE_PATH_STYLE: "true",
      API_URL: "https://api.keen.example/",
      MAX_UPLOAD_MB: "10",
    });
    expect(files.blobStore).toEqual({
      kind: "s3",
      bucket: "keen-files",
      region: "us-east-1",
      endpoint: "http://minio.local:9000",
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    expect(files.maxUploadBytes).toBe(10 * 1024 * 1024);
    expect(files.fileUrls.baseUrl).toBe("https://api.keen.example");
  });
});
