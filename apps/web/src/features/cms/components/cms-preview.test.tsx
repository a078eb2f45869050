import type { RichText } from "@keen/contracts";
import { render, screen } from "@testing-library/react";
import type { Editor } from "@tiptap/react";
import { beforeAll, describe, expect, it } from "vitest";
import { setupCmsEditorTests } from "../testing/setup-editor-tests";
import { CmsPreview } from "./cms-preview";

beforeAll(setupCmsEditorTests);

const doc = (text: string): RichText => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});
const imageSrc = { toDisplay: (src: string) => src, toStored: (src: string) => src };

/** The TipTap editor behind the preview's content (ProseMirror's element carries it). */
function previewEditor(): Editor {
  const element = screen.getByLabelText("Page content preview") as HTMLElement & { editor?: Editor };
  if (!element.editor) throw new Error("no editor on the preview's content");
  return element.editor;
}

describe("CMS page preview", () => {
  it("shows the content as it changes", () => {
    const { rerender } = render(
      <CmsPreview title="Tips" summary="" content={doc("First")} imageSrc={imageSrc} />,
    );
    expect(screen.getByLabelText("Page content preview")).toHaveTextContent("First");
    rerender(<CmsPreview title="Tips" summary="" content={doc("Second")} imageSrc={imageSrc} />);
    expect(screen.getByLabelText("Page content preview")).toHaveTextContent("Second");
  });

  // The cause of the error screen on a fresh /admin/cms?page=new (decision 0021): useEditor
  // destroys an instance that is not mounted 1 ms after creating it, and on a busy page that timer
  // can fire between the render and its effects, which then ran `commands` of a destroyed editor.
  it("does not throw when its editor was destroyed before the effect ran", () => {
    const { rerender } = render(
      <CmsPreview title="Tips" summary="" content={doc("First")} imageSrc={imageSrc} />,
    );
    previewEditor().destroy();
    expect(() =>
      rerender(<CmsPreview title="Tips" summary="" content={doc("Second")} imageSrc={imageSrc} />),
    ).not.toThrow();
  });
});
