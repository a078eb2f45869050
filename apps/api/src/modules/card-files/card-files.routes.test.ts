import { cardFiles } from "@keen/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { countBlobRows, makeImage, makePdf } from "../../test/file-fixtures";
import { buildCardWithPeople, buildFilesTestApp, publishDraftFiles, uploadFile } from "./testing/harness";

const { db } = await useTestDatabase();
const { app, storedFiles } = await buildFilesTestApp(db);

const pdf = (name = "lab.pdf") => ({ content: makePdf(), name, type: "application/pdf" });
const call = (
  method: "GET" | "DELETE" | "PATCH",
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => app.inject({ method, url, headers, payload });

describe("listing and reading card files", () => {
  it("lists the draft's files to collaborators and the published version's to members", async () => {
    const { card, headersFor } = await buildCardWithPeople(db, { status: "published" });
    const first = (
      await uploadFile(app, card.id, "Attachments", headersFor("author"), pdf("one.pdf"))
    ).json();
    await publishDraftFiles(db, card.id);
    const second = (
      await uploadFile(app, card.id, "Attachments", headersFor("editor"), pdf("two.pdf"))
    ).json();

    const draft = await call("GET", `/Card/${card.id}/Attachments?cardType=draft`, headersFor("author"));
    expect(draft.json().map((a: { id: string }) => a.id)).toEqual([first.id, second.id]);
    const published = await call(
      "GET",
      `/Card/${card.id}/Attachments?cardType=published`,
      headersFor("member"),
    );
    expect(published.json()).toEqual([expect.objectContaining({ id: first.id, name: "one.pdf" })]);

    const draftOnly = await call(
      "GET",
      `/Card/${card.id}/Attachments/${second.id}?cardType=published`,
      headersFor("author"),
    );
    expect(draftOnly.statusCode).toBe(404);
  });

  it("does not mix images and attachments, nor files of other cards", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const other = await buildCardWithPeople(db);
    const image = (
      await uploadFile(app, card.id, "Images", headersFor("author"), {
        content: await makeImage("png", { width: 50, height: 50 }),
        name: "a.png",
        type: "image/png",
      })
    ).json();
    expect(
      (await call("GET", `/Card/${card.id}/Attachments/${image.id}`, headersFor("author"))).statusCode,
    ).toBe(404);
    expect((await call("GET", `/Card/${card.id}/Attachments`, headersFor("author"))).json()).toEqual([]);
    const foreign = await call(
      "GET",
      `/Card/${other.card.id}/Images/${image.id}`,
      other.headersFor("author"),
    );
    expect(foreign.statusCode).toBe(404);
    const list = await call("GET", `/Card/${card.id}/Images`, headersFor("author"));
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: image.id,
        width: 50,
        height: 50,
        url: expect.stringContaining("token="),
      }),
    ]);
  });
});

describe("DELETE from the draft", () => {
  it("keeps a file the published version still shows", async () => {
    const { card, headersFor } = await buildCardWithPeople(db, { status: "published" });
    const attachment = (await uploadFile(app, card.id, "Attachments", headersFor("author"), pdf())).json();
    await publishDraftFiles(db, card.id);
    const removed = await call(
      "DELETE",
      `/Card/${card.id}/Attachments/${attachment.id}`,
      headersFor("editor"),
    );
    expect(removed.statusCode).toBe(204);
    expect((await call("GET", `/Card/${card.id}/Attachments`, headersFor("author"))).json()).toEqual([]);
    const published = await call(
      "GET",
      `/Card/${card.id}/Attachments?cardType=published`,
      headersFor("member"),
    );
    expect(published.json()).toHaveLength(1);
    const download = await app.inject({
      method: "GET",
      url: new URL(published.json()[0].url).pathname,
      headers: headersFor("member"),
    });
    expect(download.statusCode).toBe(200);
  });

  it("removes a draft-only file's rows and stored bytes (an image with its renditions)", async () => {
    const { card, headersFor } = await buildCardWithPeople(db);
    await app.jobs.runDue();
    const before = { rows: await countBlobRows(db), files: storedFiles().length };
    const image = (
      await uploadFile(app, card.id, "Images", headersFor("author"), {
        content: await makeImage("webp", { width: 60, height: 40 }),
        name: "a.webp",
        type: "image/webp",
      })
    ).json();
    expect(await countBlobRows(db)).toBe(before.rows + 3);
    expect(
      (await call("DELETE", `/Card/${card.id}/Images/${image.id}`, headersFor("author"))).statusCode,
    ).toBe(204);
    await app.jobs.runDue();
    expect(await db.select().from(cardFiles).where(eq(cardFiles.id, image.id))).toEqual([]);
    expect({ rows: await countBlobRows(db), files: storedFiles().length }).toEqual(before);
    expect(
      (await call("DELETE", `/Card/${card.id}/Images/${image.id}`, headersFor("author"))).statusCode,
    ).toBe(404);
  });
});

describe("PATCH (rename) an attachment", () => {
  it("renames it in the draft only; downloads use the name of the content they come from", async () => {
    const { card, headersFor } = await buildCardWithPeople(db, { status: "published" });
    const attachment = (
      await uploadFile(app, card.id, "Attachments", headersFor("author"), pdf("old.pdf"))
    ).json();
    await publishDraftFiles(db, card.id);
    const renamed = await call(
      "PATCH",
      `/Card/${card.id}/Attachments/${attachment.id}`,
      headersFor("author"),
      {
        name: "  Week 3 – lab.pdf ",
      },
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: attachment.id, name: "Week 3 – lab.pdf" });
    const published = await call(
      "GET",
      `/Card/${card.id}/Attachments/${attachment.id}?cardType=published`,
      headersFor("member"),
    );
    expect(published.json().name).toBe("old.pdf");
    const asMember = await app.inject({
      method: "GET",
      url: new URL(attachment.url).pathname,
      headers: headersFor("member"),
    });
    expect(asMember.headers["content-disposition"]).toContain('filename="old.pdf"');
    const asAuthor = await app.inject({
      method: "GET",
      url: new URL(attachment.url).pathname,
      headers: headersFor("author"),
    });
    expect(asAuthor.headers["content-disposition"]).toContain(
      "filename*=UTF-8''Week%203%20%E2%80%93%20lab.pdf",
    );
  });

  it.each([
    [{ name: "" }, "name: is required"],
    [{ name: "a/b.pdf" }, "name: must not contain slashes"],
    [{}, "name: is required"],
  ])("answers 400 for %j", async (payload, message) => {
    const { card, headersFor } = await buildCardWithPeople(db);
    const attachment = (await uploadFile(app, card.id, "Attachments", headersFor("author"), pdf())).json();
    const response = await call(
      "PATCH",
      `/Card/${card.id}/Attachments/${attachment.id}`,
      headersFor("author"),
      payload,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
