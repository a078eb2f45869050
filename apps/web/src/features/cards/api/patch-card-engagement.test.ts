import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { buildCard } from "../editor/test/editor-fixtures";
import { cardKeys } from "./card-keys";
import { patchCardEngagement } from "./patch-card-engagement";

describe("patchCardEngagement", () => {
  it("changes the card wherever it is cached (detail, list pages, related) and nothing else", () => {
    const queryClient = new QueryClient();
    const card = buildCard({ bookmarkCount: 2 });
    const other = buildCard({ id: "3e0c8f6b-2f7a-4d53-b2a4-0000000000bb", bookmarkCount: 5 });
    const list = { items: [other, card], total: 2, page: 1, pageSize: 12 };
    const otherList = { items: [other], total: 1, page: 1, pageSize: 12 };
    queryClient.setQueryData(cardKeys.detail(card.id), card);
    queryClient.setQueryData(cardKeys.list({ sort: "newest" }), list);
    queryClient.setQueryData(cardKeys.list({ sort: "title" }), otherList);
    queryClient.setQueryData(cardKeys.related(other.id), [card]);

    patchCardEngagement(queryClient, card.id, { isBookmarked: true, bookmarkCount: 3 });

    expect(queryClient.getQueryData(cardKeys.detail(card.id))).toMatchObject({
      isBookmarked: true,
      bookmarkCount: 3,
    });
    const patched = queryClient.getQueryData<typeof list>(cardKeys.list({ sort: "newest" }));
    expect(patched?.items.map((c) => c.bookmarkCount)).toEqual([5, 3]);
    expect(patched?.items[0]).toBe(other);
    expect(queryClient.getQueryData(cardKeys.list({ sort: "title" }))).toBe(otherList);
    expect(queryClient.getQueryData<(typeof card)[]>(cardKeys.related(other.id))?.[0]?.bookmarkCount).toBe(3);
  });
});
