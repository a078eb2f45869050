import type { Member } from "../../../plugins/auth";
import { bearer, type buildTestApp, signTokenFor } from "../../../test/factories";
import { multipart } from "../../../test/file-fixtures";

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
