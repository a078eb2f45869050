import type { ProfileListKind } from "@keen/contracts";
import { Plus } from "lucide-react";
import { Fragment, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/lib/notifications";
import { useRemoveProfileEntry } from "../../api";
import { EntryActions } from "./entry-actions";

type EntriesEditorProps<T extends { id: string }> = {
  userId: string;
  /** The list's query. */
  entries: { data?: T[]; isLoading: boolean };
  kind: Extract<ProfileListKind, "Degree" | "Publication">;
  /** What one entry is called in buttons and messages, lower case ("degree"). */
  noun: string;
  /** Shown when the list is empty and no form is open. */
  emptyText: ReactNode;
  /** The entry's name, for its buttons and the "removed" message. */
  describe: (entry: T) => string;
  /** The list, with the edit and remove buttons `renderActions` draws for a row. */
  renderList: (entries: T[], renderActions: (entry: T) => ReactNode) => ReactNode;
  /** The add-or-edit form of `entry` (undefined: a new one). */
  renderForm: (props: { entry: T | undefined; onCancel: () => void; onSaved: () => void }) => ReactNode;
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A member's list of entries (degrees, publications) with edit and remove per row, and a form to add one. */
export function EntriesEditor<T extends { id: string }>(props: EntriesEditorProps<T>) {
  const { userId, entries, kind, noun, emptyText, describe, renderList, renderForm } = props;
  const remove = useRemoveProfileEntry(kind);
  const [editing, setEditing] = useState<string | "new">();
  const list = entries.data ?? [];
  const current = list.find((entry) => entry.id === editing);
  const title = capitalize(noun);

  const handleDone = (message?: string) => {
    setEditing(undefined);
    if (message) notify({ type: "success", title: message, message: "Your profile shows the change." });
  };

  if (entries.isLoading) {
    return (
      <div className="flex flex-col gap-3" aria-hidden>
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-3/4" />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {list.length ? (
        renderList(list, (entry) => (
          <EntryActions
            name={describe(entry)}
            onEdit={() => setEditing(entry.id)}
            onRemove={() =>
              remove.mutate(
                { userId, entryId: entry.id },
                {
                  onSuccess: () =>
                    notify({ type: "success", title: `${title} removed`, message: describe(entry) }),
                },
              )
            }
          />
        ))
      ) : editing ? null : (
        <p className="text-sm text-slate-600">{emptyText}</p>
      )}
      {editing ? (
        <Fragment key={editing}>
          {renderForm({
            entry: current,
            onCancel: () => setEditing(undefined),
            onSaved: () => handleDone(current ? `${title} saved` : `${title} added`),
          })}
        </Fragment>
      ) : (
        <div>
          <Button type="button" variant="outline" onClick={() => setEditing("new")}>
            <Plus aria-hidden />
            {`Add a ${noun}`}
          </Button>
        </div>
      )}
    </div>
  );
}
