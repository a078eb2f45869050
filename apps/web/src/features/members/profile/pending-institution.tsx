import type { InstitutionProposal } from "@keen/contracts";
import { Badge } from "@/components/ui/badge";

/**
 * The institution the member proposed, on their own profile until an admin decides: its name and
 * a "Pending review" badge. Others see nothing of it until it is approved and listed.
 */
export function PendingInstitution({ proposal }: { proposal: InstitutionProposal }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2" data-testid="pending-institution">
      <span>{proposal.name}</span>
      <Badge variant="warning" title="An admin will add it to KEEN Cards; we will let you know.">
        Pending review
      </Badge>
    </span>
  );
}
