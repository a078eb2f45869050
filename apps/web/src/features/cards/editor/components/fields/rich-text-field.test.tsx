import type { CollabToken, RichText } from "@keen/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Activation, recordKey } from "@/components/rich-text/handover/activation";
import { contentOf } from "../../lib/card-content";
import type { CollabSession, OpenCollabSession } from "../../lib/collab-session";
import { buildCard } from "../../test/editor-fixtures";
import { createFakeCollab, grace } from "../../test/fake-collab";
import { installLayoutStubs, renderEditor } from "../../test/render-editor";
import { liveRichText } from "./rich-text-loader";

beforeAll(() => installLayoutStubs());
beforeEach(() => localStorage.clear());

const description: RichText = {
  type: "doc",
  content: [
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Teams " },
        { type: "text", text: "build", marks: [{ type: "bold" }] },
        { type: "text", text: " a bridge." },
      ],
    },
    {
      type: "bulletList",
      content: [
        { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Test it" }] }] },
      ],
    },
  ],
};
const card = buildCard({ description });
const isLive = (element: HTMLElement) => element.getAttribute("contenteditable") === "true";

const sessions: CollabSession[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.destroy();
});

// Before the first field turns live: the module keeps the loaded editor for the rest of the file.
describe("a rich-text field before its editor has loaded", { timeout: 30_000 }, () => {
  it("shows the draft's text as the editor will, as a textbox named like the editor", async () => {
    renderEditor(card);
    const field = await screen.findByRole("textbox", { name: "Description" });
    expect(isLive(field)).toBe(false);
    expect(field).toHaveAttribute("tabindex", "0");
    expect(field).toHaveAttribute("aria-multiline", "true");
    expect(field.querySelector("strong")).toHaveTextContent("build");
    expect(field.querySelector("ul > li > p")).toHaveTextContent("Test it");
    expect(field).toHaveTextContent("Teams build a bridge.");
    expect(liveRichText.loaded()).toBeUndefined();
  });

  it("follows a co-editor's typing from the live document, then turns live on a click with the same text", async () => {
    const server = createFakeCollab(contentOf(card));
    sessions.push(server.join(grace).session);
    const openSession: OpenCollabSession = async (granted) => {
      const tab = server.join(granted.user);
      sessions.push(tab.session);
      return tab.session;
    };
    const token: CollabToken = {
      token: "signed",
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
      url: "ws://localhost:5200",
      documentName: `card:${card.id}`,
      user: { id: "0b4f6c1e-1d0c-4a8e-9a51-000000000001", name: "Max Member", color: "#1d4ed8" },
    };
    const { user } = renderEditor(
      card,
      { [`GET /TipTap/token/${card.id}`]: () => ({ status: 200, data: token }) },
      40,
      {
        openSession,
      },
    );
    await screen.findByRole("textbox", { name: "Description" });
    // Grace adds a paragraph to the description: the read-only field shows it.
    const { writeCardContent } = await import("@keen/card-doc/content");
    writeCardContent(server.doc, {
      ...contentOf(card),
      description: {
        type: "doc",
        content: [
          ...(description.content ?? []),
          { type: "paragraph", content: [{ type: "text", text: "Grace's rubric." }] },
        ],
      },
    });
    const field = await screen.findByRole("textbox", { name: "Description" });
    await waitFor(() => expect(field).toHaveTextContent("Grace's rubric."));
    expect(isLive(field)).toBe(false);

    await user.click(field);
    await waitFor(() => expect(isLive(screen.getByRole("textbox", { name: "Description" }))).toBe(true));
    const editor = screen.getByRole("textbox", { name: "Description" });
    expect(editor).toHaveTextContent("Teams build a bridge.");
    expect(editor).toHaveTextContent("Grace's rubric.");
    await waitFor(() => expect(editor).toHaveFocus());
  });
});

describe("recordKey", () => {
  const key = (k: string, modifiers: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...modifiers,
  });

  it("keeps what is typed before the editor is in, with Enter and Backspace, and Ctrl+Home/End as the caret", () => {
    const activation: Activation = { caret: { kind: "point", x: 4, y: 8 }, typed: [] };
    for (const k of ["H", "i", "x"]) expect(recordKey(activation, key(k))).toBe(true);
    recordKey(activation, key("Backspace"));
    recordKey(activation, key("Enter"));
    expect(activation.typed).toEqual(["H", "i", "\n"]);
    expect(recordKey(activation, key("Home", { ctrlKey: true }))).toBe(true);
    expect(activation.caret).toEqual({ kind: "start" });

    const fresh: Activation = { caret: { kind: "end" }, typed: [] };
    recordKey(fresh, key("Backspace"));
    expect(fresh.typed).toEqual(["\b"]);
  });

  it("leaves Tab and shortcuts to the browser", () => {
    const activation: Activation = { caret: { kind: "end" }, typed: [] };
    expect(recordKey(activation, key("Tab"))).toBe(false);
    expect(recordKey(activation, key("b", { ctrlKey: true }))).toBe(false);
    expect(recordKey(activation, key("ArrowLeft"))).toBe(false);
    expect(activation.typed).toEqual([]);
  });
});
