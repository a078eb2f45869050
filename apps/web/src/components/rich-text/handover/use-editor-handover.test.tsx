import type { RichText } from "@keen/contracts";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { installLayoutStubs } from "@/test/layout-stubs";
import { bindRichTextCollaboration, type RichTextCollaboration } from "../collaboration/bind-collaboration";
import { RichTextEditor } from "../rich-text-editor";

beforeAll(() => installLayoutStubs());

const text = "Students build a bridge.";
const value: RichText = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] };

/** The live document of the same text, as the co-editing connection brings it. */
function liveDocument(): RichTextCollaboration {
  const doc = new Y.Doc();
  const paragraph = new Y.XmlElement("paragraph");
  paragraph.insert(0, [new Y.XmlText(`Plan: ${text}`)]);
  doc.getXmlFragment("description").insert(0, [paragraph]);
  return bindRichTextCollaboration({
    doc,
    field: "description",
    awareness: null,
    caretField: "caret:description",
  });
}

function editorWith(collaboration?: RichTextCollaboration) {
  return (
    <>
      <span id="label">Description</span>
      <RichTextEditor
        id="description"
        labelId="label"
        label="Description"
        value={value}
        onChange={() => {}}
        collaboration={collaboration}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe("an editor replaced while the person is in it", () => {
  it("hands focus and the caret to the new editor, so typing goes on where it was", async () => {
    const view = render(editorWith());
    const user = userEvent.setup();
    const first = screen.getByRole("textbox", { name: "Description" });
    await user.click(first);
    await user.keyboard("Plan: ");
    await waitFor(() => expect(first).toHaveTextContent("Plan: "));

    // The live document comes in: a new binding is a new editor.
    view.rerender(editorWith(liveDocument()));
    const second = await waitFor(() => {
      const found = screen.getByRole("textbox", { name: "Description" });
      expect(found).not.toBe(first);
      return found;
    });
    await waitFor(() => expect(second).toHaveFocus());
    await user.keyboard("go.");
    expect(second).toHaveTextContent("Plan: go.");
  });

  it("leaves focus alone when the person was elsewhere", async () => {
    const view = render(editorWith());
    const user = userEvent.setup();
    await user.click(screen.getByRole("textbox", { name: "Description" }));
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    view.rerender(editorWith(liveDocument()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
  });
});
