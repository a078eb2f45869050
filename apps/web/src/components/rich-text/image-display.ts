import type { Extensions, Node } from "@tiptap/core";
import type { ImageSrcMapping } from "./image-src";

/**
 * Shows image nodes through a source mapping that may change while the editor is open: the
 * document keeps the stored `src` (`/File/{blobId}/Content`, what a live document shares with
 * every co-editor), and each `<img>` shows `toDisplay(src)`, shown again when the mapping
 * changes (signed URLs arrive with the card's images list, also for a co-editor's new upload).
 */
export function createImageDisplay(initial: ImageSrcMapping) {
  let mapping = initial;
  const shown = new Set<() => void>();

  /** `extensions` with the image node swapped for one that renders through the mapping. */
  function withDisplayedImages(extensions: Extensions): Extensions {
    return extensions.map((extension) =>
      extension.type === "node" && extension.name === "image"
        ? (extension as Node).extend({
            addNodeView() {
              return ({ node, HTMLAttributes }) => {
                const img = document.createElement("img");
                for (const [name, value] of Object.entries(HTMLAttributes)) {
                  if (value !== null && value !== undefined) img.setAttribute(name, String(value));
                }
                const show = () => img.setAttribute("src", mapping.toDisplay(String(node.attrs.src ?? "")));
                show();
                shown.add(show);
                return {
                  dom: img,
                  // Changed attributes re-create the view (with its new HTML attributes).
                  update: (updated) => updated.sameMarkup(node),
                  destroy: () => shown.delete(show),
                };
              };
            },
          })
        : extension,
    );
  }

  /** Uses a new mapping, showing every image already on screen through it. */
  function setMapping(next: ImageSrcMapping) {
    if (next === mapping) return;
    mapping = next;
    for (const show of shown) show();
  }

  return { withDisplayedImages, setMapping };
}
