import type { RichText } from "@keen/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
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
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const textbox = (name: string) => screen.getByRole("textbox", { name });

// Its own file: the fields must be drawn read-only before the editor's module is in.
describe("a press on a read-only rich-text field", { timeout: 30_000 }, () => {
  it("moves focus into its text, and the field turns live only once focus is there", async () => {
    renderEditor(card);
    await screen.findByRole("textbox", { name: "Instructor tips" });
    expect(liveRichText.loaded()).toBeUndefined();

    // A press on the inert toolbar is a press on the text: focus must not fall to the page.
    const toolbar = textbox("Instructor tips").closest("div.rounded-lg")?.firstElementChild;
    if (!toolbar) throw new Error("no toolbar look");
    expect(fireEvent.mouseDown(toolbar)).toBe(false);
    expect(textbox("Instructor tips")).toHaveFocus();
    await waitFor(() => expect(isLive(textbox("Instructor tips"))).toBe(true));
    await waitFor(() => expect(textbox("Instructor tips")).toHaveFocus());

    // The module is in now; Description was drawn before, so it is still read-only. Swapped on
    // the press, the browser's mousedown that follows would go to the field's wrapper and
    // focus <main> instead of the editor: it stays until the press has focused it.
    const field = textbox("Description");
    expect(isLive(field)).toBe(false);
    fireEvent.pointerDown(field, { button: 0, clientX: 10, clientY: 10 });
    await settle();
    expect(field.isConnected).toBe(true);
    expect(isLive(field)).toBe(false);
    fireEvent.mouseDown(field);
    field.focus();
    await waitFor(() => expect(isLive(textbox("Description"))).toBe(true));
    await waitFor(() => expect(textbox("Description")).toHaveFocus());
  });
});
