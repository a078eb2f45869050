// Limits of conversations, without zod (the messages page counts against them).

/** Longest message body, in characters. */
export const MESSAGE_MAX_LENGTH = 4000;
/** Most members of a group room (the owner included). */
export const CHAT_ROOM_MAX_MEMBERS = 50;
