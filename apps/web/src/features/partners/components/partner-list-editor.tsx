import type { PartnerInstitution } from "@keen/contracts";
import { Handshake, Plus, X } from "lucide-react";
import { useState } from "react";
import { SortableList } from "@/components/sortable/sortable-list";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatPlace, InstitutionLogo } from "@/features/institutions";
import { InstitutionPickerDialog } from "./institution-picker-dialog";

type PartnerListEditorProps = {
  partners: PartnerInstitution[];
  onChange: (partners: PartnerInstitution[]) => void;
};

/** The partner institutions in page order: reorder (drag, keyboard or buttons), remove, add from a picker. */
export function PartnerListEditor({ partners, onChange }: PartnerListEditorProps) {
  const [isPicking, setPicking] = useState(false);
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="partners-list-title">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="partners-list-title" className="text-lg font-semibold">
              Partner institutions{" "}
              <span className="font-sans text-sm font-normal text-slate-500">{partners.length}</span>
            </h2>
            <p className="text-sm text-slate-600">The grid on the public page follows this order.</p>
          </div>
          <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
            <Plus aria-hidden />
            Add partners
          </Button>
        </div>
        <div className="mt-4">
          {partners.length ? (
            <SortableList
              items={partners}
              getId={(partner) => partner.id}
              getLabel={(partner) => partner.name}
              label="Partner institutions in order"
              onReorder={onChange}
              renderItem={(partner) => (
                <span className="flex min-w-0 items-center gap-3">
                  <InstitutionLogo institution={partner} className="size-9 rounded-lg" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-slate-900">{partner.name}</span>
                    <span className="block truncate text-xs text-slate-500">{formatPlace(partner)}</span>
                  </span>
                </span>
              )}
              renderActions={(partner) => (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 text-slate-500 hover:text-red-700"
                  aria-label={`Remove ${partner.name}`}
                  onClick={() => onChange(partners.filter((p) => p.id !== partner.id))}
                >
                  <X aria-hidden />
                </Button>
              )}
            />
          ) : (
            <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-slate-50/60 px-4 py-8 text-center text-sm text-slate-600">
              <Handshake className="mb-2 size-6 text-brand-600" aria-hidden />
              No partners yet. Add the network’s institutions to show them on the page.
            </div>
          )}
        </div>
      </section>
      <InstitutionPickerDialog
        open={isPicking}
        onOpenChange={setPicking}
        excludeIds={new Set(partners.map((p) => p.id))}
        onConfirm={async (added) => onChange([...partners, ...added])}
      />
    </Card>
  );
}
