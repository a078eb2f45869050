import { z } from "zod";
import { paginatedSchema } from "../cards/card-views";
import { institutionProposalStatuses } from "../enums";
import { pageQuery } from "../paging";
import { InstitutionWriteSchema } from "./institution-requests";

const dateTime = z.iso.datetime({ offset: true });

/**
 * `POST /InstitutionProposal` (members, usually during onboarding): an institution that is not
 * listed yet, for the admins to add. The name, city and website follow the institution's own
 * rules (a name is required, a website is a web address); the country may be left out.
 */
export const InstitutionProposalWriteSchema = InstitutionWriteSchema.pick({
  name: true,
  city: true,
  website: true,
}).extend({ country: InstitutionWriteSchema.shape.city }); // optional text of up to 120 characters, like the city
export type InstitutionProposalWriteInput = z.input<typeof InstitutionProposalWriteSchema>;

/** `/InstitutionProposal/{id}`. */
export const InstitutionProposalIdParamsSchema = z.object({
  id: z.uuid({ message: "must be an institution proposal id (UUID)" }),
});

/** `GET /InstitutionProposal` (admins): proposals in one status (pending by default), oldest first. */
export const InstitutionProposalListQuerySchema = z.object({
  status: z.enum(institutionProposalStatuses).default("pending"),
  ...pageQuery,
});
export type InstitutionProposalListQuery = z.input<typeof InstitutionProposalListQuerySchema>;

/** `POST /InstitutionProposal/{id}/Merge` (admins): the listed institution the proposal is. */
export const InstitutionProposalMergeSchema = z.object({
  institutionId: z.uuid({ message: "must be an institution id (UUID)" }),
});

/** `POST /InstitutionProposal/{id}/Reject` (admins): why, told to the member (optional). */
export const InstitutionProposalRejectSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(500, "must be at most 500 characters")
    .nullish()
    .transform((value) => value || null),
});
export type InstitutionProposalRejectInput = z.input<typeof InstitutionProposalRejectSchema>;

/**
 * A proposed institution: what the member wrote, its status and, once decided, the decision:
 * the institution it became or was merged into, or the reason it was rejected. `proposer` (who
 * asked, with their email) is shown to admins only; a member reading their own gets null.
 */
export const InstitutionProposalSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  status: z.enum(institutionProposalStatuses),
  reason: z.string().nullable(),
  institution: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  proposer: z
    .object({ userId: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable(),
  createdAt: dateTime,
  decidedAt: dateTime.nullable(),
});
export type InstitutionProposal = z.infer<typeof InstitutionProposalSchema>;

export const InstitutionProposalPageSchema = paginatedSchema(InstitutionProposalSchema);
export type InstitutionProposalPage = z.infer<typeof InstitutionProposalPageSchema>;

/** `GET /InstitutionProposal/Mine`: the caller's pending proposal, if any. */
export const MyInstitutionProposalSchema = z.object({ proposal: InstitutionProposalSchema.nullable() });
export type MyInstitutionProposal = z.infer<typeof MyInstitutionProposalSchema>;
