import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from "y-protocols/awareness";
import * as Y from "yjs";
import { CARET_IDLE_MS, IDLE_CARET_CLASS, trackCaretActivity } from "./caret-activity";

/** This browser's presence and a co-editor's, the co-editor's states relayed here. */
function twoBrowsers() {
  const here = new Awareness(new Y.Doc());
  const peer = new Awareness(new Y.Doc());
  peer.on("update", ({ added, updated }: { added: number[]; updated: number[] }) => {
    applyAwarenessUpdate(here, encodeAwarenessUpdate(peer, [...added, ...updated]), "server");
  });
  return { here, peer };
}

const caretAt = (position: number) => ({ anchor: { position }, head: { position } });

function drawnCaret() {
  const caret = document.createElement("span");
  document.body.append(caret);
  return caret;
}

/** A co-editor's caret drawn in this browser, which has just come to rest. */
function restingCaret() {
  const { here, peer } = twoBrowsers();
  const activity = trackCaretActivity(here, "caret:description");
  peer.setLocalStateField("caret:description", caretAt(1));
  const caret = drawnCaret();
  activity.track(peer.clientID, caret);
  vi.advanceTimersByTime(CARET_IDLE_MS);
  expect(caret).toHaveClass(IDLE_CARET_CLASS);
  return { peer, activity, caret };
}

describe("trackCaretActivity", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it("fades a co-editor's name after they rest and shows it again when their caret moves", () => {
    const { here, peer } = twoBrowsers();
    const activity = trackCaretActivity(here, "caret:description");
    peer.setLocalStateField("caret:description", caretAt(1));
    const caret = drawnCaret();
    activity.track(peer.clientID, caret);
    expect(caret).not.toHaveClass(IDLE_CARET_CLASS);

    vi.advanceTimersByTime(CARET_IDLE_MS - 1);
    expect(caret).not.toHaveClass(IDLE_CARET_CLASS);
    vi.advanceTimersByTime(1);
    expect(caret).toHaveClass(IDLE_CARET_CLASS);
    expect(activity.isIdle(peer.clientID)).toBe(true);

    peer.setLocalStateField("caret:description", caretAt(7));
    expect(caret).not.toHaveClass(IDLE_CARET_CLASS);
    vi.advanceTimersByTime(CARET_IDLE_MS);
    expect(caret).toHaveClass(IDLE_CARET_CLASS);
    activity.destroy();
  });

  it("does not count a renewal or another field's caret as activity in this field", () => {
    const { peer, activity, caret } = restingCaret();
    peer.setLocalStateField("caret:summary", caretAt(3));
    peer.setLocalStateField("caret:description", caretAt(1));
    expect(caret).toHaveClass(IDLE_CARET_CLASS);
    activity.destroy();
  });

  it("shows the name of someone already here when the editor opens, then lets it rest", () => {
    const { here, peer } = twoBrowsers();
    peer.setLocalStateField("caret:description", caretAt(4));
    const activity = trackCaretActivity(here, "caret:description");
    const caret = drawnCaret();
    activity.track(peer.clientID, caret);
    expect(caret).not.toHaveClass(IDLE_CARET_CLASS);
    vi.advanceTimersByTime(CARET_IDLE_MS);
    expect(caret).toHaveClass(IDLE_CARET_CLASS);
    activity.destroy();
  });

  it("forgets carets no longer drawn and stops listening once destroyed", () => {
    const { peer, activity, caret } = restingCaret();
    caret.remove();
    peer.setLocalStateField("caret:description", caretAt(2));
    expect(caret).toHaveClass(IDLE_CARET_CLASS);

    const redrawn = drawnCaret();
    activity.track(peer.clientID, redrawn);
    activity.destroy();
    vi.advanceTimersByTime(CARET_IDLE_MS);
    expect(redrawn).not.toHaveClass(IDLE_CARET_CLASS);
    peer.setLocalStateField("caret:description", caretAt(3));
    expect(activity.isIdle(peer.clientID)).toBe(false);
  });
});
