import { z } from "zod";

/** The citation styles and formats `GET /Card/{cardId}/Citation` writes. */
export const CitationFormatSchema = z.enum(["apa", "mla", "chicago", "bibtex", "ris"], {
  message: "must be one of apa, mla, chicago, bibtex, ris",
});
export type CitationFormat = z.infer<typeof CitationFormatSchema>;

/**
 * `GET /Card/{cardId}/Citation?format=&version=`: the citation of a published version (the latest
 * without `version`) as plain text (`text/plain`; BibTeX and RIS with their own media types).
 */
export const CitationQuerySchema = z.object({
  format: CitationFormatSchema.default("apa"),
  version: z.coerce.number().int("must be a version number").min(1, "must be a version number").optional(),
});
export type CitationQuery = z.infer<typeof CitationQuerySchema>;
