import { type CardRead, type CardView, cardLookups, readCardView } from "@keen/cards";
import {
  CardConflictResponseSchema,
  CardCreateSchema,
  CardDetailSchema,
  CardIdParamsSchema,
  CardReadQuerySchema,
  CardUpdateSchema,
  type CardVersionKind,
} from "@keen/contracts";
import type { Database } from "@keen/db";
import type { JobSender } from "@keen/jobs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { BlobUrl } from "../../lib/file-url";
import type { Actor, SignedInActor } from "../../lib/policy";
import { readerOf, requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { cardListRoutes } from "./card-lists.routes";
import { cardPeopleRoutes } from "./card-people.routes";
import { cardPreviewRoutes } from "./card-preview.routes";
import { cardTypeRoutes } from "./card-types.routes";
import { presentCardDetail, shownContent } from "./cards.presenter";
import { createCard } from "./create-card";
import { deleteCard } from "./delete-card";
import { publishCard } from "./publish-card";
import { restoreCard } from "./restore-card";
import { syncLatestVersion } from "./sync-latest-version";
import { unpublishCard } from "./unpublish-card";
import { updateCardDraft } from "./update-card-draft";

const tags = ["cards"];
const params = CardIdParamsSchema;

type Lifecycle = (db: Database, actor: SignedInActor, cardId: string, jobs: JobSender) => Promise<void>;
const lifecycle: [path: string, summary: string, run: Lifecycle, answer: CardVersionKind][] = [
  [
    "Publish",
    "Publish the draft as a new version (title, summary and type required)",
    publishCard,
    "published",
  ],
  ["Unpublish", "Hide the published card from readers", unpublishCard, "draft"],
  ["Restore", "Bring a deleted card back", restoreCard, "draft"],
  ["SyncLatestVersion", "Reset the draft to the latest published version", syncLatestVersion, "draft"],
];

/**
 * Card routes (`/Card…`, `/Lookup/CardTypes`): this file holds create, read, save, delete and
 * the lifecycle actions; lists, people and types live in their own route files.
 */
export const cardsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** Signed URLs of the cards' files (`lib/file-url`), for covers and images in rich text. */
  blobUrl: BlobUrl;
}> = async (app, { db, blobUrl }) => {
  await app.register(cardListRoutes, { db, blobUrl });
  await app.register(cardPeopleRoutes, { db });
  await app.register(cardPreviewRoutes, { db, blobUrl });
  await app.register(cardTypeRoutes, { db });

  const lookups = cardLookups(db);
  /** Maps a card as read to its view (lookup tables from the in-process cache: no statement). */
  const present = async (read: CardRead<CardView>, actor: Actor) => {
    const content = shownContent(read.card, read.shown);
    const tables = await lookups.get({
      typeIds: [content.typeId],
      disciplineIds: content.attributes.disciplineIds,
    });
    return presentCardDetail(read, actor, tables, blobUrl);
  };
  /** The card as the caller sees it after a write: `kind` (the draft unless the write published). */
  const answer = async (actor: SignedInActor, cardId: string, kind: CardVersionKind = "draft") =>
    present(await readCardView(db, actor, cardId, { want: kind }), actor);

  app.post(
    "/Card",
    {
      schema: {
        tags,
        summary: "Create a draft card (the caller becomes its first author)",
        security: bearerAuth,
        body: CardCreateSchema,
        response: { 201: CardDetailSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      const cardId = await createCard(db, actor, request.body);
      return reply.status(201).send(await answer(actor, cardId));
    },
  );

  app.get(
    "/Card/:cardId",
    {
      schema: {
        tags,
        summary: "A card: its draft or latest published version (default: published when there is one)",
        description:
          "Readers get the published version (`number=N`: published version N, as version links and citations show it); authors, editors and admins may ask for `version=draft`. 404 when the caller may not see the card or the version does not exist.",
        security: bearerAuth,
        params,
        querystring: CardReadQuerySchema,
        response: { 200: CardDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await readerOf(request);
      const { cardId } = request.params;
      const { version, number } = request.query;
      return present(await readCardView(db, actor, cardId, { want: version ?? "current", number }), actor);
    },
  );

  app.put(
    "/Card/:cardId",
    {
      schema: {
        tags,
        summary: "Save changed draft fields",
        description:
          "`baseRevision` is the `draftRevision` the client last loaded or saved. 409 (nothing saved) names each field someone else saved since, with its current value. Images the saved draft no longer shows (as cover or inline in a rich-text field) leave the draft: a replaced or removed cover at once, other images once they are more than an hour old. Their files are deleted unless a published version still shows them.",
        security: bearerAuth,
        params,
        body: CardUpdateSchema,
        response: {
          200: CardDetailSchema,
          409: CardConflictResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      const saved = await updateCardDraft(db, app.jobs, actor, request.params.cardId, request.body, lookups);
      return present(saved, actor);
    },
  );

  app.delete(
    "/Card/:cardId",
    {
      schema: {
        tags,
        summary: "Delete a card (soft; authors and admins can restore it)",
        security: bearerAuth,
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { actor } = await requireMember(request);
      await deleteCard(db, actor, request.params.cardId, app.jobs);
      return reply.status(204).send(null);
    },
  );

  for (const [path, summary, run, kind] of lifecycle) {
    app.post(
      `/Card/:cardId/${path}`,
      {
        schema: {
          tags,
          summary,
          security: bearerAuth,
          params,
          response: { 200: CardDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { actor } = await requireMember(request);
        await run(db, actor, request.params.cardId, app.jobs);
        return answer(actor, request.params.cardId, kind);
      },
    );
  }
};
