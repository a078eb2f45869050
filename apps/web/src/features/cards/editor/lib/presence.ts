import { collabColorOf } from "@keen/card-doc/protocol";
import type { CollabUser } from "./collab-session";

/** Someone in the live document now. */
export type Present = CollabUser & { isSelf: boolean };

const colorPattern = /^#[0-9a-f]{6}$/i;

/** A co-editor's `user` awareness field, when it is one (states come from other browsers). */
function userOf(state: Record<string, unknown> | undefined): CollabUser | null {
  const user = state?.user as Partial<CollabUser> | undefined;
  if (typeof user?.id !== "string" || typeof user.name !== "string" || !user.name.trim()) return null;
  const color =
    typeof user.color === "string" && colorPattern.test(user.color) ? user.color : collabColorOf(user.id);
  return { id: user.id, name: user.name.trim(), color };
}

/**
 * Who is in the live document, from its awareness states: one entry per member (several tabs of
 * one person count once), this person first, then the others by name.
 */
export function presenceOf(states: Iterable<Record<string, unknown>>, self: CollabUser): Present[] {
  const others = new Map<string, Present>();
  for (const state of states) {
    const user = userOf(state);
    if (user && user.id !== self.id && !others.has(user.id)) others.set(user.id, { ...user, isSelf: false });
  }
  const sorted = [...others.values()].sort((a, b) => a.name.localeCompare(b.name));
  return [{ ...self, isSelf: true }, ...sorted];
}

/** The awareness field naming the form field a co-editor is in (`title`), or null when none. */
export const FIELD_PRESENCE_KEY = "field";

/**
 * The other members whose cursor is in one form field now (title, summary), from the awareness
 * states: each member once, by name. Rich-text fields show carets instead.
 */
export function othersInField(
  states: Iterable<Record<string, unknown>>,
  self: CollabUser,
  field: string,
): CollabUser[] {
  const inField: Record<string, unknown>[] = [];
  for (const state of states) if (state?.[FIELD_PRESENCE_KEY] === field) inField.push(state);
  return presenceOf(inField, self)
    .filter((person) => !person.isSelf)
    .map(({ isSelf: _, ...user }) => user);
}
