import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { makeImage, makePdf, multipart } from "../../test/file-fixtures";
import {
  buildCardWithPeople,
  buildFilesTestApp,
  publishDraftFiles,
  type Role,
  roles,
  uploadFile,
} from "./testing/harness";

const { db } = await useTestDatabase();
const { app } = await buildFilesTestApp(db);

type CardState = "draft" | "published";

/** A card in `state` with one image and one attachment in its draft (and its published version). */
async function setup(state: CardState) {
  const people = await buildCardWithPeople(db, { status: state });
  const author = people.headersFor("author");
  const png = {
    content: await makeImage("png", { width: 64, height: 64 }),
    name: "a.png",
    type: "image/png",
  };
  const pdf = { content: makePdf(), name: "a.pdf", type: "application/pdf" };
  const image = (await uploadFile(app, people.card.id, "Images", author, png)).json();
  const attachment = (await uploadFile(app, people.card.id, "Attachments", author, pdf)).json();
  if (state === "published") await publishDraftFiles(db, people.card.id);
  const freshAttachment = async () =>
    (await uploadFile(app, people.card.id, "Attachments", author, pdf)).json();
  const freshImage = async () => (await uploadFile(app, people.card.id, "Images", author, png)).json();
  return { ...people, image, attachment, pdf, png, freshAttachment, freshImage };
}
type Setup = Awaited<ReturnType<typeof setup>>;

/** One route: how to call it as a role, and the status each role gets on a draft / published card. */
type Case = {
  route: string;
  call: (s: Setup, headers: Record<string, string>) => Promise<{ statusCode: number }>;
  expected: Record<CardState, [number, number, number, number, number]>;
};

const get = (url: string, headers: Record<string, string>) => app.inject({ method: "GET", url, headers });
const contentPath = (url: string) => new URL(url).pathname;

// Order of statuses: visitor, member, author, editor, admin.
const cases: Case[] = [
  {
    route: "GET Images (draft)",
    call: (s, h) => get(`/Card/${s.card.id}/Images?cardType=draft`, h),
    expected: { draft: [401, 404, 200, 200, 200], published: [401, 403, 200, 200, 200] },
  },
  {
    route: "GET Images (published)",
    call: (s, h) => get(`/Card/${s.card.id}/Images?cardType=published`, h),
    expected: { draft: [401, 404, 404, 404, 404], published: [200, 200, 200, 200, 200] },
  },
  {
    route: "GET Images/{id} (published)",
    call: (s, h) => get(`/Card/${s.card.id}/Images/${s.image.id}?cardType=published`, h),
    expected: { draft: [401, 404, 404, 404, 404], published: [200, 200, 200, 200, 200] },
  },
  {
    route: "GET Images/{id} (draft)",
    call: (s, h) => get(`/Card/${s.card.id}/Images/${s.image.id}`, h),
    expected: { draft: [401, 404, 200, 200, 200], published: [401, 403, 200, 200, 200] },
  },
  {
    route: "POST Images",
    call: async (s, h) => {
      const body = await multipart(s.png);
      return app.inject({
        method: "POST",
        url: `/Card/${s.card.id}/Images`,
        payload: body.payload,
        headers: { ...h, ...body.headers },
      });
    },
    expected: { draft: [401, 404, 201, 201, 201], published: [401, 403, 201, 201, 201] },
  },
  {
    route: "DELETE Images/{id}",
    call: async (s, h) =>
      app.inject({
        method: "DELETE",
        url: `/Card/${s.card.id}/Images/${(await s.freshImage()).id}`,
        headers: h,
      }),
    expected: { draft: [401, 404, 204, 204, 204], published: [401, 403, 204, 204, 204] },
  },
  {
    route: "GET Attachments (draft)",
    call: (s, h) => get(`/Card/${s.card.id}/Attachments`, h),
    expected: { draft: [401, 404, 200, 200, 200], published: [401, 403, 200, 200, 200] },
  },
  {
    route: "GET Attachments (published)",
    call: (s, h) => get(`/Card/${s.card.id}/Attachments?cardType=published`, h),
    expected: { draft: [401, 404, 404, 404, 404], published: [200, 200, 200, 200, 200] },
  },
  {
    route: "GET Attachments/{id} (published)",
    call: (s, h) => get(`/Card/${s.card.id}/Attachments/${s.attachment.id}?cardType=published`, h),
    expected: { draft: [401, 404, 404, 404, 404], published: [200, 200, 200, 200, 200] },
  },
  {
    route: "POST Attachments",
    call: async (s, h) => {
      const body = await multipart(s.pdf);
      return app.inject({
        method: "POST",
        url: `/Card/${s.card.id}/Attachments`,
        payload: body.payload,
        headers: { ...h, ...body.headers },
      });
    },
    expected: { draft: [401, 404, 201, 201, 201], published: [401, 403, 201, 201, 201] },
  },
  {
    route: "PATCH Attachments/{id}",
    call: (s, h) =>
      app.inject({
        method: "PATCH",
        url: `/Card/${s.card.id}/Attachments/${s.attachment.id}`,
        headers: h,
        payload: { name: "renamed.pdf" },
      }),
    expected: { draft: [401, 404, 200, 200, 200], published: [401, 403, 200, 200, 200] },
  },
  {
    route: "DELETE Attachments/{id}",
    call: async (s, h) =>
      app.inject({
        method: "DELETE",
        url: `/Card/${s.card.id}/Attachments/${(await s.freshAttachment()).id}`,
        headers: h,
      }),
    expected: { draft: [401, 404, 204, 204, 204], published: [401, 403, 204, 204, 204] },
  },
  {
    route: "GET Attachments/BulkDownload (draft)",
    call: (s, h) => get(`/Card/${s.card.id}/Attachments/BulkDownload`, h),
    expected: { draft: [401, 404, 200, 200, 200], published: [401, 403, 200, 200, 200] },
  },
  {
    route: "GET Attachments/BulkDownload (published)",
    call: (s, h) => get(`/Card/${s.card.id}/Attachments/BulkDownload?cardType=published`, h),
    expected: { draft: [401, 404, 404, 404, 404], published: [200, 200, 200, 200, 200] },
  },
  {
    route: "GET CardAnalytics/{id}/FilesDownloads",
    call: (s, h) => get(`/CardAnalytics/${s.card.id}/FilesDownloads`, h),
    expected: { draft: [401, 404, 200, 200, 200], published: [401, 403, 200, 200, 200] },
  },
  {
    route: "GET File/{blobId}/Content with a bearer token",
    call: (s, h) => get(contentPath(s.attachment.url), h),
    expected: { draft: [401, 404, 200, 200, 200], published: [200, 200, 200, 200, 200] },
  },
  {
    route: "GET File/{blobId}/Content of a thumbnail",
    call: (s, h) => get(contentPath(s.image.thumbnailUrl), h),
    expected: { draft: [401, 404, 200, 200, 200], published: [200, 200, 200, 200, 200] },
  },
  {
    route: "GET File/{blobId}/Content of a draft-only file",
    call: async (s, h) => get(contentPath((await s.freshAttachment()).url), h),
    expected: { draft: [401, 404, 200, 200, 200], published: [401, 404, 200, 200, 200] },
  },
  {
    route: "GET File/{blobId}/Content with the signed URL (no bearer)",
    call: (s) => get(new URL(s.attachment.url).pathname + new URL(s.attachment.url).search, {}),
    expected: { draft: [200, 200, 200, 200, 200], published: [200, 200, 200, 200, 200] },
  },
];

describe.each(["draft", "published"] as const)("authorization on a %s card", (state) => {
  const matrix = cases.flatMap((c) =>
    roles.map((role, i) => ({ ...c, role, status: c.expected[state][i]! })),
  );
  it.each(matrix)("$route as $role → $status", async ({ call, role, status }) => {
    const s = await setup(state);
    const response = await call(s, s.headersFor(role as Role));
    expect(response.statusCode).toBe(status);
  });
});
