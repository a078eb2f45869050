import type { PartnerInstitution, PartnerPage, RichText } from "@keen/contracts";
import { emptyRichText } from "@keen/contracts";
import { useId, useState } from "react";
import { RichTextEditor } from "@/components/rich-text/rich-text-editor";
import { Card } from "@/components/ui/card";
import { notify } from "@/lib/notifications";
import { useUpdatePartnerPage } from "../api/update-partner-page";
import { PartnerListEditor } from "./partner-list-editor";
import { SaveBar } from "./save-bar";

const sameOrder = (a: PartnerInstitution[], b: PartnerInstitution[]) =>
  a.length === b.length && a.every((item, i) => item.id === b[i]?.id);

/** Edits the partners page: the introduction and the ordered partner list, saved together. */
export function PartnersEditor({ page }: { page: PartnerPage }) {
  const [intro, setIntro] = useState<RichText | null>(page.intro);
  const [partners, setPartners] = useState(page.partners);
  const [saved, setSaved] = useState(page);
  const update = useUpdatePartnerPage();
  const introLabelId = useId();
  const isDirty =
    JSON.stringify(intro) !== JSON.stringify(saved.intro) || !sameOrder(partners, saved.partners);

  const handleSave = async () => {
    try {
      const next = await update.mutateAsync({
        intro: intro ?? emptyRichText,
        institutionIds: partners.map((p) => p.id),
      });
      setSaved(next);
      setIntro(next.intro);
      setPartners(next.partners);
      notify({
        type: "success",
        title: "Partners page saved",
        message: `${next.partners.length} partners are listed on /keen-partners.`,
      });
    } catch {
      // The API client has already shown the failure (e.g. 403) as a toast.
    }
  };

  return (
    <div className="space-y-8">
      <Card className="p-4 sm:p-6">
        <h2 id={introLabelId} className="text-lg font-semibold">
          Introduction
        </h2>
        <p className="mb-4 text-sm text-slate-600">Shown above the partner grid on the public page.</p>
        <RichTextEditor
          id="partners-intro"
          labelId={introLabelId}
          label="Introduction"
          value={intro}
          onChange={setIntro}
          placeholder="Introduce the network…"
        />
      </Card>
      <PartnerListEditor partners={partners} onChange={setPartners} />
      <SaveBar
        isDirty={isDirty}
        isSaving={update.isPending}
        onSave={() => void handleSave()}
        onDiscard={() => {
          setIntro(saved.intro);
          setPartners(saved.partners);
        }}
      />
    </div>
  );
}
