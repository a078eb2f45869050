import { CircleAlert } from "lucide-react";
import { Dialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import { fieldLabels } from "../lib/field-labels";
import { focusField } from "../lib/focus-field";
import type { MissingField } from "../lib/publish-check";

type PublishChecklistProps = { missing: MissingField[]; onClose: () => void };

/** Lists what a card needs before it can be published, each with a button that goes to the field. */
export function PublishChecklist({ missing, onClose }: PublishChecklistProps) {
  function goTo(field: MissingField) {
    onClose();
    // Let the dialog give focus back first, then move it to the field.
    window.setTimeout(() => focusField(field.unit), 0);
  }

  return (
    <Dialog.Root open={missing.length > 0} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40 motion-safe:animate-in-fade" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-(--radius-card) bg-white p-6 shadow-(--shadow-pop) motion-safe:animate-in-fade">
          <Dialog.Title className="font-serif text-lg font-semibold">Almost ready to publish</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Readers find cards by their type, title and summary. Add these first:
          </Dialog.Description>
          <ul className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200">
            {missing.map((field) => (
              <li key={field.unit} className="flex items-center gap-3 px-3 py-2.5">
                <CircleAlert aria-hidden className="size-4 shrink-0 text-amber-600" />
                <span className="flex-1 text-sm text-slate-800">{field.message}</span>
                <Button size="sm" variant="secondary" onClick={() => goTo(field)}>
                  Go to {fieldLabels[field.unit].toLowerCase()}
                </Button>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
