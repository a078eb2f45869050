import { Dialog } from "radix-ui";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Field } from "@/components/ui/label";
import { normaliseLinkHref } from "./link-href";

type LinkDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link under the cursor, when editing one. */
  initialHref: string;
  /** True when text is selected (the link wraps it); otherwise the dialog asks for the text too. */
  hasSelection: boolean;
  onSubmit: (link: { href: string; text?: string }) => void;
  onRemove: () => void;
};

/** Adds or edits a link: validates the address (http, https or mailto) before it reaches the document. */
export function LinkDialog({
  open,
  onOpenChange,
  initialHref,
  hasSelection,
  onSubmit,
  onRemove,
}: LinkDialogProps) {
  const id = useId();
  const [error, setError] = useState<string>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    const data = new FormData(event.currentTarget);
    const result = normaliseLinkHref(String(data.get("href") ?? ""));
    if ("error" in result) {
      setError(result.error);
      return;
    }
    const text = String(data.get("text") ?? "").trim();
    onSubmit({ href: result.href, text: hasSelection ? undefined : text || result.href });
    onOpenChange(false);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setError(undefined);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/40 motion-safe:animate-in-fade" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-(--radius-card) bg-white p-6 shadow-(--shadow-pop) motion-safe:animate-in-fade">
          <Dialog.Title className="font-serif text-lg font-semibold">
            {initialHref ? "Edit link" : "Add a link"}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Links open in a new tab for readers.
          </Dialog.Description>
          <form noValidate onSubmit={handleSubmit} className="mt-5 flex flex-col gap-4">
            <Field id={`${id}-href`} label="Web address" error={error}>
              <Input
                id={`${id}-href`}
                name="href"
                type="url"
                inputMode="url"
                defaultValue={initialHref}
                placeholder="https://example.edu/activity"
                aria-invalid={!!error || undefined}
                aria-describedby={error ? `${id}-href-error` : undefined}
                autoFocus
              />
            </Field>
            {hasSelection ? null : (
              <Field id={`${id}-text`} label="Text to show">
                <Input id={`${id}-text`} name="text" placeholder="Leave empty to show the address" />
              </Field>
            )}
            <div className="mt-2 flex flex-wrap items-center justify-end gap-2">
              {initialHref ? (
                <Button
                  type="button"
                  variant="ghost"
                  className="mr-auto text-red-700 hover:bg-red-50 hover:text-red-800"
                  onClick={() => {
                    onRemove();
                    onOpenChange(false);
                  }}
                >
                  Remove link
                </Button>
              ) : null}
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit">{initialHref ? "Update link" : "Add link"}</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
