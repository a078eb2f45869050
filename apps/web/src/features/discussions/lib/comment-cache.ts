import type { Comment, CommentList, CommentReply, CommentState } from "@keen/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { discussionKeys } from "../api/discussion-keys";
import type { CommentPages } from "../api/get-comments";

function updatePages(
  queryClient: QueryClient,
  cardId: string,
  update: (pages: CommentList[]) => CommentList[],
): void {
  queryClient.setQueryData<CommentPages>(discussionKeys.comments(cardId), (data) =>
    data ? { ...data, pages: update(data.pages) } : data,
  );
}

function shiftCounts(pages: CommentList[], comments: number, topLevel: number): CommentList[] {
  return pages.map((page) => ({
    ...page,
    commentCount: Math.max(0, page.commentCount + comments),
    total: Math.max(0, page.total + topLevel),
  }));
}

/** Every comment and reply in the pages, mapped by `update` (which returns the same object when unchanged). */
function mapComments(pages: CommentList[], update: (comment: CommentReply) => CommentReply): CommentList[] {
  return pages.map((page) => ({
    ...page,
    items: page.items.map((item) => ({
      ...(update(item) as Comment),
      replies: item.replies.map(update),
    })),
  }));
}

/** A new comment goes to the top of the first page; a reply to the end of its comment's replies. */
export function addCommentToCache(queryClient: QueryClient, cardId: string, comment: Comment): void {
  updatePages(queryClient, cardId, (pages) => {
    if (comment.parentId === null) {
      const [first, ...rest] = shiftCounts(pages, 1, 1);
      if (!first) return pages;
      const items = first.items.some((item) => item.id === comment.id)
        ? first.items
        : [{ ...comment, replies: comment.replies ?? [] }, ...first.items];
      return [{ ...first, items }, ...rest];
    }
    return shiftCounts(pages, 1, 0).map((page) => ({
      ...page,
      items: page.items.map((item) =>
        item.id === comment.parentId && !item.replies.some((reply) => reply.id === comment.id)
          ? { ...item, replies: [...item.replies, comment] }
          : item,
      ),
    }));
  });
}

/** The server's copy of an edited comment replaces the cached one (its replies stay). */
export function replaceCommentInCache(queryClient: QueryClient, cardId: string, comment: CommentReply): void {
  updatePages(queryClient, cardId, (pages) =>
    mapComments(pages, (current) =>
      current.id === comment.id ? { ...current, ...comment, abilities: comment.abilities } : current,
    ),
  );
}

/**
 * A deleted or removed comment leaves the list, unless it has replies: then it keeps its place
 * with its text gone, as the server shows it.
 */
export function removeCommentFromCache(
  queryClient: QueryClient,
  cardId: string,
  commentId: string,
  state: Exclude<CommentState, "visible">,
): void {
  updatePages(queryClient, cardId, (pages) => {
    let removedTopLevel = 0;
    const next = pages.map((page) => ({
      ...page,
      items: page.items.flatMap((item) => {
        if (item.id !== commentId) {
          return [{ ...item, replies: item.replies.filter((reply) => reply.id !== commentId) }];
        }
        if (item.replies.length === 0) {
          removedTopLevel = 1;
          return [];
        }
        return [
          { ...item, state, body: "", author: null, abilities: { edit: false, delete: false, reply: false } },
        ];
      }),
    }));
    return shiftCounts(next, -1, -removedTopLevel);
  });
}

/** The cached pages, to put back when an optimistic change fails. */
export function snapshotComments(queryClient: QueryClient, cardId: string): CommentPages | undefined {
  return queryClient.getQueryData<CommentPages>(discussionKeys.comments(cardId));
}

/** Puts back pages saved by `snapshotComments`. */
export function restoreComments(
  queryClient: QueryClient,
  cardId: string,
  previous: CommentPages | undefined,
): void {
  if (previous) queryClient.setQueryData(discussionKeys.comments(cardId), previous);
}

/** The comments of all loaded pages, without repeats (a page boundary shifts as comments are added). */
export function flattenComments(pages: CommentList[] | undefined): Comment[] {
  const seen = new Set<string>();
  const comments: Comment[] = [];
  for (const page of pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      comments.push(item);
    }
  }
  return comments;
}
