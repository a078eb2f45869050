import { createHash } from "node:crypto";

/** The brand colour behind the initials (brand-700: white text on it passes WCAG AAA). */
const BACKGROUND = "#1c449c";

/** Up to two initials: first letters of the first and last name, or "?" for a member without a name. */
export function initialsOf(firstName: string, lastName: string): string {
  const first = (name: string) => Array.from(name.normalize("NFC").trim())[0] ?? "";
  const initials = `${first(firstName)}${first(lastName)}`.toLocaleUpperCase("en");
  return initials || "?";
}

/**
 * The stand-in profile picture: a square SVG with the member's initials in white on the brand
 * colour, `size` pixels wide. Returns the markup and an ETag derived from it.
 */
export function renderInitialsAvatar(
  member: { firstName: string; lastName: string },
  size: number,
): { svg: string; etag: string } {
  const initials = escapeXml(initialsOf(member.firstName, member.lastName));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-label="${initials}">` +
    `<rect width="100" height="100" fill="${BACKGROUND}"/>` +
    `<text x="50" y="50" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="40" font-weight="600">${initials}</text>` +
    "</svg>";
  const etag = `"i-${createHash("sha256").update(svg).digest("hex").slice(0, 32)}"`;
  return { svg, etag };
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
