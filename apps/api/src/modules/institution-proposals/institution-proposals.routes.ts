import {
  InstitutionProposalIdParamsSchema,
  InstitutionProposalListQuerySchema,
  InstitutionProposalMergeSchema,
  InstitutionProposalPageSchema,
  InstitutionProposalRejectSchema,
  InstitutionProposalSchema,
  InstitutionProposalWriteSchema,
  MyInstitutionProposalSchema,
} from "@keen/contracts";
import { type Database, institutionProposals } from "@keen/db";
import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireMember } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { approveInstitutionProposal } from "./approve-institution-proposal";
import { authorizeInstitutionProposal } from "./institution-proposals.policy";
import {
  presentInstitutionProposal,
  presentProposalById,
  selectProposals,
} from "./institution-proposals.presenter";
import { listInstitutionProposals } from "./list-institution-proposals";
import { mergeInstitutionProposal } from "./merge-institution-proposal";
import { proposeInstitution } from "./propose-institution";
import { rejectInstitutionProposal } from "./reject-institution-proposal";

const tags = ["institutions"];
const params = InstitutionProposalIdParamsSchema;
const decided = { 200: InstitutionProposalSchema, ...errorResponses(400, 401, 403, 404, 409) };

/**
 * Institutions members propose when theirs is not listed (onboarding): a member proposes one and
 * reads their pending one; admins list them and approve, merge or reject each (the member is
 * told). Visitors get 401, members 403 on the admin routes.
 */
export const institutionProposalsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    "/InstitutionProposal",
    {
      schema: {
        tags,
        summary: "Propose the caller's institution, not listed yet (replaces their pending proposal)",
        security: bearerAuth,
        body: InstitutionProposalWriteSchema,
        response: { 201: InstitutionProposalSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const { member, actor } = await requireMember(request);
      authorizeInstitutionProposal(actor, "propose");
      const id = await proposeInstitution(db, member.id, request.body);
      return reply.status(201).send(await presentProposalById(db, id, { withProposer: false }));
    },
  );

  app.get(
    "/InstitutionProposal/Mine",
    {
      schema: {
        tags,
        summary: "The caller's pending institution proposal, or null",
        security: bearerAuth,
        response: { 200: MyInstitutionProposalSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { member, actor } = await requireMember(request);
      authorizeInstitutionProposal(actor, "readOwn");
      const [row] = await selectProposals(
        db,
        and(eq(institutionProposals.proposedBy, member.id), eq(institutionProposals.status, "pending")),
      );
      return { proposal: row ? presentInstitutionProposal(row, { withProposer: false }) : null };
    },
  );

  app.get(
    "/InstitutionProposal",
    {
      schema: {
        tags,
        summary: "Proposed institutions in one status, pending by default (admins)",
        security: bearerAuth,
        querystring: InstitutionProposalListQuerySchema,
        response: { 200: InstitutionProposalPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      authorizeInstitutionProposal(actor, "list");
      return listInstitutionProposals(db, request.query);
    },
  );

  app.post(
    "/InstitutionProposal/:id/Approve",
    {
      schema: {
        tags,
        summary: "Create the proposed institution and link the member to it (admins)",
        security: bearerAuth,
        params,
        response: decided,
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      authorizeInstitutionProposal(actor, "decide");
      await approveInstitutionProposal(db, app.jobs, actor.userId, request.params.id);
      return presentProposalById(db, request.params.id, { withProposer: true });
    },
  );

  app.post(
    "/InstitutionProposal/:id/Merge",
    {
      schema: {
        tags,
        summary: "Link the member to a listed institution instead (admins)",
        security: bearerAuth,
        params,
        body: InstitutionProposalMergeSchema,
        response: decided,
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      authorizeInstitutionProposal(actor, "decide");
      const { id } = request.params;
      await mergeInstitutionProposal(db, app.jobs, actor.userId, id, request.body.institutionId);
      return presentProposalById(db, id, { withProposer: true });
    },
  );

  app.post(
    "/InstitutionProposal/:id/Reject",
    {
      schema: {
        tags,
        summary: "Decline the proposed institution, with an optional reason for the member (admins)",
        security: bearerAuth,
        params,
        body: InstitutionProposalRejectSchema,
        response: decided,
      },
    },
    async (request) => {
      const { actor } = await requireMember(request);
      authorizeInstitutionProposal(actor, "decide");
      const { id } = request.params;
      await rejectInstitutionProposal(db, app.jobs, actor.userId, id, request.body.reason);
      return presentProposalById(db, id, { withProposer: true });
    },
  );
};
