import type { InstitutionDetail, InstitutionWriteSchema } from "@keen/contracts";
import type { z } from "zod";

/** The institution form's fields as typed (the form fills every one with text). */
export type InstitutionFormInput = z.input<typeof InstitutionWriteSchema>;
/** What the shared schema makes of them (blank optional fields become null). */
export type InstitutionFormOutput = z.output<typeof InstitutionWriteSchema>;

export const institutionFields = [
  "name",
  "shortName",
  "city",
  "region",
  "country",
  "website",
  "description",
] as const;

/** The form's starting values: the saved institution, or blanks (country defaults like the API's). */
export function toInstitutionFormValues(institution?: InstitutionDetail): InstitutionFormInput {
  return {
    name: institution?.name ?? "",
    shortName: institution?.shortName ?? "",
    city: institution?.city ?? "",
    region: institution?.region ?? "",
    country: institution?.country ?? "United States",
    website: institution?.website ?? "",
    description: institution?.description ?? "",
  };
}
