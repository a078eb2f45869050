import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A running in-memory S3 stand-in (path-style, the calls `createS3BlobStore` makes). */
export type FakeS3 = {
  endpoint: string;
  objects: Map<string, Buffer>;
  /** When each object was written (tests may move it back to make an object look old). */
  modifiedAt: Map<string, Date>;
  /** Multipart uploads begun but neither completed nor aborted. */
  openUploads: Map<string, Map<number, Buffer>>;
  /** When set, `UploadPart` with this part number answers 500. */
  failPart: number | null;
  /** Most keys one ListObjectsV2 page holds (S3's is 1,000; tests lower it to page). */
  listPageSize: number;
  close(): Promise<void>;
};

/**
 * Starts a tiny S3-compatible HTTP server for tests: PutObject, multipart upload
 * (create/part/complete/abort), GetObject with `Range`, HeadObject, DeleteObject and
 * ListObjectsV2 (prefix and continuation token).
 */
export async function startFakeS3(): Promise<FakeS3> {
  const state: Omit<FakeS3, "endpoint" | "close"> = {
    objects: new Map(),
    modifiedAt: new Map(),
    openUploads: new Map(),
    failPart: null,
    listPageSize: 1000,
  };
  const server = createServer((req, res) => {
    handle(state, req, res).catch((error) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function xml(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { "content-type": "application/xml" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
}

type State = Omit<FakeS3, "endpoint" | "close">;

/** ListObjectsV2 of a bucket (`bucket` is the path, objects are stored as `bucket/key`). */
function listObjects(state: State, res: ServerResponse, bucket: string, params: URLSearchParams) {
  const prefix = params.get("prefix") ?? "";
  const after = params.get("continuation-token") ?? "";
  const keys = [...state.objects.keys()]
    .filter((stored) => stored.startsWith(`${bucket}/${prefix}`))
    .map((stored) => stored.slice(bucket.length + 1))
    .filter((key) => key > after)
    .sort();
  const page = keys.slice(0, state.listPageSize);
  const isTruncated = keys.length > page.length;
  const contents = page.map((key) => {
    const stored = `${bucket}/${key}`;
    const modified = (state.modifiedAt.get(stored) ?? new Date()).toISOString();
    const size = state.objects.get(stored)?.length ?? 0;
    return `<Contents><Key>${key}</Key><LastModified>${modified}</LastModified><Size>${size}</Size></Contents>`;
  });
  const next = isTruncated ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : "";
  xml(
    res,
    200,
    `<ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${isTruncated}</IsTruncated>${contents.join("")}${next}</ListBucketResult>`,
  );
}

async function handle(state: State, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://fake");
  const key = decodeURIComponent(url.pathname.slice(1));
  const uploadId = url.searchParams.get("uploadId");
  const body = await readBody(req);
  const missing = () => xml(res, 404, "<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>");

  if (req.method === "POST" && url.searchParams.has("uploads")) {
    const id = randomUUID();
    state.openUploads.set(id, new Map());
    return xml(
      res,
      200,
      `<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
    );
  }
  if (req.method === "PUT" && uploadId) {
    const part = Number(url.searchParams.get("partNumber"));
    if (part === state.failPart) return xml(res, 500, "<Error><Code>InternalError</Code></Error>");
    state.openUploads.get(uploadId)?.set(part, body);
    res.writeHead(200, { etag: `"part-${part}"` });
    return res.end();
  }
  if (req.method === "POST" && uploadId) {
    const parts = state.openUploads.get(uploadId);
    if (!parts) return xml(res, 404, "<Error><Code>NoSuchUpload</Code></Error>");
    const ordered = [...parts.entries()].sort(([a], [b]) => a - b).map(([, data]) => data);
    state.objects.set(key, Buffer.concat(ordered));
    state.modifiedAt.set(key, new Date());
    state.openUploads.delete(uploadId);
    return xml(
      res,
      200,
      `<CompleteMultipartUploadResult><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
    );
  }
  if (req.method === "DELETE" && uploadId) {
    state.openUploads.delete(uploadId);
    res.writeHead(204);
    return res.end();
  }
  if (req.method === "PUT") {
    state.objects.set(key, body);
    state.modifiedAt.set(key, new Date());
    res.writeHead(200, { etag: '"single"' });
    return res.end();
  }
  if (req.method === "GET" && url.searchParams.get("list-type") === "2") {
    return listObjects(state, res, key.replace(/\/$/, ""), url.searchParams);
  }
  const object = state.objects.get(key);
  if (req.method === "HEAD") {
    res.writeHead(object ? 200 : 404, object ? { "content-length": object.length } : {});
    return res.end();
  }
  if (req.method === "GET") {
    if (!object) return missing();
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? "");
    const slice = range ? object.subarray(Number(range[1]), Number(range[2]) + 1) : object;
    res.writeHead(range ? 206 : 200, { "content-length": slice.length });
    return res.end(slice);
  }
  if (req.method === "DELETE") {
    state.objects.delete(key);
    state.modifiedAt.delete(key);
    res.writeHead(204);
    return res.end();
  }
  res.writeHead(405);
  res.end();
}
