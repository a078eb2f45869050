/**
 * What a connection to a card's live document carries (Hocuspocus `context`): the member, the
 * card, and until when their token holds (moved on by each renewal).
 */
export type CollabContext = { userId: string; cardId: string; expiresAt: Date };

/**
 * A refused connection or renewal. Hocuspocus sends `reason` to the editor (the provider's
 * `onAuthenticationFailed`, or the reason of the close). The message is left empty so Hocuspocus
 * does not print each refusal; the server logs them itself.
 */
export class CollabRefusal extends Error {
  constructor(readonly reason: string) {
    super();
    this.name = "CollabRefusal";
  }
}

/** The slice of a pino logger the collab server's parts write to. */
export type CollabLogger = {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};
