import { useEffect, useRef, useState } from "react";
import { getCollabToken, useCollabToken } from "@/features/cards/api/get-collab-token";
import type { CollabSession, OpenCollabSession } from "../lib/collab-session";
import { openCollabSession } from "../lib/open-collab-session";

/** How the editor keeps the draft: still deciding, autosaved over REST, or co-edited live. */
export type DraftMode = { kind: "choosing" } | { kind: "rest" } | { kind: "live"; session: CollabSession };

export type DraftModeSettings = {
  /** Joins the live document (a fake in tests). */
  openSession?: OpenCollabSession;
  /** How long the editor waits for the live document before saving over REST (about 8 s). */
  connectTimeoutMs?: number;
};

/**
 * Chooses how the editor keeps a card's draft, once: co-edited live when a collaboration token
 * is granted and the live document syncs in time, else autosaved over REST as before (no collab
 * service, token refused, or no sync within the limit). The live session ends with the editor.
 */
export function useDraftMode(cardId: string, settings: DraftModeSettings = {}): DraftMode {
  const { connectTimeoutMs = 8000 } = settings;
  const openSession = useRef(settings.openSession ?? openCollabSession).current;
  const token = useCollabToken(cardId);
  const [mode, setMode] = useState<DraftMode>({ kind: "choosing" });
  const isChoosing = mode.kind === "choosing";

  useEffect(() => {
    if (!isChoosing) return;
    const timer = setTimeout(() => setMode({ kind: "rest" }), connectTimeoutMs);
    return () => clearTimeout(timer);
  }, [isChoosing, connectTimeoutMs]);

  useEffect(() => {
    if (!isChoosing) return;
    if (token.isError) {
      setMode({ kind: "rest" });
      return;
    }
    if (!token.data) return;
    const controller = new AbortController();
    openSession(token.data, { renewToken: () => getCollabToken(cardId), signal: controller.signal }).then(
      (session) => {
        if (controller.signal.aborted) session.destroy();
        else setMode({ kind: "live", session });
      },
      () => {
        if (!controller.signal.aborted) setMode({ kind: "rest" });
      },
    );
    return () => controller.abort();
  }, [isChoosing, token.data, token.isError, cardId, openSession]);

  useEffect(() => (mode.kind === "live" ? () => mode.session.destroy() : undefined), [mode]);

  return mode;
}
