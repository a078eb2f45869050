import { ProfileEntryParamsSchema, ProfileListParamsSchema } from "@keen/contracts";
import type { Database } from "@keen/db";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { authorizeListAccess } from "./profile-list-access";

type ListParams = z.output<typeof ProfileListParamsSchema>;
type EntryParams = z.output<typeof ProfileEntryParamsSchema>;

/** What one kind of member-owned entry list (degrees, publications) does with the database. */
export type EntryListService<Input, Entry> = {
  list: (db: Database, userId: string) => Promise<Entry[]>;
  create: (db: Database, userId: string, input: Input) => Promise<Entry>;
  update: (db: Database, userId: string, id: string, input: Input) => Promise<Entry>;
  remove: (db: Database, userId: string, id: string) => Promise<void>;
};

type EntryListConfig<InputSchema extends z.ZodType, Entry> = {
  /** The path's kind ("Degree" → `/Degree/ByUser/{userId}`). */
  kind: string;
  /** The entry in words, singular and plural ("degree", "degrees"). */
  noun: [singular: string, plural: string];
  input: InputSchema;
  entry: z.ZodType<Entry>;
  service: EntryListService<z.output<InputSchema>, Entry>;
};

const tags = ["profile lists"];

/**
 * `/{Kind}/ByUser/{userId}`: list, `/create`, `PUT …/{id}` and `DELETE …/{id}` for a list of entries a
 * member owns. Reading follows the profile's visibility; changing is for the member themself or an
 * admin. Requests and responses are validated by the schemas given (the handlers only pass them on).
 */
export function entryListRoutes<InputSchema extends z.ZodType, Entry>(
  config: EntryListConfig<InputSchema, Entry>,
): FastifyPluginAsyncZod<{ db: Database }> {
  const { kind, noun, input, entry, service } = config;
  type Input = z.output<InputSchema>;
  const base = `/${kind}/ByUser/:userId`;
  const changeBy = "(the member themself or an admin)";
  return async (typedApp, { db }) => {
    // The schemas below validate at run time; the handlers are typed by the config instead, which
    // the type provider cannot follow through generic schemas.
    const app = typedApp as unknown as FastifyInstance;
    const errors = errorResponses(400, 401, 403, 404);

    app.get(
      base,
      {
        schema: {
          tags,
          summary: `A member's ${noun[1]}, most recent first`,
          security: bearerAuth,
          params: ProfileListParamsSchema,
          response: { 200: z.array(entry), ...errors },
        },
      },
      async (request: FastifyRequest) => {
        const { userId } = request.params as ListParams;
        await authorizeListAccess(db, request, userId, "read");
        return service.list(db, userId);
      },
    );

    app.post(
      `${base}/create`,
      {
        schema: {
          tags,
          summary: `Add a ${noun[0]} ${changeBy}`,
          security: bearerAuth,
          params: ProfileListParamsSchema,
          body: input,
          response: { 201: entry, ...errors },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const { userId } = request.params as ListParams;
        await authorizeListAccess(db, request, userId, "change");
        return reply.status(201).send(await service.create(db, userId, request.body as Input));
      },
    );

    app.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Change a ${noun[0]} ${changeBy}`,
          security: bearerAuth,
          params: ProfileEntryParamsSchema,
          body: input,
          response: { 200: entry, ...errors },
        },
      },
      async (request: FastifyRequest) => {
        const { userId, id } = request.params as EntryParams;
        await authorizeListAccess(db, request, userId, "change");
        return service.update(db, userId, id, request.body as Input);
      },
    );

    app.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Remove a ${noun[0]} ${changeBy}`,
          security: bearerAuth,
          params: ProfileEntryParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const { userId, id } = request.params as EntryParams;
        await authorizeListAccess(db, request, userId, "change");
        await service.remove(db, userId, id);
        return reply.status(204).send(null);
      },
    );
  };
}
