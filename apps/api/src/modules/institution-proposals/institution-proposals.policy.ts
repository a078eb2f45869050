import { type Actor, definePolicy, isAdmin } from "../../lib/policy";

/** What can be done with proposed institutions. */
export type InstitutionProposalAction = "propose" | "readOwn" | "list" | "decide";

/**
 * Who may do what with proposed institutions: every signed-in member proposes one and reads
 * their own; only admins list them and decide (approve, merge, reject). Visitors: nothing.
 */
export const institutionProposalPolicy = definePolicy<InstitutionProposalAction, null>({
  propose: () => true,
  readOwn: () => true,
  list: isAdmin,
  decide: isAdmin,
});

/** 401 for visitors, 403 for a signed-in member the action is not for. */
export function authorizeInstitutionProposal(actor: Actor, action: InstitutionProposalAction): void {
  institutionProposalPolicy.authorize(actor, action, null);
}
