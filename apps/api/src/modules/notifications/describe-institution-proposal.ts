import { type Database, institutionProposals, institutions } from "@keen/db";
import { eq } from "drizzle-orm";
import type { NotificationText } from "./notification-text";

/**
 * What the member who proposed an institution is told once an admin decided: it was added (a
 * link to its page), they were linked to a listed one (its page), or it was not added (the
 * reason, and a link to their profile to pick another). Null while pending or when it is gone.
 */
export async function describeInstitutionProposal(
  db: Database,
  proposalId: string,
): Promise<NotificationText | null> {
  const [proposal] = await db
    .select({
      name: institutionProposals.name,
      status: institutionProposals.status,
      reason: institutionProposals.reason,
      institutionId: institutionProposals.institutionId,
      institutionName: institutions.name,
    })
    .from(institutionProposals)
    .leftJoin(institutions, eq(institutions.id, institutionProposals.institutionId))
    .where(eq(institutionProposals.id, proposalId));
  if (!proposal) return null;
  const base = { type: "institution_proposal" as const, groupKey: null };
  if (proposal.status === "rejected") {
    return {
      ...base,
      title: `${proposal.name} was not added to KEEN Cards`,
      body: proposal.reason
        ? `The admins said: ${proposal.reason}`
        : "You can choose another institution on your profile.",
      link: "/members/me",
    };
  }
  if (!proposal.institutionId || !proposal.institutionName) return null;
  const link = `/institution/${proposal.institutionId}`;
  if (proposal.status === "approved") {
    return {
      ...base,
      title: `${proposal.institutionName} is now listed`,
      body: "The institution you proposed was added and is on your profile.",
      link,
    };
  }
  if (proposal.status === "merged") {
    return {
      ...base,
      title: `You are now listed at ${proposal.institutionName}`,
      body: `“${proposal.name}” was already listed as ${proposal.institutionName}; it is on your profile.`,
      link,
    };
  }
  return null;
}
