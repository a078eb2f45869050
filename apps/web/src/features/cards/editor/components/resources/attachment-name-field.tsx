import { type KeyboardEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useRenameCardAttachment } from "@/features/cards/api/rename-card-attachment";
import { isApiError } from "@/lib/api-client";
import { useEditorContext } from "../../editor-context";

type AttachmentNameFieldProps = {
  attachmentId: string;
  name: string;
  /** Called when renaming ends: after a save, or on Cancel / Escape. */
  onDone: () => void;
};

/** The name without its extension, which is what people usually mean to change. */
function baseNameLength(name: string) {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? dot : name.length;
}

/**
 * Inline rename of an attachment (in the draft; published versions keep their name): Enter or
 * Save renames, Escape or Cancel keeps the old name; the server's reason for refusing a name is
 * shown on the field.
 */
export function AttachmentNameField({ attachmentId, name, onDone }: AttachmentNameFieldProps) {
  const { card } = useEditorContext();
  const rename = useRenameCardAttachment(card.id);
  const id = useId();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string>();

  async function save() {
    const next = value.trim();
    if (!next) return setError("Enter a name for the file.");
    if (next === name) return onDone();
    try {
      await rename.mutateAsync({ attachmentId, name: next });
      onDone();
    } catch (failure) {
      // Other failures are shown as a toast by the API client; the field stays open to retry.
      if (isApiError(failure) && failure.status === 400) {
        setError(failure.details.find((d) => d.field === "name")?.message ?? failure.message);
      }
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      void save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onDone();
    }
  }

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          onKeyDown={handleKeyDown}
          onFocus={(event) => event.target.setSelectionRange(0, baseNameLength(name))}
          aria-label="File name"
          aria-invalid={!!error || undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          maxLength={200}
          autoFocus
          className="h-9 min-w-0 flex-1 basis-48"
        />
        <div className="flex gap-1">
          <Button size="sm" onClick={() => void save()} isLoading={rename.isPending}>
            Save
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          Enter to save, Escape to cancel. Published versions keep the old name until you publish.
        </p>
      )}
    </div>
  );
}
