import type { CardDetail } from "@keen/contracts";
import type { DraftSnapshot, SaveStatus } from "../lib/draft-state";
import type { DraftStore } from "../lib/draft-store";
import { CardActions } from "./card-actions";
import { SaveStatusText } from "./save-status";
import { SectionSelect } from "./section-nav";

type EditorBarProps = {
  card: CardDetail;
  store: DraftStore;
  snapshot: DraftSnapshot;
  status: SaveStatus;
  flagged: ReadonlySet<string>;
};

/** The bar that stays under the site header: save state, actions and (narrow screens) the section menu. */
export function EditorBar({ card, store, snapshot, status, flagged }: EditorBarProps) {
  return (
    <div className="sticky top-16 z-30 border-y border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-2 sm:px-6">
        <div className="flex items-center justify-between gap-3">
          <SaveStatusText status={status} snapshot={snapshot} />
          <CardActions card={card} store={store} />
        </div>
        <SectionSelect flagged={flagged} />
      </div>
    </div>
  );
}
