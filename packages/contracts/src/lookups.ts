import { z } from "zod";

/** A named entry of a lookup list (discipline, interest). */
export const LookupItemSchema = z.object({ id: z.uuid(), name: z.string() });
export type LookupItem = z.infer<typeof LookupItemSchema>;

export const MembershipItemSchema = LookupItemSchema.extend({ abbreviation: z.string().nullable() });
export type MembershipItem = z.infer<typeof MembershipItemSchema>;

export const InstitutionSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string(),
});
export type InstitutionSummary = z.infer<typeof InstitutionSummarySchema>;

/** Optional `?q=` filter for lookup lists. */
export const LookupQuerySchema = z.object({ q: z.string().trim().max(100).optional() });

/** `GET /Lookup/Disciplines` and `GET /Lookup/Interests`: sorted by name. */
export const LookupListSchema = z.array(LookupItemSchema);

/** `GET /Lookup/Memberships`: sorted by name. */
export const MembershipListSchema = z.array(MembershipItemSchema);

/** `GET /Lookup/Institutions`: sorted by name. */
export const InstitutionListSchema = z.array(InstitutionSummarySchema);
