/**
 * The card domain (`@keen/cards`), shared by the api, search and collab services: who may read
 * which content of a card, decided once (`readCard`, `readCardView`, `decideCardRead`,
 * `cardReadRights`; the SQL form for queries over many cards is `publicCards`/`visibleCards`,
 * proven equal to the policy by the API's cards.policy.test.ts), the cards policy, the card's
 * reads, and the draft's saves (REST and live).
 */

export {
  cardAccessChangedChannel,
  everyCardsAccess,
  notifyCardAccessChanged,
  notifyMemberAccessChanged,
} from "./card-access-changed";
export { CardConflictError } from "./card-conflict-error";
export { normalizeContent } from "./card-content";
export { cardDraftChangedChannel, notifyCardDraftChanged } from "./card-draft-changed";
export {
  type CardEngagementRow,
  type EngagementColumns,
  engagementJoin,
  loadCardEngagement,
  presentEngagement,
  ratingAverage,
  toEngagementRow,
} from "./card-engagement";
export { pruneCardFilesAfterCommit, pruneCardFilesJob } from "./card-file-pruning";
export { type CardLookups, type CardLookupTables, cardLookups } from "./card-lookups";
export { loadCardPeople, memberName } from "./card-people";
export {
  authorizeCard,
  type CardAction,
  type CardReader,
  type CardResource,
  cardAbilities,
  cardPolicy,
  publicCards,
  visibleCards,
} from "./card-policy";
export { loadCardTypes, loadCoverImageUrls, loadDisciplines } from "./card-references";
export { type CollabAccess, collabAccess } from "./collab-access";
export { createCollabJobs } from "./collab-jobs";
export {
  type CardFileFact,
  type CardRow,
  type CardVersionRow,
  type CardView,
  type LoadedCard,
  loadCard,
  loadCardView,
  toCardResource,
} from "./load-card";
export { loadCardDraft } from "./load-card-draft";
export {
  type CardRead,
  type CardReadDecision,
  type CardReadRights,
  type CardWant,
  cardReadRights,
  decideCardRead,
  type ReadableCard,
  type ReadCardOptions,
  readCard,
  readCardView,
} from "./read-card";
export { releaseUnshownDraftImages } from "./release-unshown-images";
export { saveDraftChanges } from "./save-draft-changes";
export { type LiveDraftIssue, type LiveDraftSave, saveLiveDraft } from "./save-live-draft";
export { validateContentPatch } from "./validate-content";
