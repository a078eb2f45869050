import type { PartnerInstitution } from "@keen/contracts";
import { Handshake } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { InstitutionTile } from "@/features/institutions";

/** The partner institutions in the admins' order, each tile linking to the institution's page. */
export function PartnerGrid({ partners }: { partners: PartnerInstitution[] }) {
  return (
    <section aria-labelledby="partners-title" className="border-t border-slate-200 pt-12">
      <h2 id="partners-title" className="text-2xl font-semibold">
        Partner institutions
        {partners.length ? (
          <span className="ml-2 font-sans text-base font-normal text-slate-500">{partners.length}</span>
        ) : null}
      </h2>
      {partners.length ? (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {partners.map((institution) => (
            <li key={institution.id}>
              <InstitutionTile institution={institution} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          className="mt-6"
          icon={Handshake}
          title="Partners will be listed here"
          description="The network’s partner institutions appear here once an administrator adds them."
        />
      )}
    </section>
  );
}
