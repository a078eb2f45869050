import type { CommentList } from "@keen/contracts";
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { commentsPath, discussionKeys } from "./discussion-keys";

/** Top-level comments per page ("Show older comments" loads the next). */
export const COMMENTS_PAGE_SIZE = 10;

/** The pages of a discussion as the cache holds them: newest page first. */
export type CommentPages = InfiniteData<CommentList, number>;

/**
 * One page of a card's discussion (`GET /Card/{cardId}/Comments?page&pageSize`): top-level comments
 * newest first, each with its replies oldest first.
 */
export async function getComments(cardId: string, page: number, signal?: AbortSignal): Promise<CommentList> {
  const { data } = await apiClient.get<CommentList>(commentsPath(cardId), {
    params: { page, pageSize: COMMENTS_PAGE_SIZE },
    signal,
    quietStatuses: [403, 404],
  });
  return data;
}

/** Query options for a discussion, older comments by page number. */
export function commentsQueryOptions(cardId: string) {
  return infiniteQueryOptions({
    queryKey: discussionKeys.comments(cardId),
    queryFn: ({ pageParam, signal }) => getComments(cardId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** A card's discussion, loaded page by page. */
export function useComments(cardId: string) {
  return useInfiniteQuery(commentsQueryOptions(cardId));
}
