import { createHash } from "node:crypto";

/**
 * A pipeline stage that passes chunks through while counting bytes and hashing them (SHA-256),
 * so a store learns size and checksum without a second read.
 */
export function createMeasure() {
  const hash = createHash("sha256");
  let size = 0;
  return {
    async *tap(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    result: () => ({ size, sha256: hash.digest("hex") }),
  };
}
