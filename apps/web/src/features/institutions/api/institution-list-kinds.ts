import type { InstitutionDetail } from "@keen/contracts";

/** The four ordered lists of an institution. */
export type InstitutionListKind = "featuredCards" | "keenLeaders" | "fellows" | "risingStars";

/** The path segment of each list under `/Institution/{id}/`. */
export const listSegments: Record<InstitutionListKind, string> = {
  featuredCards: "FeaturedCards",
  keenLeaders: "KeenLeaders",
  fellows: "Fellows",
  risingStars: "RisingStars",
};

/** An entry of one of the lists, as the institution detail holds it. */
export type InstitutionListItem<K extends InstitutionListKind> = InstitutionDetail[K][number];

/** The id an entry is addressed by: the card id for featured cards, the member id otherwise. */
export function listItemId(item: InstitutionListItem<InstitutionListKind>): string {
  return "userId" in item ? item.userId : item.id;
}

/** `/Institution/{id}/{List}` with optional further segments (`Reorder`, an item id), encoded. */
export function listPath(id: string, kind: InstitutionListKind, ...rest: string[]): string {
  const tail = rest.map((part) => `/${encodeURIComponent(part)}`).join("");
  return `/Institution/${encodeURIComponent(id)}/${listSegments[kind]}${tail}`;
}
