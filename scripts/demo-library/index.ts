import { z } from "zod";
import { createBlobStore } from "../../apps/api/src/lib/blob-store";
import { filesEnvShape, toFilesConfig } from "../../apps/api/src/lib/files-config";

export { demoLibraryState } from "./demo-library-state";
export { removeDemoLibrary, seedDemoLibrary } from "./seed-demo-library";

/** The blob store the API uses with these settings (`DATA_DIR/blobs`, or the S3 bucket). */
export function blobStoreOf(env: Record<string, string | undefined>) {
  const files = z.object(filesEnvShape).parse(env);
  return createBlobStore(toFilesConfig({ ...files, NODE_ENV: env.NODE_ENV }, 0).blobStore);
}
