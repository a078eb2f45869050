import { Home, Search, UserRoundX } from "lucide-react";
import { StatusLink, StatusView } from "@/components/errors/status-view";

/** Shown for a member id that does not exist (or is not an id at all), e.g. after an account was deleted. */
export function MemberNotFound() {
  return (
    <StatusView
      icon={UserRoundX}
      title="We couldn’t find that member"
      documentTitle="Member not found"
      description={
        <p>
          The link may be out of date, or the member may have left the platform. Search members to find who
          you are looking for.
        </p>
      }
      actions={
        <>
          <StatusLink to="/search?types=user" icon={Search}>
            Search members
          </StatusLink>
          <StatusLink to="/" icon={Home} variant="outline">
            Back to home
          </StatusLink>
        </>
      }
    />
  );
}
