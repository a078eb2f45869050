import type { User } from "@keen/contracts";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/lib/notifications";
import { usePublications, useRemoveProfileEntry } from "../../api";
import { PublicationList } from "../../components/publication-list";
import { EntryActions } from "./entry-actions";
import { PublicationForm } from "./publication-form";

/** The member’s publications with edit and remove per row, and a form to add one. */
export function PublicationsEditor({ member }: { member: User }) {
  const publications = usePublications(member.userId);
  const remove = useRemoveProfileEntry("Publication");
  const [editing, setEditing] = useState<string | "new">();
  const list = publications.data ?? [];
  const current = list.find((p) => p.id === editing);

  const handleDone = (message?: string) => {
    setEditing(undefined);
    if (message) notify({ type: "success", title: message, message: "Your profile shows the change." });
  };

  if (publications.isLoading) {
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
        <PublicationList
          publications={list}
          renderActions={(publication) => (
            <EntryActions
              name={publication.title}
              onEdit={() => setEditing(publication.id)}
              onRemove={() =>
                remove.mutate(
                  { userId: member.userId, entryId: publication.id },
                  {
                    onSuccess: () =>
                      notify({ type: "success", title: "Publication removed", message: publication.title }),
                  },
                )
              }
            />
          )}
        />
      ) : editing ? null : (
        <p className="text-sm text-slate-600">
          No publications yet. Add papers, books or talks colleagues may want to read.
        </p>
      )}
      {editing ? (
        <PublicationForm
          key={editing}
          userId={member.userId}
          publication={current}
          onCancel={() => setEditing(undefined)}
          onSaved={() => handleDone(current ? "Publication saved" : "Publication added")}
        />
      ) : (
        <div>
          <Button type="button" variant="outline" onClick={() => setEditing("new")}>
            <Plus aria-hidden />
            Add a publication
          </Button>
        </div>
      )}
    </div>
  );
}
