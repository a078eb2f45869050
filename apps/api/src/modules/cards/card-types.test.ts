import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildTestApp, buildUser } from "../../test/factories";
import { cardsTestClient } from "./cards-test-client";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const call = cardsTestClient(app);

describe("card types", () => {
  it("lists the seeded types in order, publicly and cacheably", async () => {
    const response = await call(null, "GET", "/Lookup/CardTypes");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.json().map((t: { name: string }) => t.name)).toEqual([
      "General",
      "Activity",
      "Course",
      "Program",
      "Assessment",
    ]);
  });

  it("lets admins add a type at the end; duplicates (any case) answer 409", async () => {
    const admin = await buildUser(db, { role: "admin" });
    const created = await call(admin, "POST", "/Lookup/CardTypes", { name: "Module" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), name: "Module" });
    expect((await call(null, "GET", "/Lookup/CardTypes")).json().at(-1).name).toBe("Module");
    expect((await call(admin, "POST", "/Lookup/CardTypes", { name: "module" })).statusCode).toBe(409);
    expect((await call(admin, "POST", "/Lookup/CardTypes", { name: "" })).json().details[0].field).toBe(
      "name",
    );
  });
});
