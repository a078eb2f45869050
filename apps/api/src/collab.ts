/**
 * What the collab server (`apps/collab`) uses of the API (`@keen/api/collab`): the cards policy
 * for live documents, the draft as the API reads it, the live save through the API's own
 * draft-saving path, the notice of REST draft changes and a send-only job layer (decision 0017).
 */
export { cardDraftChangedChannel } from "./modules/cards/card-draft-changed";
export { type LiveDraftIssue, type LiveDraftSave, saveLiveDraft } from "./modules/cards/save-live-draft";
export { type CollabAccess, collabAccess } from "./modules/collab/collab-access";
export { createCollabJobs } from "./modules/collab/collab-jobs";
export { loadCardDraft } from "./modules/collab/load-card-draft";
