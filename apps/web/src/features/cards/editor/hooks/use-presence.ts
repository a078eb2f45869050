import { useEffect, useState } from "react";
import type { CollabSession } from "../lib/collab-session";
import { type Present, presenceOf } from "../lib/presence";

/** Who is co-editing the card now (this person first); empty when not co-editing live. */
export function usePresence(session: CollabSession | null): Present[] {
  const [people, setPeople] = useState<Present[]>([]);

  useEffect(() => {
    const awareness = session?.awareness;
    if (!session || !awareness) {
      setPeople(session ? [{ ...session.user, isSelf: true }] : []);
      return;
    }
    const update = () => setPeople(presenceOf(awareness.getStates().values(), session.user));
    update();
    awareness.on("change", update);
    return () => awareness.off("change", update);
  }, [session]);

  return people;
}
