import { z } from "zod";
import { cursorQuery, pageQuery } from "../paging";

/** `POST` and `DELETE /Card/{cardId}/Bookmark`: the caller's bookmark state and the card's count after it. */
export const BookmarkStateSchema = z.object({
  cardId: z.uuid(),
  isBookmarked: z.boolean(),
  bookmarkCount: z.number().int(),
});
export type BookmarkState = z.infer<typeof BookmarkStateSchema>;

/** `GET /Card/Bookmarked`: the caller's bookmarked cards, newest bookmark first (a `CardList`). */
export const BookmarkedQuerySchema = z.object({ ...pageQuery, ...cursorQuery });
export type BookmarkedQuery = z.infer<typeof BookmarkedQuerySchema>;
