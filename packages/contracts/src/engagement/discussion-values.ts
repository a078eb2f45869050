/** Longest comment body, in characters (zod-free: the card page's composer counts against it). */
export const COMMENT_MAX_LENGTH = 4000;
