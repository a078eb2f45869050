import { describe, expect, it } from "vitest";
import { renderRobots } from "./robots";
import { buildWebServer } from "./server";
import { fakeBuildWithHead } from "./testing/fake-api";

describe("robots.txt", () => {
  it("lets crawlers read the public pages, keeps them from members' pages, and points to the sitemap", async () => {
    const { app } = await buildWebServer(
      { VITE_APP_URL: "https://keen.example", LOG_LEVEL: "silent" },
      fakeBuildWithHead(),
    );
    const res = await app.inject({ url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const lines = res.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/card/edit",
      "/card/create",
      "/settings",
      "/messages",
      "/notifications",
      "/admin",
      "/auth",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /card");
    expect(lines).toContain("Sitemap: https://keen.example/sitemap.xml");
  });

  it("keeps crawlers from the library when it is members-only", () => {
    const lines = renderRobots("https://keen.example/", { isLibraryPublic: false }).split("\n");
    expect(lines).toContain("Disallow: /card");
    expect(lines).toContain("Disallow: /members");
    expect(lines).toContain("Disallow: /settings");
    expect(lines).not.toContain("Disallow: /card/edit");
    expect(lines).toContain("Sitemap: https://keen.example/sitemap.xml");
  });
});
