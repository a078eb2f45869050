/** Base64 of bytes (state vectors in messages), in browsers and Node alike. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Bytes of a base64 string. */
export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** True when everything in `local` (a state vector) is also in `persisted`. */
export function isCoveredBy(local: Map<number, number>, persisted: Map<number, number>): boolean {
  for (const [client, clock] of local) if ((persisted.get(client) ?? 0) < clock) return false;
  return true;
}

/** Caret colours: dark enough for white name labels (WCAG AA), told apart by hue. */
export const collabColors = [
  "#b91c1c",
  "#c2410c",
  "#a16207",
  "#15803d",
  "#0f766e",
  "#0369a1",
  "#4338ca",
  "#7e22ce",
  "#be185d",
] as const;

/** A member's caret colour, the same in every tab and for every co-editor. */
export function collabColorOf(userId: string): string {
  let hash = 0;
  for (let i = 0; i < userId.length; i++) hash = (hash * 31 + userId.charCodeAt(i)) >>> 0;
  return collabColors[hash % collabColors.length]!;
}

/**
 * Why the collab server closes a connection for good (the editor stops reconnecting and says
 * so). One list, so the server's reasons and the editor's reading of them cannot drift apart.
 */
export const collabRevocations = {
  removed: "you may no longer edit this card",
  otherMember: "the token is for another member",
} as const;

/** True when a close reason means the member may not come back (not a renewable expiry). */
export function isCollabRevocation(reason: string): boolean {
  return Object.values(collabRevocations).some((known) => reason.includes(known));
}
