/**
 * The Node/V8 options every service process runs with (api, collab, search, idp), set as
 * `NODE_OPTIONS` by whatever starts it (`scripts/lib/stack.ts`, the benchmarks). 2 MB
 * semi-spaces instead of V8's 16 MB:
 * - Loading a service's modules on Node 24 leaves some 150 MB of short-lived garbage (importing
 *   `drizzle-orm/pg-core` alone: 150 MB heap, 6 MB on Node 20) that a large young generation
 *   promotes and keeps; small semi-spaces collect it at once. Idle RSS after loading the app:
 *   search 263 → 122 MB, idp 263 → 131 MB, collab 300 → 171 MB (`bench/collab-editors.ts`).
 * - Streaming an upload allocates a fresh 64 KB buffer per socket read; they are collected every
 *   few megabytes instead of after some 60 MB: a 200 MB upload raises the API's RSS by about
 *   13 MB instead of 35–63 MB (`bench/upload-memory.ts`, decision 0008).
 */
export const serviceNodeOptions = "--max-semi-space-size=2";
