import type { CardListStatus } from "@keen/contracts";

export type MyCardsFilter = "all" | CardListStatus;

/** The status filters of My cards, with what to say when one is empty. */
export const myCardsFilters: {
  value: MyCardsFilter;
  label: string;
  emptyTitle: string;
  emptyText: string;
}[] = [
  {
    value: "all",
    label: "All",
    emptyTitle: "You have no cards yet",
    emptyText: "Start a draft: only you and the co-authors you invite see it until you publish it.",
  },
  {
    value: "draft",
    label: "Drafts",
    emptyTitle: "No drafts in progress",
    emptyText: "Create a card to start a draft. It stays private until you publish it.",
  },
  {
    value: "published",
    label: "Published",
    emptyTitle: "Nothing published yet",
    emptyText: "When you publish a draft, every member can find it and use it in class.",
  },
  {
    value: "unpublished",
    label: "Unpublished",
    emptyTitle: "No unpublished cards",
    emptyText: "Cards you take offline land here; publish them again from the editor whenever you like.",
  },
  {
    value: "deleted",
    label: "Deleted",
    emptyTitle: "No deleted cards",
    emptyText: "Cards you delete wait here, so you can restore them if you change your mind.",
  },
];

/** The filter in the address, or "all" for anything unknown. */
export function parseMyCardsFilter(value: string | null): MyCardsFilter {
  return myCardsFilters.find((f) => f.value === value)?.value ?? "all";
}
