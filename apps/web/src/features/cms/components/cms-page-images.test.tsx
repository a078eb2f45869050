import type { CmsPage, CmsPageImage, RichText } from "@keen/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { Component as AdminCms } from "../routes/admin-cms";
import { setupCmsEditorTests } from "../testing/setup-editor-tests";

beforeAll(setupCmsEditorTests);

const routes = [{ path: "/admin/cms", Component: AdminCms }];
const at = "2026-03-02T10:00:00.000Z";
const blobId = "0b5e0000-0000-4000-8000-00000000000b";
const signed = (id: string) => `http://localhost:5000/File/${id}/Content?token=1893456000.sig`;
const image: CmsPageImage = {
  id: "1a6e0000-0000-4000-8000-000000000001",
  name: "lab bench.png",
  contentType: "image/png",
  size: 2048,
  width: 1200,
  height: 600,
  url: signed(blobId),
  previewUrl: signed("0b5e0000-0000-4000-8000-00000000000c"),
  thumbnailUrl: signed("0b5e0000-0000-4000-8000-00000000000d"),
  createdAt: at,
};
const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });
const page = (content: RichText): CmsPage => ({
  id: "6c1f0000-0000-4000-8000-000000000002",
  slug: "teaching-tips",
  title: "Teaching tips",
  summary: null,
  isActive: false,
  createdAt: at,
  updatedAt: at,
  updatedBy: null,
  content,
  contentHtml: "",
  abilities: { edit: true, delete: true },
});

describe("images in the CMS page editor", () => {
  it("uploads a picked image to the page, inserts it, and saves its stable path", async () => {
    const saved = page({ type: "doc", content: [paragraph("Start with a question.")] });
    const requests = mockApi({
      [`GET /CmsPage/${saved.id}`]: () => ({ status: 200, data: saved }),
      [`GET /CmsPage/${saved.id}/Images`]: () => ({ status: 200, data: [] }),
      [`POST /CmsPage/${saved.id}/Images`]: () => ({ status: 201, data: image }),
      [`PUT /CmsPage/${saved.id}`]: (config) => ({
        status: 200,
        data: { ...saved, content: JSON.parse(String(config.data)).content },
      }),
    });
    const { container } = renderApp({ routes, path: `/admin/cms?page=${saved.id}` });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Insert image" }, { timeout: 5000 }));
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array(64)], "lab bench.png", { type: "image/png" }));

    const editor = screen.getByRole("textbox", { name: "Content" });
    await waitFor(() => expect(within(editor).getByRole("img", { name: "lab bench" })).toBeInTheDocument());
    expect(within(editor).getByRole("img")).toHaveAttribute("src", image.url);
    // The preview follows the content (deferred), through the same signed URL.
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(await within(preview).findByRole("img", { name: "lab bench" })).toHaveAttribute("src", image.url);
    const form = requests.find((r) => r.method === "post")?.data as FormData | undefined;
    expect(form).toBeInstanceOf(FormData);
    expect(form?.get("file")).toMatchObject({ name: "lab bench.png" });

    await user.click(screen.getByRole("button", { name: "Save page" }));
    await waitFor(() => expect(requests.some((r) => r.method === "put")).toBe(true));
    const sent = JSON.parse(String(requests.find((r) => r.method === "put")?.data));
    expect(sent.content.content).toContainEqual({
      type: "image",
      attrs: expect.objectContaining({ src: `/File/${blobId}/Content`, alt: "lab bench" }),
    });
  }, 15_000);

  it("uploads an image file pasted into the content", async () => {
    const saved = page({ type: "doc", content: [paragraph("Paste here.")] });
    const requests = mockApi({
      [`GET /CmsPage/${saved.id}`]: () => ({ status: 200, data: saved }),
      [`GET /CmsPage/${saved.id}/Images`]: () => ({ status: 200, data: [] }),
      [`POST /CmsPage/${saved.id}/Images`]: () => ({ status: 201, data: image }),
    });
    renderApp({ routes, path: `/admin/cms?page=${saved.id}` });
    const editor = await screen.findByRole("textbox", { name: "Content" }, { timeout: 5000 });
    const file = new File([new Uint8Array(64)], "lab bench.png", { type: "image/png" });
    fireEvent.paste(editor, { clipboardData: { files: [file], types: ["Files"], getData: () => "" } });
    await waitFor(() => expect(within(editor).getByRole("img", { name: "lab bench" })).toBeInTheDocument());
    expect(requests.filter((r) => r.method === "post")).toHaveLength(1);
  }, 15_000);

  it("shows a saved page's images through their signed URLs", async () => {
    const saved = page({
      type: "doc",
      content: [{ type: "image", attrs: { src: `/File/${blobId}/Content`, alt: "Bench" } }],
    });
    mockApi({
      [`GET /CmsPage/${saved.id}`]: () => ({ status: 200, data: saved }),
      [`GET /CmsPage/${saved.id}/Images`]: () => ({ status: 200, data: [image] }),
    });
    renderApp({ routes, path: `/admin/cms?page=${saved.id}` });
    const editor = await screen.findByRole("textbox", { name: "Content" }, { timeout: 5000 });
    expect(within(editor).getByRole("img", { name: "Bench" })).toHaveAttribute("src", image.url);
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(within(preview).getByRole("img", { name: "Bench" })).toHaveAttribute("src", image.url);
  }, 15_000);

  it("offers images only once a new page has been created", async () => {
    mockApi({});
    renderApp({ routes, path: "/admin/cms?page=new" });
    const editor = await screen.findByRole("textbox", { name: "Content" }, { timeout: 5000 });
    expect(screen.queryByRole("button", { name: "Insert image" })).not.toBeInTheDocument();
    expect(editor).toHaveAccessibleDescription(/Create the page first to add images/);
  });
});
