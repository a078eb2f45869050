import { setText, toBase64 } from "@keen/card-doc";
import { cardLimits } from "@keen/contracts";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as Y from "yjs";
import { buildCard } from "../test/editor-fixtures";
import { createFakeCollab, type FakeTab, grace, maxMember } from "../test/fake-collab";
import { contentOf } from "./card-content";
import { contentChecks, serverMessageChecks } from "./content-checks";
import { hasUnsavedChanges, saveStatusOf } from "./draft-state";
import { LiveDraftStore, type LiveDraftStoreOptions } from "./live-draft-store";

const card = buildCard();
const stores: LiveDraftStore[] = [];

function open(tab: FakeTab, options: Partial<LiveDraftStoreOptions> = {}) {
  const { doc, channel } = tab.session;
  const store = new LiveDraftStore({ cardId: card.id, doc, channel, revision: 3, batchMs: 0, ...options });
  store.start();
  stores.push(store);
  return store;
}

/** Lets batched reads of others' changes run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

// The contract's checks load with the first change and message; in already, as after those.
beforeAll(async () => {
  await Promise.all([contentChecks.load(), serverMessageChecks.load()]);
});

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

describe("LiveDraftStore", () => {
  it("flags an invalid change and handles the server's messages in order while their checks load", async () => {
    vi.resetModules();
    const fresh = await import("./live-draft-store");
    const server = createFakeCollab(contentOf(card));
    const { doc, channel } = server.join(maxMember).session;
    const store = new fresh.LiveDraftStore({ cardId: card.id, doc, channel, revision: 3, batchMs: 0 });
    store.start();
    stores.push(store);
    store.edit("title", "x".repeat(cardLimits.title + 1));
    server.save();
    server.send({
      type: "invalid",
      issues: [{ field: "changes.summary", message: "must not be a placeholder" }],
    });
    await vi.waitFor(() => expect(store.getSnapshot().revision).toBe(4));
    await vi.waitFor(() => expect(store.getSnapshot().errors.summary).toBe("must not be a placeholder"));
    expect(store.getSnapshot().errors.title).toBeDefined();
  });

  it("reads the card from the live document and writes a unit into it for everyone", async () => {
    const server = createFakeCollab(contentOf(card));
    const mine = open(server.join(maxMember));
    const theirs = open(server.join(grace));
    expect(mine.getSnapshot().local.title).toBe("Bridges from index cards");

    mine.edit("title", "Bridges from index cards and tape");
    expect(mine.getSnapshot().local.title).toBe("Bridges from index cards and tape");
    await settle();
    expect(theirs.getSnapshot().local.title).toBe("Bridges from index cards and tape");
    expect(server.doc.getText("title").toString()).toBe("Bridges from index cards and tape");
  });

  it("keeps both people's letters when they type in one title at once", async () => {
    const server = createFakeCollab(contentOf(card));
    const maxTab = server.join(maxMember);
    const graceTab = server.join(grace);
    const mine = open(maxTab);
    const theirs = open(graceTab);
    maxTab.setOnline(false);
    graceTab.setOnline(false);
    mine.edit("title", "Big bridges from index cards");
    theirs.edit("title", "Bridges from index cards (week 3)");
    maxTab.setOnline(true);
    graceTab.setOnline(true);
    await settle();
    for (const store of [mine, theirs]) {
      expect(store.getSnapshot().local.title).toBe("Big bridges from index cards (week 3)");
    }
  });

  it("says Saving… until the server's saved state covers this tab, then Saved with its time", async () => {
    const server = createFakeCollab(contentOf(card));
    const store = open(server.join(maxMember));
    expect(saveStatusOf(store.getSnapshot())).toBe("saved");

    store.edit("summary", "Teams build, test and pitch a bridge.");
    expect(saveStatusOf(store.getSnapshot())).toBe("pending");
    expect(hasUnsavedChanges(store.getSnapshot())).toBe(true);
    const saving = store.saveNow();
    server.save();
    await expect(saving).resolves.toBe(true);
    expect(saveStatusOf(store.getSnapshot())).toBe("saved");
    expect(store.getSnapshot().lastSavedAt).toBeInstanceOf(Date);
    expect(store.getSnapshot().revision).toBe(4);
    expect(hasUnsavedChanges(store.getSnapshot())).toBe(false);
  });

  it("does not call a save that predates this tab's change saved, and gives up waiting after a while", async () => {
    const server = createFakeCollab(contentOf(card));
    const store = open(server.join(maxMember), { saveTimeoutMs: 50 });
    const before = toBase64(Y.encodeStateVector(server.doc));
    store.edit("summary", "Changed just now.");
    server.send({ type: "saved", at: new Date().toISOString(), draftRevision: 4, stateVector: before });
    expect(saveStatusOf(store.getSnapshot())).toBe("pending");
    await expect(store.saveNow()).resolves.toBe(false);
  });

  it("keeps editing offline, says so, and merges with others' changes on reconnect", async () => {
    const server = createFakeCollab(contentOf(card));
    const maxTab = server.join(maxMember);
    const mine = open(maxTab);
    const theirs = open(server.join(grace));
    maxTab.setOnline(false);
    expect(saveStatusOf(mine.getSnapshot())).toBe("offline");

    mine.edit("summary", "Teams build and test a bridge, then pitch it.");
    theirs.edit("attributes.tags", ["bridges"]);
    await settle();
    expect(mine.getSnapshot().local.attributes.tags).toEqual([]);

    maxTab.setOnline(true);
    await settle();
    expect(mine.getSnapshot().local.attributes.tags).toEqual(["bridges"]);
    expect(theirs.getSnapshot().local.summary).toBe("Teams build and test a bridge, then pitch it.");
    expect(saveStatusOf(mine.getSnapshot())).toBe("pending");
    server.save();
    expect(saveStatusOf(mine.getSnapshot())).toBe("saved");
  });

  it("flags an invalid unit by the contract's rules and by the server until someone changes it", async () => {
    const server = createFakeCollab(contentOf(card));
    const store = open(server.join(maxMember));
    store.edit("title", "x".repeat(cardLimits.title + 1));
    expect(store.getSnapshot().errors.title).toBeDefined();
    expect(store.getSnapshot().held).toEqual(["title"]);
    await expect(store.saveNow()).resolves.toBe(false);

    store.edit("title", "Bridges");
    server.save();
    server.send({
      type: "invalid",
      issues: [{ field: "changes.summary", message: "must not be a placeholder" }],
    });
    expect(store.getSnapshot().errors).toEqual({ summary: "must not be a placeholder" });
    expect(saveStatusOf(store.getSnapshot())).toBe("invalid");

    store.edit("summary", "Teams test a bridge.");
    expect(store.getSnapshot().errors).toEqual({});
  });

  it("reports the first own change once (not others') and every save with the units it brought", async () => {
    const server = createFakeCollab(contentOf(card));
    const onFirstEdit = vi.fn();
    const onSaved = vi.fn();
    const store = open(server.join(maxMember), { onFirstEdit, onSaved });
    const other = open(server.join(grace));

    other.edit("title", "Their title");
    await settle();
    expect(onFirstEdit).not.toHaveBeenCalled();
    store.edit("summary", "Mine");
    store.edit("summary", "Mine too");
    expect(onFirstEdit).toHaveBeenCalledTimes(1);
    server.save();
    expect(onSaved).toHaveBeenCalledWith(["title", "summary"]);
  });

  it("says the member can no longer edit once the server revokes their access, whatever else is pending", async () => {
    const server = createFakeCollab(contentOf(card));
    const tab = server.join(maxMember);
    const store = open(tab);
    store.edit("summary", "Teams build bridges");
    tab.revoke("you may no longer edit this card");
    const snapshot = store.getSnapshot();
    expect(saveStatusOf(snapshot)).toBe("failed");
    expect(snapshot.failure).toEqual({
      message: "you are no longer an author or editor of this card",
      isPermanent: true,
    });
  });

  it("reads text typed elsewhere into the snapshot in one batch", async () => {
    const server = createFakeCollab(contentOf(card));
    const store = open(server.join(maxMember), { batchMs: 20 });
    const listener = vi.fn();
    store.subscribe(listener);
    setText(server.doc.getText("summary"), "A");
    setText(server.doc.getText("summary"), "AB");
    expect(listener).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().local.summary).toBe("AB");
  });
});
