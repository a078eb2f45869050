import type { User } from "@keen/contracts";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { notify } from "@/lib/notifications";
import { useDegrees, useRemoveProfileEntry } from "../../api";
import { DegreeList } from "../../components/degree-list";
import { describeDegree } from "../../components/degree-text";
import { DegreeForm } from "./degree-form";
import { EntryActions } from "./entry-actions";

/** The member's degrees with edit and remove per row, and a form to add one. */
export function DegreesEditor({ member }: { member: User }) {
  const degrees = useDegrees(member.userId);
  const remove = useRemoveProfileEntry("Degree");
  const [editing, setEditing] = useState<string | "new">();
  const suggestions = member.institutions.map((i) => i.name);
  const list = degrees.data ?? [];
  const current = list.find((d) => d.id === editing);

  const handleDone = (message?: string) => {
    setEditing(undefined);
    if (message) notify({ type: "success", title: message, message: "Your profile shows the change." });
  };

  if (degrees.isLoading) {
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
        <DegreeList
          degrees={list}
          renderActions={(degree) => (
            <EntryActions
              name={describeDegree(degree)}
              onEdit={() => setEditing(degree.id)}
              onRemove={() =>
                remove.mutate(
                  { userId: member.userId, entryId: degree.id },
                  {
                    onSuccess: () =>
                      notify({ type: "success", title: "Degree removed", message: describeDegree(degree) }),
                  },
                )
              }
            />
          )}
        />
      ) : editing ? null : (
        <p className="text-sm text-slate-600">No degrees yet. Add your highest degree first.</p>
      )}
      {editing ? (
        <DegreeForm
          key={editing}
          userId={member.userId}
          degree={current}
          institutionSuggestions={suggestions}
          onDone={() => setEditing(undefined)}
          onSaved={() => handleDone(current ? "Degree saved" : "Degree added")}
        />
      ) : (
        <div>
          <Button type="button" variant="outline" onClick={() => setEditing("new")}>
            <Plus aria-hidden />
            Add a degree
          </Button>
        </div>
      )}
    </div>
  );
}
