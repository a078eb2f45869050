import type { InstitutionListItem, InstitutionProposal } from "@keen/contracts";
import { GitMerge } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useInstitutions } from "../api/get-institutions";
import { formatPlace } from "../components/institution-place";

type MergeProposalDialogProps = {
  proposal: InstitutionProposal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  onMerge: (institution: InstitutionListItem) => Promise<void>;
};

/** Picks the listed institution a proposal really is (searched by name, starting with its name). */
export function MergeProposalDialog({
  proposal,
  open,
  onOpenChange,
  isPending,
  onMerge,
}: MergeProposalDialogProps) {
  const id = useId();
  const [query, setQuery] = useState(proposal.name);
  const [chosen, setChosen] = useState<InstitutionListItem>();
  const q = useDebouncedValue(query.trim());
  const { data, isPending: isLoading } = useInstitutions({ q: q || undefined, pageSize: 8 });

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      setChosen(undefined);
      setQuery(proposal.name);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        title={`Merge “${proposal.name}”`}
        description="Choose the listed institution it is. The member is linked to it and told; no new institution is created."
        size="lg"
      >
        <SearchInput
          label="Search listed institutions"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoFocus
        />
        <div className="mt-3 min-h-40" aria-busy={isLoading || undefined}>
          {isLoading ? (
            <div className="space-y-2">
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-11 w-full" />
            </div>
          ) : data?.items.length ? (
            <ul
              className="divide-y divide-slate-100 rounded-lg border border-slate-200"
              aria-label="Listed institutions"
            >
              {data.items.map((institution) => (
                <li key={institution.id}>
                  <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm hover:bg-slate-50">
                    <input
                      type="radio"
                      name={`${id}-target`}
                      className="mt-0.5 size-4 accent-brand-600"
                      checked={chosen?.id === institution.id}
                      onChange={() => setChosen(institution)}
                    />
                    <span>
                      <span className="block font-medium text-slate-900">{institution.name}</span>
                      <span className="block text-xs text-slate-500">{formatPlace(institution)}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
              {q ? `No listed institution matches “${q}”. Try a shorter name.` : "Type a name to search."}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => handleOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={!chosen} isLoading={isPending} onClick={() => chosen && void onMerge(chosen)}>
            <GitMerge aria-hidden />
            {chosen ? `Merge into ${chosen.name}` : "Merge"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
