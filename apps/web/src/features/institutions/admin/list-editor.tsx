import type { InstitutionDetail } from "@keen/contracts";
import { Plus, X } from "lucide-react";
import { useState } from "react";
import { SortableList } from "@/components/sortable/sortable-list";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { MemberPickerDialog } from "@/features/search";
import { notify } from "@/lib/notifications";
import { useChangeInstitutionList } from "../api/change-institution-list";
import { type InstitutionListKind, listItemId } from "../api/institution-list-kinds";
import { useReorderInstitutionList } from "../api/reorder-institution-list";
import { CardPickerDialog } from "./card-picker-dialog";
import { countOf, entryLabel, listConfigs } from "./list-configs";
import { ListEntry } from "./list-entry";

type Entry = InstitutionDetail[InstitutionListKind][number];

/**
 * One ordered list of an institution: its entries in order (drag, keyboard or Move buttons; each
 * change sends the full order), Remove on each entry, and Add through a card or member picker.
 */
export function ListEditor({
  institution,
  kind,
}: {
  institution: InstitutionDetail;
  kind: InstitutionListKind;
}) {
  const config = listConfigs[kind];
  const items: Entry[] = institution[kind];
  const reorder = useReorderInstitutionList(institution.id, kind);
  const { add, remove } = useChangeInstitutionList(institution.id, kind);
  const [isPicking, setPicking] = useState(false);
  const listedIds = new Set(items.map(listItemId));
  const headingId = `list-${kind}`;

  const handleAdd = async (ids: string[]) => {
    await add.mutateAsync(ids);
    notify({
      type: "success",
      title: `${config.title} updated`,
      message: `Added ${countOf(config, ids.length)}.`,
    });
  };

  const handleRemove = async (item: Entry) => {
    try {
      await remove.mutateAsync(listItemId(item));
      notify({ type: "success", title: `${config.title} updated`, message: `Removed ${entryLabel(item)}.` });
    } catch {
      // The API client has already shown the failure as a toast.
    }
  };

  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex items-start gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <config.icon className="size-4" aria-hidden />
            </span>
            <div>
              <h2 id={headingId} className="text-lg font-semibold">
                {config.title}{" "}
                <span className="font-sans text-sm font-normal text-slate-500">{items.length}</span>
              </h2>
              <p className="text-sm text-slate-600">{config.description}</p>
            </div>
          </div>
          <Button variant="outline" size="sm" onClick={() => setPicking(true)}>
            <Plus aria-hidden />
            Add {config.noun[1]}
          </Button>
        </div>
        <div className="mt-4">
          {items.length ? (
            <SortableList
              items={items}
              getId={listItemId}
              getLabel={entryLabel}
              label={`${config.title} in order`}
              onReorder={(next) => reorder.mutate(next as InstitutionDetail[typeof kind])}
              renderItem={(item) => <ListEntry item={item} />}
              renderActions={(item) => (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 text-slate-500 hover:text-red-700"
                  aria-label={`Remove ${entryLabel(item)}`}
                  disabled={remove.isPending}
                  onClick={() => void handleRemove(item)}
                >
                  <X aria-hidden />
                </Button>
              )}
            />
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50/60 px-4 py-5 text-center text-sm text-slate-600">
              {config.emptyText}
            </p>
          )}
        </div>
      </section>
      {kind === "featuredCards" ? (
        <CardPickerDialog
          open={isPicking}
          onOpenChange={setPicking}
          excludeIds={listedIds}
          onConfirm={(cards) => handleAdd(cards.map((card) => card.id))}
        />
      ) : (
        <MemberPickerDialog
          open={isPicking}
          onOpenChange={setPicking}
          title={`Add ${config.noun[1]}`}
          description={`Tick one or more members; they join the end of the list of ${config.noun[1]}.`}
          excludeIds={listedIds}
          onConfirm={(members) => handleAdd(members.map((member) => member.userId))}
        />
      )}
    </Card>
  );
}
