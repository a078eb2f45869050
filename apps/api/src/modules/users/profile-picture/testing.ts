import { readdirSync } from "node:fs";
import path from "node:path";
import type { Member } from "../../../plugins/auth";
import { bearer, type buildTestApp, signTokenFor } from "../../../test/factories";
import { multipart } from "../../card-files/testing/harness";

type App = Awaited<ReturnType<typeof buildTestApp>>;

/** Uploads `content` as the member's picture through `POST /User/Me/ProfilePicture`. */
export async function uploadPicture(
  app: App,
  member: Member,
  content: Buffer,
  name = "me.jpg",
  type = "image/jpeg",
) {
  const body = await multipart({ content, name, type });
  return app.inject({
    method: "POST",
    url: "/User/Me/ProfilePicture",
    headers: { ...body.headers, ...bearer(await signTokenFor(member)) },
    payload: body.payload,
  });
}

/** The blob files stored under a local blob store's data directory. */
export function storedBlobFiles(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, "blobs"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}
