/**
 * jsdom has no layout: ProseMirror asks for rectangles when it scrolls the selection into view,
 * and for the element under a point. These answer "nothing there" so editors run in tests.
 */
export function installLayoutStubs(): void {
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON() {} });
  Range.prototype.getBoundingClientRect = rect;
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
  Element.prototype.scrollIntoView = () => {};
}
