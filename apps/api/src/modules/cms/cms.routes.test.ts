import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildAdminTestApp, type Caller, callers, paragraphDoc } from "../institutions/testing/harness";

const { db } = await useTestDatabase();
const { call, admin } = await buildAdminTestApp(db);

let sequence = 0;
const freshSlug = (prefix = "page") => `${prefix}-${Date.now().toString(36)}-${++sequence}`;

async function createPage(overrides: Record<string, unknown> = {}) {
  const response = await call("admin", "POST", "/CmsPage", {
    slug: freshSlug(),
    title: "Teaching tips",
    summary: "Ideas for the classroom.",
    content: paragraphDoc("Start with a question."),
    isActive: true,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("CMS authorization matrix (visitor / member / admin)", () => {
  const routes = [
    { name: "GET /CmsPage", method: "GET" as const, url: () => "/CmsPage", admin: 200, public: false },
    {
      name: "POST /CmsPage",
      method: "POST" as const,
      url: () => "/CmsPage",
      body: () => ({ slug: freshSlug(), title: "New", content: paragraphDoc("Hello") }),
      admin: 201,
      public: false,
    },
    {
      name: "GET /CmsPage/active",
      method: "GET" as const,
      url: () => "/CmsPage/active",
      admin: 200,
      public: true,
    },
    {
      name: "GET /CmsPage/by-slug/{slug}",
      method: "GET" as const,
      url: (page: { slug: string }) => `/CmsPage/by-slug/${page.slug}`,
      admin: 200,
      public: true,
    },
    {
      name: "GET /CmsPage/{id}",
      method: "GET" as const,
      url: (page: { id: string }) => `/CmsPage/${page.id}`,
      admin: 200,
      public: false,
    },
    {
      name: "PUT /CmsPage/{id}",
      method: "PUT" as const,
      url: (page: { id: string }) => `/CmsPage/${page.id}`,
      body: () => ({ title: "Renamed" }),
      admin: 200,
      public: false,
    },
    {
      name: "DELETE /CmsPage/{id}",
      method: "DELETE" as const,
      url: (page: { id: string }) => `/CmsPage/${page.id}`,
      admin: 204,
      public: false,
    },
  ];
  const cases = routes.flatMap((route) =>
    callers.map((caller: Caller) => ({
      ...route,
      caller,
      status: route.public ? route.admin : { visitor: 401, member: 403, admin: route.admin }[caller],
    })),
  );

  it.each(cases)("$name as $caller → $status", async ({ method, url, body, caller, status }) => {
    const page = await createPage();
    const response = await call(caller, method, url(page), body?.());
    expect(response.statusCode, response.body).toBe(status);
  });
});

describe("POST /CmsPage", () => {
  it("creates a page with sanitised HTML, its editor and admin abilities", async () => {
    const slug = freshSlug("teaching-tips");
    const page = await createPage({ slug, isActive: false });
    expect(page).toMatchObject({
      slug,
      title: "Teaching tips",
      summary: "Ideas for the classroom.",
      isActive: false,
      content: paragraphDoc("Start with a question."),
      contentHtml: "<p>Start with a question.</p>",
      updatedBy: { userId: admin.id, name: `${admin.firstName} ${admin.lastName}` },
      abilities: { edit: true, delete: true },
    });
  });

  it("strips scripts, javascript: links and unsafe images from the HTML", async () => {
    const content = {
      type: "doc",
      content: [
        { type: "paragraph", content: [{ type: "text", text: "<script>alert(1)</script>" }] },
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "click",
              marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
            },
          ],
        },
        { type: "image", attrs: { src: "javascript:alert(1)" } },
      ],
    };
    const page = await createPage({ content });
    expect(page.contentHtml).not.toMatch(/<script|javascript:/i);
    expect(page.contentHtml).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page.contentHtml).toContain(">click</a>");
  });

  it("refuses a node the editor does not know (400 on content)", async () => {
    const response = await call("admin", "POST", "/CmsPage", {
      slug: freshSlug(),
      title: "Bad",
      content: { type: "doc", content: [{ type: "script", content: [{ type: "text", text: "alert(1)" }] }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe("content");
  });

  it.each([
    { slug: "Has Spaces", why: "format" },
    { slug: "under_score", why: "format" },
    { slug: "-leading", why: "format" },
    { slug: "double--hyphen", why: "format" },
    { slug: "trailing-", why: "format" },
    { slug: "", why: "empty" },
    { slug: "a".repeat(81), why: "too long" },
    { slug: "admin", why: "reserved" },
    { slug: "institution", why: "reserved" },
    { slug: "keen-partners", why: "reserved" },
    { slug: "Settings", why: "reserved in any case" },
    { slug: "config.js", why: "reserved (and a dot)" },
  ])("answers 400 on slug for $slug ($why)", async ({ slug }) => {
    const response = await call("admin", "POST", "/CmsPage", {
      slug,
      title: "T",
      content: paragraphDoc("x"),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toEqual(["slug"]);
  });

  it("lower-cases slugs and answers 409 on slug for a taken one in any case", async () => {
    const slug = freshSlug("case");
    const page = await createPage({ slug: slug.toUpperCase() });
    expect(page.slug).toBe(slug);
    const again = await call("admin", "POST", "/CmsPage", {
      slug: ` ${slug.toUpperCase()} `,
      title: "T",
      content: paragraphDoc("x"),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "conflict", details: [{ field: "slug" }] });
  });

  it("names the missing title and content", async () => {
    const response = await call("admin", "POST", "/CmsPage", { slug: freshSlug() });
    expect(
      response
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(["content", "title"]);
  });
});

describe("PUT /CmsPage/{id}", () => {
  it("changes only the given fields, re-renders content and refuses another page's slug", async () => {
    const page = await createPage();
    const other = await createPage();
    const renamed = await call("admin", "PUT", `/CmsPage/${page.id}`, { title: "Better tips" });
    expect(renamed.json()).toMatchObject({
      title: "Better tips",
      summary: page.summary,
      contentHtml: page.contentHtml,
    });
    const content = await call("admin", "PUT", `/CmsPage/${page.id}`, { content: paragraphDoc("New words") });
    expect(content.json().contentHtml).toBe("<p>New words</p>");
    const taken = await call("admin", "PUT", `/CmsPage/${page.id}`, { slug: other.slug.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    const reserved = await call("admin", "PUT", `/CmsPage/${page.id}`, { slug: "search" });
    expect(reserved.json().details[0].field).toBe("slug");
    const unknown = await call("admin", "PUT", "/CmsPage/00000000-0000-4000-8000-000000000000", {
      title: "x",
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("active pages", () => {
  it("serves only active pages by slug (any case) and in the menu list; 404 otherwise", async () => {
    const page = await createPage({ title: "Aardvark tips" });
    const bySlug = await call("visitor", "GET", `/CmsPage/by-slug/${page.slug.toUpperCase()}`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({
      id: page.id,
      contentHtml: page.contentHtml,
      abilities: { edit: false, delete: false },
    });
    const menu = (await call("visitor", "GET", "/CmsPage/active")).json();
    expect(menu).toContainEqual({ slug: page.slug, title: "Aardvark tips", summary: page.summary });

    await call("admin", "PUT", `/CmsPage/${page.id}`, { isActive: false });
    for (const caller of callers) {
      expect((await call(caller, "GET", `/CmsPage/by-slug/${page.slug}`)).statusCode, caller).toBe(404);
    }
    expect((await call("visitor", "GET", "/CmsPage/active")).json()).not.toContainEqual(
      expect.objectContaining({ slug: page.slug }),
    );
    expect((await call("admin", "GET", `/CmsPage/${page.id}`)).json().isActive).toBe(false);
    expect((await call("visitor", "GET", "/CmsPage/by-slug/no-such-page")).statusCode).toBe(404);
    expect((await call("visitor", "GET", "/CmsPage/by-slug/Not%20a%20slug!")).statusCode).toBe(404);
  });
});

describe("GET /CmsPage (admins)", () => {
  it("lists active and inactive pages by title, filtered by text and state", async () => {
    const tag = freshSlug("list");
    const active = await createPage({ slug: `${tag}-a`, title: `B ${tag}` });
    const inactive = await createPage({ slug: `${tag}-b`, title: `A ${tag}`, isActive: false });
    const all = (await call("admin", "GET", `/CmsPage?q=${tag}`)).json();
    expect(all.total).toBe(2);
    expect(all.items.map((item: { id: string }) => item.id)).toEqual([inactive.id, active.id]);
    expect(all.items[0]).not.toHaveProperty("content");
    const onlyInactive = (await call("admin", "GET", `/CmsPage?q=${tag}&status=inactive`)).json();
    expect(onlyInactive.items.map((item: { id: string }) => item.id)).toEqual([inactive.id]);
    expect((await call("admin", "GET", "/CmsPage?status=maybe")).json().details[0].field).toBe("status");
  });
});

describe("DELETE /CmsPage/{id}", () => {
  it("deletes the page; it is then not found", async () => {
    const page = await createPage();
    expect((await call("admin", "DELETE", `/CmsPage/${page.id}`)).statusCode).toBe(204);
    expect((await call("admin", "GET", `/CmsPage/${page.id}`)).statusCode).toBe(404);
    expect((await call("visitor", "GET", `/CmsPage/by-slug/${page.slug}`)).statusCode).toBe(404);
    expect((await call("admin", "DELETE", `/CmsPage/${page.id}`)).statusCode).toBe(404);
  });
});

describe("seeded content pages", () => {
  it("serves every seeded content page by its slug to visitors", async () => {
    const { seedCmsPages, seedContentPages } = await import("@keen/db/seed-cms");
    await seedCmsPages(db);
    for (const copy of seedContentPages) {
      const response = await call("visitor", "GET", `/CmsPage/by-slug/${copy.slug}`);
      expect(response.statusCode, copy.slug).toBe(200);
      expect(response.json()).toMatchObject({
        slug: copy.slug,
        title: copy.title,
        summary: copy.lead,
        updatedBy: null,
      });
    }
  });
});
