import type { InstitutionDetail, InstitutionListItem } from "@keen/contracts";
import type { BlobUrl } from "../../lib/file-url";
import type { Actor } from "../../lib/policy";
import { loadFeaturedCards } from "./featured-cards";
import { presentInstitutionFields } from "./institution-fields";
import { computeInstitutionStatistics } from "./institution-statistics";
import { institutionAbilities } from "./institutions.policy";
import type { Executor, InstitutionRow } from "./load-institution";
import { loadFellows, loadPeople } from "./load-people";

/** `GET /Institution/{id}`: the institution with its ordered lists, statistics and abilities. */
export async function presentInstitutionDetail(
  db: Executor,
  row: InstitutionRow,
  actor: Actor,
  blobUrl: BlobUrl,
): Promise<InstitutionDetail> {
  const [featuredCards, keenLeaders, fellows, risingStars, statistics] = await Promise.all([
    loadFeaturedCards(db, row.id, actor, blobUrl),
    loadPeople(db, row.id, "keenLeaders"),
    loadFellows(db, row.id),
    loadPeople(db, row.id, "risingStars"),
    computeInstitutionStatistics(db, row.id),
  ]);
  return {
    ...presentInstitutionFields(row),
    description: row.description,
    featuredCards,
    keenLeaders,
    fellows,
    risingStars,
    statistics,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: institutionAbilities(actor),
  };
}

/** One row of `GET /Institution`. */
export function presentInstitutionListItem(row: InstitutionRow, members: number): InstitutionListItem {
  return { ...presentInstitutionFields(row), members, updatedAt: row.updatedAt.toISOString() };
}
