import type { CardDetail } from "@keen/contracts";
import { Button } from "@/components/ui/button";
import type { DraftSnapshot, SaveStatus } from "../lib/draft-state";
import type { EditorDraftStore } from "../lib/editor-draft-store";
import type { Present } from "../lib/presence";
import { CardActions } from "./card-actions";
import { PresenceRow } from "./presence-row";
import { SaveStatusText } from "./save-status";
import { SectionSelect } from "./section-nav";

type EditorBarProps = {
  card: CardDetail;
  store: EditorDraftStore;
  snapshot: DraftSnapshot;
  status: SaveStatus;
  flagged: ReadonlySet<string>;
  /** Who is co-editing now (empty when not live). */
  people: Present[];
};

/** Brings the conflict banner into view and moves focus to it. */
function reviewConflict() {
  const heading = document.getElementById("conflict-title");
  heading?.scrollIntoView({ behavior: "smooth", block: "center" });
  heading?.focus({ preventScroll: true });
}

/**
 * The bar that stays under the site header: save state, who is co-editing, actions and (narrow
 * screens) the section menu.
 */
export function EditorBar({ card, store, snapshot, status, flagged, people }: EditorBarProps) {
  return (
    <div className="sticky top-16 z-30 border-y border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-2 sm:px-6">
        <div className="flex items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-2">
            <SaveStatusText status={status} snapshot={snapshot} />
            {status === "conflict" ? (
              <Button variant="link" size="sm" className="h-auto px-0" onClick={reviewConflict}>
                Review
              </Button>
            ) : null}
          </div>
          <div className="flex shrink-0 items-center gap-3">
            <PresenceRow people={people} className="max-sm:hidden" />
            <CardActions card={card} store={store} isSaved={status === "saved"} />
          </div>
        </div>
        {/* Narrow screens: the section menu, and who is here (no room beside the actions). */}
        <div className="flex items-center gap-3 lg:hidden">
          <div className="min-w-0 flex-1">
            <SectionSelect flagged={flagged} />
          </div>
          <PresenceRow people={people} className="sm:hidden" />
        </div>
      </div>
    </div>
  );
}
