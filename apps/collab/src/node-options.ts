/**
 * The Node/V8 options the collab process runs with, set as `NODE_OPTIONS` by whatever starts it
 * (`scripts/lib/stack.ts`, `bench/collab-editors.ts`). Node 24 leaves much of what loading the
 * server's modules allocates in a 16 MB-per-semi-space young generation and grows the heap for
 * it; 2 MB semi-spaces collect it early: the idle process holds about 100 MB less, and Yjs's
 * short-lived update buffers are collected just as cheaply (`bench/collab-editors.ts`).
 */
export const collabNodeOptions = "--max-semi-space-size=2";
