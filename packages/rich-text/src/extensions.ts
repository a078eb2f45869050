import type { Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { linkRel } from "./link-rel";
import { allowedLinkSchemes, isSafeLinkHref } from "./urls";

/** Heading levels cards use (the card title is the page's h1). */
export const headingLevels = [2, 3, 4] as const;

export { linkRel };

export type RichTextExtensionOptions = {
  /**
   * StarterKit's undo history (default on). A co-edited editor turns it off: Collaboration brings
   * an undo of its own that only undoes the person's own changes.
   */
  history?: boolean;
};

/**
 * The one TipTap extension list of card rich text, shared by the web editor and the server
 * renderer so both agree on the document schema: StarterKit (paragraphs, headings 2–4, bold,
 * italic, underline, strike, code, code blocks, quotes, lists, rules, hard breaks, links limited to
 * http/https/mailto), block images, and tables. The editor may add UI-only extensions
 * (placeholder, collaboration) on top, never new node or mark types.
 */
export function createRichTextExtensions(options: RichTextExtensionOptions = {}): Extensions {
  return [
    StarterKit.configure({
      ...(options.history === false ? { undoRedo: false } : {}),
      heading: { levels: [...headingLevels] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: [...allowedLinkSchemes],
        isAllowedUri: (url) => isSafeLinkHref(url),
        HTMLAttributes: { rel: linkRel, target: "_blank" },
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
  ];
}

/** The shared extension list, built once (see `createRichTextExtensions`). */
export const richTextExtensions: Extensions = createRichTextExtensions();
