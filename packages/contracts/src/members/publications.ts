import { z } from "zod";

/** A publication on a member's profile. */
export const PublicationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  venue: z.string(),
  year: z.number().int().nullable(),
  authors: z.string(),
  url: z.string().nullable(),
  doi: z.string().nullable(),
});
export type Publication = z.infer<typeof PublicationSchema>;
export const PublicationListSchema = z.array(PublicationSchema);

const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/;

/** Blank strings mean "none". */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/** Accepts `10.xxxx/…`, `doi:10.xxxx/…` and `https://doi.org/10.xxxx/…`; stores the bare DOI. */
const doi = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .transform((value) => value.replace(/^(doi:\s*|https?:\/\/(dx\.)?doi\.org\/)/i, ""))
    .pipe(
      z
        .string()
        .max(300, "must be at most 300 characters")
        .regex(DOI_PATTERN, "must be a DOI like 10.1234/abc.5678"),
    )
    .nullish(),
);

const url = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https?$/, message: "must be an http(s) address" })
    .max(2000, "must be at most 2000 characters")
    .nullish(),
);

/** `POST /Publication/ByUser/{userId}/create` and `PUT /Publication/ByUser/{userId}/{id}`. */
export const PublicationInputSchema = z.object({
  title: z
    .string({ message: "is required" })
    .trim()
    .min(1, "is required")
    .max(500, "must be at most 500 characters"),
  venue: z.string().trim().max(300, "must be at most 300 characters").default(""),
  year: z
    .number({ message: "must be a year" })
    .int("must be a whole year")
    .min(1900, "must be 1900 or later")
    .max(2100, "must be 2100 or earlier")
    .nullish(),
  authors: z.string().trim().max(2000, "must be at most 2000 characters").default(""),
  url,
  doi,
});
export type PublicationInput = z.input<typeof PublicationInputSchema>;
