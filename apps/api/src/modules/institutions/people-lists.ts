import type { InstitutionRoleKind } from "@keen/contracts";
import { institutionFellows, institutionKeenLeaders, institutionRisingStars } from "@keen/db";

/** The three ordered member lists of an institution, as named in the API paths. */
export const peopleLists = {
  keenLeaders: {
    table: institutionKeenLeaders,
    role: "keenLeader",
    label: "KEEN leader",
    path: "KeenLeaders",
  },
  fellows: { table: institutionFellows, role: "fellow", label: "fellow", path: "Fellows" },
  risingStars: {
    table: institutionRisingStars,
    role: "risingStar",
    label: "rising star",
    path: "RisingStars",
  },
} as const satisfies Record<
  string,
  { role: InstitutionRoleKind; label: string; path: string; table: unknown }
>;

export type PeopleListName = keyof typeof peopleLists;
export const peopleListNames = Object.keys(peopleLists) as PeopleListName[];

/**
 * A list's table with the columns the three share. Fellows also have `year`, which only the
 * fellows code touches; everything else treats the tables alike through this view.
 */
export function listTable(name: PeopleListName): typeof institutionKeenLeaders {
  return peopleLists[name].table as typeof institutionKeenLeaders;
}

/** Documentation shared by the four reorder routes. */
export const reorderDescription =
  "`ids` is the complete new order; 400 on `ids` when it misses an item, adds one or repeats one.";
