import type { CollabServerMessage } from "@keen/card-doc";
import { toBase64, writeCardContent } from "@keen/card-doc";
import type { CardContent } from "@keen/contracts";
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate } from "y-protocols/awareness";
import * as Y from "yjs";
import type { CollabChannel, CollabSession, CollabUser } from "../lib/collab-session";

/** The origin of what the fake server sends to a tab. */
const fromServer = "fake-collab-server";

type Listeners = Parameters<CollabChannel["subscribe"]>[0];
type Tab = { doc: Y.Doc; awareness: Awareness; isOnline: boolean; listeners: Listeners };

/** One browser tab in a fake collab server: its session and its network. */
export type FakeTab = {
  session: CollabSession;
  setOnline: (isOnline: boolean) => void;
  /** The server stops letting this tab's member in (removed as a co-author), saying why. */
  revoke: (reason: string) => void;
};

function shareAwareness(from: Tab, to: Tab) {
  const clients = [...from.awareness.getStates().keys()];
  applyAwarenessUpdate(to.awareness, encodeAwarenessUpdate(from.awareness, clients), fromServer);
}

/**
 * The collab server of one card, in memory: tabs join with a synced copy of its document and
 * share presence; changes travel at once while a tab is online and merge when it is back; the
 * test says when the server has saved (`save`) or sends any other message (`send`).
 */
export function createFakeCollab(content: CardContent) {
  const doc = new Y.Doc();
  writeCardContent(doc, content);
  const tabs = new Set<Tab>();
  let revision = 3;

  doc.on("update", (update: Uint8Array, origin: unknown) => {
    for (const tab of tabs) if (tab.isOnline && origin !== tab) Y.applyUpdate(tab.doc, update, fromServer);
  });

  function send(message: CollabServerMessage) {
    for (const tab of tabs) if (tab.isOnline) tab.listeners.onMessage?.(JSON.stringify(message));
  }

  function join(user: CollabUser): FakeTab {
    const tabDoc = new Y.Doc();
    Y.applyUpdate(tabDoc, Y.encodeStateAsUpdate(doc), fromServer);
    const tab: Tab = { doc: tabDoc, awareness: new Awareness(tabDoc), isOnline: true, listeners: {} };
    tab.awareness.setLocalStateField("user", user);
    tabDoc.on("update", (update: Uint8Array, origin: unknown) => {
      if (tab.isOnline && origin !== fromServer) Y.applyUpdate(doc, update, tab);
    });
    tab.awareness.on("update", (_change: unknown, origin: unknown) => {
      if (origin === fromServer || !tab.isOnline) return;
      for (const other of tabs) if (other !== tab && other.isOnline) shareAwareness(tab, other);
    });
    for (const other of tabs) {
      shareAwareness(other, tab);
      shareAwareness(tab, other);
    }
    tabs.add(tab);
    const channel: CollabChannel = {
      isConnected: () => tab.isOnline,
      subscribe: (listeners) => {
        tab.listeners = listeners;
        return () => {
          tab.listeners = {};
        };
      },
    };
    const destroy = () => {
      tabs.delete(tab);
      tab.awareness.destroy();
    };
    const setOnline = (isOnline: boolean) => {
      tab.isOnline = isOnline;
      if (isOnline) {
        Y.applyUpdate(doc, Y.encodeStateAsUpdate(tabDoc, Y.encodeStateVector(doc)), tab);
        Y.applyUpdate(tabDoc, Y.encodeStateAsUpdate(doc, Y.encodeStateVector(tabDoc)), fromServer);
      }
      tab.listeners.onStatus?.(isOnline);
    };
    const revoke = (reason: string) => tab.listeners.onRevoked?.(reason);
    return { session: { doc: tabDoc, awareness: tab.awareness, user, channel, destroy }, setOnline, revoke };
  }

  /** Tells every online tab the draft now holds everything the server has. */
  function save() {
    send({
      type: "saved",
      at: new Date().toISOString(),
      draftRevision: ++revision,
      stateVector: toBase64(Y.encodeStateVector(doc)),
    });
  }

  return { doc, join, save, send };
}

export const maxMember: CollabUser = {
  id: "0b4f6c1e-1d0c-4a8e-9a51-000000000001",
  name: "Max Member",
  color: "#0369a1",
};
export const grace: CollabUser = {
  id: "0b4f6c1e-1d0c-4a8e-9a51-000000000009",
  name: "Grace Hopper",
  color: "#be185d",
};
