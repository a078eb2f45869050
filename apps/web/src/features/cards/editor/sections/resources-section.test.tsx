import type { CardAttachment, CardResources } from "@keen/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildCard } from "../test/editor-fixtures";
import { bodiesOf, installLayoutStubs, renderEditor } from "../test/render-editor";

beforeAll(() => installLayoutStubs());
beforeEach(() => localStorage.clear());

const ids = {
  before: "5d1b8c0e-0000-4000-8000-0000000000f1",
  after: "5d1b8c0e-0000-4000-8000-0000000000f2",
  slides: "5d1b8c0e-0000-4000-8000-0000000000a1",
  quiz: "5d1b8c0e-0000-4000-8000-0000000000a2",
  video: "5d1b8c0e-0000-4000-8000-0000000000b1",
};

function attachment(id: string, name: string): CardAttachment {
  return {
    id,
    name,
    contentType: "application/pdf",
    size: 20_480,
    folderId: ids.before,
    url: `http://api.test/File/${id}/Content?token=t`,
    thumbnailUrl: null,
    createdAt: "2026-03-02T12:00:00.000Z",
  };
}

const resources: CardResources = {
  folders: [
    {
      id: ids.before,
      title: "Before class",
      description: "",
      items: [
        { kind: "attachment", attachmentId: ids.slides },
        { kind: "link", id: ids.video, url: "https://example.edu/intro", title: "Intro video" },
      ],
    },
    {
      id: ids.after,
      title: "After class",
      description: "",
      items: [{ kind: "attachment", attachmentId: ids.quiz }],
    },
  ],
};
const card = buildCard({ resources });
const base = `/Card/${card.id}`;
const files = [attachment(ids.slides, "Slides.pdf"), attachment(ids.quiz, "Quiz.pdf")];

function renderResources(routes: Parameters<typeof renderEditor>[1] = {}) {
  return renderEditor(card, {
    [`GET ${base}/Attachments`]: () => ({ status: 200, data: files }),
    [`PUT ${base}`]: () => ({ status: 200, data: { ...card, draftRevision: card.draftRevision + 1 } }),
    ...routes,
  });
}

const itemsIn = (folder: string) =>
  within(screen.getByRole("list", { name: `Items in ${folder}` }))
    .getAllByRole("listitem")
    .map((row) => row.querySelector("p")?.textContent);

describe("moving resources between folders", { timeout: 30_000 }, () => {
  it("moves an item to the end of the folder chosen in its Move to menu and saves it with the draft", async () => {
    const { user, requests } = renderResources();
    await user.click(await screen.findByRole("button", { name: "Move Intro video to another folder" }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["After class"]);
    await user.click(within(menu).getByRole("menuitem", { name: "After class" }));

    expect(itemsIn("Before class")).toEqual(["Slides.pdf"]);
    await waitFor(() => expect(itemsIn("After class")).toEqual(["Quiz.pdf", "Intro video"]));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Move Intro video to another folder" })).toHaveFocus(),
    );
    await waitFor(() => expect(bodiesOf(requests, "put", base)).toHaveLength(1));
    const saved = bodiesOf(requests, "put", base)[0]!.changes as { resources: CardResources };
    expect(saved.resources.folders.map((f) => f.items)).toEqual([
      [{ kind: "attachment", attachmentId: ids.slides }],
      [
        { kind: "attachment", attachmentId: ids.quiz },
        { kind: "link", id: ids.video, url: "https://example.edu/intro", title: "Intro video" },
      ],
    ]);
    expect(await screen.findByText("“Intro video” is now last in “After class”.")).toBeInTheDocument();
  });

  it("offers no Move to menu while there is only one folder", async () => {
    const single = buildCard({ resources: { folders: [resources.folders[0]!] } });
    renderEditor(single, { [`GET /Card/${single.id}/Attachments`]: () => ({ status: 200, data: files }) });
    expect(await screen.findByRole("button", { name: "Remove Intro video" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /to another folder/ })).not.toBeInTheDocument();
  });
});

describe("renaming an attachment", { timeout: 30_000 }, () => {
  const patch = `${base}/Attachments/${ids.slides}`;

  it("renames on Enter and shows the new name", async () => {
    const { user, requests } = renderResources({
      [`PATCH ${patch}`]: (config) => ({
        status: 200,
        data: { ...files[0], name: JSON.parse(String(config.data)).name },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Rename Slides.pdf" }));
    const field = screen.getByRole("textbox", { name: "File name" });
    expect(field).toHaveValue("Slides.pdf");
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, "Week 3 slides.pdf{Enter}");

    await waitFor(() => expect(bodiesOf(requests, "patch", patch)).toEqual([{ name: "Week 3 slides.pdf" }]));
    expect(await screen.findByText("Week 3 slides.pdf")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "File name" })).not.toBeInTheDocument();
  });

  it("keeps the old name on Escape without calling the server", async () => {
    const { user, requests } = renderResources();
    await user.click(await screen.findByRole("button", { name: "Rename Slides.pdf" }));
    await user.type(screen.getByRole("textbox", { name: "File name" }), "draft{Escape}");
    expect(screen.queryByRole("textbox", { name: "File name" })).not.toBeInTheDocument();
    expect(screen.getByText("Slides.pdf")).toBeInTheDocument();
    expect(bodiesOf(requests, "patch", patch)).toEqual([]);
  });

  it("shows the server's reason on the field and keeps it open", async () => {
    const { user } = renderResources({
      [`PATCH ${patch}`]: () => ({
        status: 400,
        data: {
          message: "name: must not contain slashes or control characters",
          code: "validation_error",
          details: [{ field: "name", message: "must not contain slashes or control characters" }],
        },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Rename Slides.pdf" }));
    const field = screen.getByRole("textbox", { name: "File name" });
    await user.clear(field);
    await user.type(field, "week/3.pdf{Enter}");

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "must not contain slashes or control characters",
    );
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("must not contain slashes or control characters");
    expect(field).toHaveValue("week/3.pdf");
  });
});
