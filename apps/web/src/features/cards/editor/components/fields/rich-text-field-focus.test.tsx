import type { RichText } from "@keen/contracts";
import { screen, waitFor } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildCard } from "../../test/editor-fixtures";
import { installLayoutStubs, renderEditor } from "../../test/render-editor";
import { liveRichText } from "./rich-text-loader";

beforeAll(() => installLayoutStubs());
beforeEach(() => localStorage.clear());

const tips: RichText = {
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text: "Bring tape." }] }],
};
const card = buildCard({ instructorTips: tips });
const isLive = (element: HTMLElement) => element.getAttribute("contenteditable") === "true";

describe("a rich-text field reached with the keyboard", { timeout: 30_000 }, () => {
  it("turns live when focus reaches it (Tab, or a link to the field) and keeps the text and focus", async () => {
    renderEditor(card);
    const field = await screen.findByRole("textbox", { name: "Instructor tips" });
    expect(isLive(field)).toBe(false);
    field.focus();
    await waitFor(() => expect(isLive(screen.getByRole("textbox", { name: "Instructor tips" }))).toBe(true));
    const editor = screen.getByRole("textbox", { name: "Instructor tips" });
    expect(editor).toHaveTextContent("Bring tape.");
    await waitFor(() => expect(editor).toHaveFocus());
    // The others are still read-only: nobody reached for them.
    expect(isLive(screen.getByRole("textbox", { name: "Description" }))).toBe(false);
  });

  it("starts fields live when they are shown after the editor has loaded", async () => {
    await liveRichText.load();
    renderEditor(card);
    const field = await screen.findByRole("textbox", { name: "Instructor tips" });
    expect(isLive(field)).toBe(true);
    expect(field).toHaveTextContent("Bring tape.");
  });
});
