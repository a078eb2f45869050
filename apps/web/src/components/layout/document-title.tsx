/** The product name every browser tab title ends with. */
export const SITE_NAME = "KEEN Cards";

/**
 * Sets the browser tab's title for the page that renders it ("Search · KEEN Cards"); without a
 * title, just the product name. React 19 hoists the element into the document head.
 */
export function DocumentTitle({ title }: { title?: string }) {
  const text = title?.trim();
  return <title>{text ? `${text} · ${SITE_NAME}` : SITE_NAME}</title>;
}
