import type { CardContent, CardFieldConflict } from "@keen/contracts";
import { type FieldUnit, fieldUnits, getUnit, isSameValue, setUnit } from "@keen/contracts";

type MergeInput = {
  /** The content the save started from, its units and what the server answered with. */
  sent: CardContent;
  sentUnits: readonly FieldUnit[];
  server: CardContent | undefined;
  serverRevision: number;
  /** The store's baseline and the person's content at the moment the answer arrived. */
  saved: CardContent;
  local: CardContent;
};

/**
 * Folds a successful save into the editor's state. Sent units keep what was sent as their
 * baseline (the server may normalise, e.g. trim; adopting that would move the caret). Units not
 * sent take the server's value when the person has not touched them (someone else's change);
 * when the person has changed such a unit and the server's value moved too, that is a conflict
 * found here, reported instead of being overwritten on the next save.
 */
export function mergeSaved({ sent, sentUnits, server, serverRevision, saved, local }: MergeInput) {
  let nextSaved = saved;
  let nextLocal = local;
  const conflicts: CardFieldConflict[] = [];
  for (const unit of fieldUnits) {
    if (sentUnits.includes(unit)) {
      nextSaved = setUnit(nextSaved, unit, getUnit(sent, unit));
      continue;
    }
    if (!server) continue;
    const theirs = getUnit(server, unit);
    const before = getUnit(saved, unit);
    if (isSameValue(theirs, before)) continue;
    const mine = getUnit(local, unit);
    nextSaved = setUnit(nextSaved, unit, theirs);
    if (isSameValue(mine, before)) nextLocal = setUnit(nextLocal, unit, theirs);
    else if (!isSameValue(mine, theirs)) {
      conflicts.push({
        field: unit,
        message: "was changed by someone else while you were editing it",
        currentValue: theirs,
        changedAt: new Date().toISOString(),
        changedBy: null,
        revision: serverRevision,
      });
    }
  }
  return { saved: nextSaved, local: nextLocal, conflicts };
}
