import { z } from "zod";

/**
 * `GET /TipTap/token/{cardId}`: where and how to join the live document of a card draft. Only
 * its authors, editors and admins get one; it lasts ten minutes and the editor renews it.
 */
export const CollabTokenSchema = z.object({
  /** Signed token naming the member and the card (sent as the Hocuspocus provider's token). */
  token: z.string(),
  expiresAt: z.iso.datetime(),
  /** The WebSocket address of the collab server that holds this card. */
  url: z.string(),
  /** The document to open there (`card:{cardId}`). */
  documentName: z.string(),
  /** Who the caret and the avatar row show. */
  user: z.object({ id: z.uuid(), name: z.string(), color: z.string() }),
});
export type CollabToken = z.infer<typeof CollabTokenSchema>;
