import type { InstitutionSummary, User } from "@keen/contracts";
import { useQuery } from "@tanstack/react-query";
import { Building2, X } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { notify } from "@/lib/notifications";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { institutionsQueryOptions, useAddProfileLink, useRemoveProfileEntry } from "../../api";
import { type AdderOption, OptionAdder } from "./option-adder";

const place = (i: InstitutionSummary) => [i.city, i.region, i.country].filter(Boolean).join(", ");

/** Where the member teaches or works: the list (the first is shown as primary), remove, and search to add. */
export function InstitutionsEditor({ member }: { member: User }) {
  const [query, setQuery] = useState("");
  const searchText = useDebouncedValue(query).trim();
  const results = useQuery(institutionsQueryOptions(searchText));
  const add = useAddProfileLink("Institution");
  const remove = useRemoveProfileEntry("Institution");
  const chosenIds = new Set(member.institutions.map((i) => i.id));
  const options: AdderOption[] = (results.data ?? [])
    .filter((i) => !chosenIds.has(i.id))
    .map((i) => ({ id: i.id, name: i.name, detail: place(i) }));

  const handleAdd = (option: AdderOption) => {
    const institution = results.data?.find((i) => i.id === option.id);
    if (!institution) return;
    add.mutate(
      { userId: member.userId, item: institution },
      {
        onSuccess: () =>
          notify({
            type: "success",
            title: `Added ${institution.name}`,
            message: "Saved to your institutions.",
          }),
      },
    );
    setQuery("");
  };

  const handleRemove = (institution: InstitutionSummary) =>
    remove.mutate(
      { userId: member.userId, entryId: institution.id },
      {
        onSuccess: () =>
          notify({
            type: "success",
            title: `Removed ${institution.name}`,
            message: "Taken off your institutions.",
          }),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      {member.institutions.length ? (
        <ul
          aria-label="Your institutions"
          className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {member.institutions.map((institution, index) => (
            <li key={institution.id} className="flex items-center gap-3 px-3 py-2.5">
              <Building2 aria-hidden className="size-5 shrink-0 text-slate-400" />
              <span className="min-w-0 flex-1 text-sm">
                <span className="font-medium text-slate-900">{institution.name}</span>
                {index === 0 ? (
                  <Badge variant="neutral" className="ml-2 align-middle">
                    Primary
                  </Badge>
                ) : null}
                {place(institution) ? (
                  <span className="block text-xs text-slate-500">{place(institution)}</span>
                ) : null}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Remove ${institution.name}`}
                onClick={() => handleRemove(institution)}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No institution yet. Add where you teach or work.</p>
      )}
      <OptionAdder
        noun="institution"
        query={query}
        onQueryChange={setQuery}
        options={options}
        isLoading={results.isFetching}
        onAdd={handleAdd}
      />
    </div>
  );
}
