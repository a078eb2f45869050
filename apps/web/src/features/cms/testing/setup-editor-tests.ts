import { installTestEnv } from "@/test/test-env";

/**
 * Prepares jsdom for the CMS editor: the test environment, and the layout rectangles ProseMirror
 * asks for when it scrolls the selection into view (jsdom has no layout).
 */
export function setupCmsEditorTests(): void {
  installTestEnv();
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON() {} });
  Range.prototype.getBoundingClientRect = rect;
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
}
