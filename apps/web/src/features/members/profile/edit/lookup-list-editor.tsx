import type { User } from "@keen/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "@/lib/notifications";
import {
  type LookupKind,
  linkedList,
  lookupListQueryOptions,
  type ProposalResult,
  useAddProfileLink,
  useRemoveProfileEntry,
} from "../../api";
import { ChipList } from "../../components/chip-list";
import { hasExactMatch } from "./lookup-match";
import { type AdderOption, OptionAdder } from "./option-adder";
import { ProposeValueButton } from "./propose-value-button";

type LookupListKind = "Discipline" | "Interest" | "Membership";

const texts: Record<LookupListKind, { lookup: LookupKind; noun: string; plural: string }> = {
  Discipline: { lookup: "Disciplines", noun: "discipline", plural: "disciplines" },
  Interest: { lookup: "Interests", noun: "interest", plural: "interests" },
  Membership: { lookup: "Memberships", noun: "membership", plural: "memberships" },
};

/**
 * A member's disciplines, interests or memberships: chips to remove, a search to add listed values,
 * and (disciplines, interests) a way to add a value that is not listed yet. Changes save at once.
 */
export function LookupListEditor({ member, kind }: { member: User; kind: LookupListKind }) {
  const { lookup, noun, plural } = texts[kind];
  const [query, setQuery] = useState("");
  const lookups = useQuery(lookupListQueryOptions(lookup));
  const add = useAddProfileLink(kind);
  const remove = useRemoveProfileEntry(kind);
  const chosen = linkedList(member, kind);
  const chosenIds = new Set(chosen.map((item) => item.id));
  const needle = query.trim().toLowerCase();
  const options: AdderOption[] = (lookups.data ?? [])
    .filter((o) => !chosenIds.has(o.id))
    .filter((o) => `${o.name} ${o.abbreviation ?? ""}`.toLowerCase().includes(needle))
    .map((o) => ({ id: o.id, name: o.abbreviation ? `${o.name} (${o.abbreviation})` : o.name }));

  const addItem = (item: { id: string; name: string; abbreviation?: string | null }, message: string) => {
    add.mutate(
      { userId: member.userId, item: { ...item, abbreviation: item.abbreviation ?? null } },
      { onSuccess: () => notify({ type: "success", title: `Added ${item.name}`, message }) },
    );
    setQuery("");
  };

  const handleAdd = (option: AdderOption) => {
    const item = (lookups.data ?? []).find((o) => o.id === option.id) ?? option;
    addItem(item, `Saved to your ${plural}.`);
  };

  const handleProposed = ({ item, isExisting }: ProposalResult) => {
    if (chosenIds.has(item.id)) {
      notify({ type: "info", title: `${item.name} is already on your profile`, message: "Nothing to add." });
      setQuery("");
    } else if (isExisting) {
      addItem(item, `“${query.trim()}” is already listed as “${item.name}”, so we added that one.`);
    } else {
      addItem(item, `It is now listed as a new ${noun} that other members can choose too.`);
    }
  };

  const handleRemove = (item: { id: string; name: string }) =>
    remove.mutate(
      { userId: member.userId, entryId: item.id },
      {
        onSuccess: () =>
          notify({ type: "success", title: `Removed ${item.name}`, message: `Taken off your ${plural}.` }),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      {chosen.length ? (
        <ChipList items={chosen} label={`Your ${plural}`} onRemove={handleRemove} />
      ) : (
        <p className="text-sm text-slate-600">No {plural} yet. Add the ones that describe your work.</p>
      )}
      <OptionAdder
        noun={noun}
        query={query}
        onQueryChange={setQuery}
        options={options}
        isLoading={lookups.isLoading}
        onAdd={handleAdd}
        footer={
          kind !== "Membership" && needle.length >= 2 && !hasExactMatch(lookups.data ?? [], query) ? (
            <ProposeValueButton kind={kind} name={query} onProposed={handleProposed} />
          ) : undefined
        }
      />
    </div>
  );
}
