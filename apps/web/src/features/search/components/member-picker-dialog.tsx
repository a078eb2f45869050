import type { MemberSearchHit } from "@keen/contracts";
import { useState } from "react";
import { PickerDialog } from "@/components/ui/picker-dialog";
import { MemberAvatar } from "@/features/members";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useMemberSearch } from "../api/search-members";

type MemberPickerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  excludeIds: ReadonlySet<string>;
  onConfirm: (members: MemberSearchHit[]) => Promise<void>;
};

/** Finds members by name through the search service (`GET /Search?types=user&query=`) and adds the ticked ones. */
export function MemberPickerDialog(props: MemberPickerDialogProps) {
  const [query, setQuery] = useState("");
  const q = useDebouncedValue(query.trim());
  const search = useMemberSearch(q);
  const hasQuery = q.length >= 2;
  return (
    <PickerDialog
      {...props}
      searchLabel="Search members by name"
      query={query}
      onQueryChange={setQuery}
      results={hasQuery ? search.data : undefined}
      isLoading={hasQuery && search.isPending}
      emptyText={hasQuery ? `No member matches “${q}”.` : "Type at least two letters of a name."}
      getId={(member) => member.userId}
      getLabel={(member) => `${member.firstName} ${member.lastName}`}
      renderOption={(member) => (
        <span className="flex items-center gap-3">
          <MemberAvatar member={member} size="xs" className="size-9" />
          <span className="min-w-0">
            <span className="block truncate font-medium text-slate-900">
              {member.firstName} {member.lastName}
            </span>
            <span className="block truncate text-xs text-slate-500">
              {[member.title, member.institution?.name].filter(Boolean).join(" · ")}
            </span>
          </span>
        </span>
      )}
    />
  );
}
