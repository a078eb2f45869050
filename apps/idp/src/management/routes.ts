import { randomUUID } from "node:crypto";
import cors from "@fastify/cors";
import { notFound, rateLimited, registerErrorHandling } from "@keen/server-kit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sendVerificationEmail } from "../account-mail";
import { findAccountById } from "../accounts";
import type { IdpContext } from "../context";
import type { SigningKeys } from "../oidc/keys";
import { isWithinAllowance, mailRule } from "../throttle";
import { createAuthenticator } from "./auth";
import { deleteUser } from "./delete-user";
import { authorizeUser } from "./policy";
import { presentUser } from "./presenter";
import { parseBody, UserPatchSchema, VerificationJobSchema } from "./schemas";
import { updateUser } from "./update-user";

type UserRequest = FastifyRequest<{ Params: { id: string } }>;

/** The Auth0-compatible management subset at /api/v2 (register with that prefix). */
export async function managementRoutes(
  scope: FastifyInstance,
  options: { ctx: IdpContext; keys: SigningKeys },
) {
  const { ctx } = options;
  const authenticate = createAuthenticator(ctx, options.keys);
  registerErrorHandling(scope);
  await scope.register(cors, {
    origin: new URL(ctx.config.appUrl).origin,
    methods: ["GET", "PATCH", "POST", "DELETE"],
    allowedHeaders: ["Authorization", "Content-Type"],
    maxAge: 600,
  });

  const loadUser = async (id: string) => {
    const account = await findAccountById(ctx.db, id);
    if (!account) throw notFound("User");
    return account;
  };

  scope.get("/users/:id", async (request: UserRequest) => {
    authorizeUser(await authenticate(request), request.params.id);
    return presentUser(await loadUser(request.params.id));
  });

  scope.patch("/users/:id", async (request: UserRequest) => {
    const caller = await authenticate(request);
    authorizeUser(caller, request.params.id);
    const input = parseBody(UserPatchSchema, request.body);
    return presentUser(await updateUser(ctx, caller, await loadUser(request.params.id), input));
  });

  scope.delete("/users/:id", async (request: UserRequest, reply) => {
    authorizeUser(await authenticate(request), request.params.id);
    await deleteUser(ctx, await loadUser(request.params.id));
    return reply.code(204).send();
  });

  scope.post("/jobs/verification-email", async (request, reply) => {
    const caller = await authenticate(request);
    const { user_id: userId } = parseBody(VerificationJobSchema, request.body);
    authorizeUser(caller, userId);
    const account = await loadUser(userId);
    if (!(await isWithinAllowance(ctx.db, `mail:verify:${account.email}`, mailRule))) {
      throw rateLimited("Too many verification emails. Try again in an hour.");
    }
    await ctx.db.transaction((tx) => sendVerificationEmail(ctx, tx, account));
    return reply.code(201).send({ id: `job_${randomUUID()}`, type: "verification_email", status: "pending" });
  });
}
