import type { InstitutionWriteSchema } from "@keen/contracts";
import type { z } from "zod";
import type { InstitutionRow } from "./load-institution";

/** The public fields of an institution (`InstitutionFieldsSchema`). */
export function presentInstitutionFields(row: InstitutionRow) {
  return {
    id: row.id,
    name: row.name,
    shortName: row.shortName,
    city: row.city,
    region: row.region,
    country: row.country,
    website: row.website,
    logoUrl: institutionLogoUrl(row),
    isPartner: row.isPartner,
  };
}

/**
 * Where an institution's logo is served (relative to the API base), or null. `v` changes with
 * every upload, so the response may be cached for a long time.
 */
export function institutionLogoUrl(row: Pick<InstitutionRow, "id" | "logoBlobId">): string | null {
  return row.logoBlobId ? `/Institution/${row.id}/Logo?v=${logoVersion(row.logoBlobId)}` : null;
}

/** The cache-busting version of a logo: the start of its blob id. */
export function logoVersion(logoBlobId: string): string {
  return logoBlobId.replaceAll("-", "").slice(0, 12);
}

/** The columns written by `POST /Institution` and `PUT /Institution/{id}`. */
export function institutionColumns(input: z.infer<typeof InstitutionWriteSchema>) {
  return {
    name: input.name,
    shortName: input.shortName,
    city: input.city,
    region: input.region,
    country: input.country,
    website: input.website,
    description: input.description,
  };
}
