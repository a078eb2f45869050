import { Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";

type EntryActionsProps = { name: string; onEdit: () => void; onRemove: () => void; disabled?: boolean };

/** Edit and remove buttons for one entry of a list, named after the entry for screen readers. */
export function EntryActions({ name, onEdit, onRemove, disabled }: EntryActionsProps) {
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Edit ${name}`}
        onClick={onEdit}
        disabled={disabled}
      >
        <Pencil aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8 hover:bg-red-50 hover:text-red-700"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
        disabled={disabled}
      >
        <Trash2 aria-hidden />
      </Button>
    </>
  );
}
