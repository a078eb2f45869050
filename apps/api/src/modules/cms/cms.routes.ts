import {
  CmsActivePageListSchema,
  CmsPageCreateSchema,
  CmsPageIdParamsSchema,
  CmsPageListQuerySchema,
  CmsPageListSchema,
  CmsPageSchema,
  CmsPageSlugParamsSchema,
  CmsPageUpdateSchema,
} from "@keen/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors";
import type { Actor } from "../../lib/policy";
import { loadActor } from "../../plugins/auth";
import { bearerAuth, errorResponses } from "../../plugins/openapi";
import { requireCmsActor } from "./cms.policy";
import { presentCmsPage } from "./cms.presenter";
import { type CmsImagesOptions, cmsImagesRoutes } from "./cms-images.routes";
import { findActiveCmsPageId, listActiveCmsPages, listCmsPages } from "./find-cms-pages";
import { createCmsPage, deleteCmsPage, updateCmsPage } from "./save-cms-page";

const tags = ["cms"];
const params = CmsPageIdParamsSchema;
const slugRules =
  "Slugs are lower-cased, `[a-z0-9]+(-[a-z0-9]+)*`, at most 80 characters, not a route the app owns (400 on `slug`) and unique regardless of case (409 on `slug`). Content is TipTap JSON; its HTML is sanitised on the server.";

/** CMS pages: admin list and editing; active pages for everyone (menus and `/{slug}`); images. */
export const cmsRoutes: FastifyPluginAsyncZod<CmsImagesOptions> = async (app, options) => {
  const { db, blobUrl } = options;
  await app.register(cmsImagesRoutes, options);
  const present = async (id: string, actor: Actor) => {
    const page = await presentCmsPage(db, id, actor, blobUrl);
    if (!page) throw notFound("Page");
    return page;
  };

  app.get(
    "/CmsPage",
    {
      schema: {
        tags,
        summary: "All pages, active or not, by title (admins)",
        security: bearerAuth,
        querystring: CmsPageListQuerySchema,
        response: { 200: CmsPageListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await requireCmsActor(request, "list");
      return listCmsPages(db, request.query);
    },
  );

  app.post(
    "/CmsPage",
    {
      schema: {
        tags,
        summary: "Create a page (admins)",
        description: slugRules,
        security: bearerAuth,
        body: CmsPageCreateSchema,
        response: { 201: CmsPageSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const actor = await requireCmsActor(request, "create");
      const id = await createCmsPage(db, request.body, actor.userId);
      return reply.status(201).send(await present(id, actor));
    },
  );

  app.get(
    "/CmsPage/active",
    {
      schema: {
        tags,
        summary: "Active pages' slugs and titles, for menus (everyone)",
        response: { 200: CmsActivePageListSchema },
      },
    },
    async () => listActiveCmsPages(db),
  );

  app.get(
    "/CmsPage/by-slug/:slug",
    {
      schema: {
        tags,
        summary: "An active page by its slug, any case (everyone; 404 for inactive or unknown pages)",
        params: CmsPageSlugParamsSchema,
        response: { 200: CmsPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const id = await findActiveCmsPageId(db, request.params.slug);
      if (!id) throw notFound("Page");
      return present(id, await loadActor(request));
    },
  );

  app.get(
    "/CmsPage/:id",
    {
      schema: {
        tags,
        summary: "A page by id, active or not (admins)",
        security: bearerAuth,
        params,
        response: { 200: CmsPageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => present(request.params.id, await requireCmsActor(request, "read")),
  );

  app.put(
    "/CmsPage/:id",
    {
      schema: {
        tags,
        summary: "Change a page's fields; fields left out keep their value (admins)",
        description: slugRules,
        security: bearerAuth,
        params,
        body: CmsPageUpdateSchema,
        response: { 200: CmsPageSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await requireCmsActor(request, "edit");
      await updateCmsPage(db, app.jobs, request.params.id, request.body, actor.userId);
      return present(request.params.id, actor);
    },
  );

  app.delete(
    "/CmsPage/:id",
    {
      schema: {
        tags,
        summary: "Delete a page (admins)",
        description:
          "Its uploaded images go with it. A deleted content page of the app's menus (about, faq, …) is seeded again, with its original copy, at the next start; deactivate it to hide it instead.",
        security: bearerAuth,
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await requireCmsActor(request, "delete");
      await deleteCmsPage(db, app.jobs, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
