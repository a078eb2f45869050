import { Building2, Handshake, Home } from "lucide-react";
import { StatusLink, StatusView } from "@/components/errors/status-view";

/** Shown for an institution id that does not exist (or is not an id at all). */
export function InstitutionNotFound() {
  return (
    <StatusView
      icon={Building2}
      title="We couldn’t find that institution"
      documentTitle="Institution not found"
      description={
        <p>
          The link may be out of date, or the institution may have been removed. The partners page lists every
          institution in the KEEN network.
        </p>
      }
      actions={
        <>
          <StatusLink to="/keen-partners" icon={Handshake}>
            See KEEN partners
          </StatusLink>
          <StatusLink to="/" icon={Home} variant="outline">
            Back to home
          </StatusLink>
        </>
      }
    />
  );
}
