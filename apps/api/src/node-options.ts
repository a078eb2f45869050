/**
 * The Node/V8 options the API process runs with, set as `NODE_OPTIONS` by whatever starts it
 * (docs/decisions/0008-file-uploads.md). Streaming an upload allocates a fresh 64 KB buffer per
 * socket read; with V8's default young generation (16 MB semi-spaces) those are collected only
 * after some 60 MB have piled up, so a 200 MB upload raised RSS by 35–63 MB. 2 MB semi-spaces
 * collect them every few megabytes: the same upload raises RSS by about 13 MB
 * (`bench/upload-memory.ts`).
 */
export const apiNodeOptions = "--max-semi-space-size=2";
