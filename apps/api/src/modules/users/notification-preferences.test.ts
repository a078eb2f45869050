import { randomUUID } from "node:crypto";
import { DEFAULT_NOTIFICATION_CHANNELS, NotificationTypeSchema } from "@keen/contracts";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { bearer, buildTestApp, buildUser, signToken, signTokenFor } from "../../test/factories";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);
const url = "/User/me/NotificationPreferences";

const defaults = NotificationTypeSchema.options.map((type) => ({
  type,
  channel: DEFAULT_NOTIFICATION_CHANNELS[type],
  isDefault: true,
}));

describe("/User/me/NotificationPreferences", () => {
  it("lists every type with its default until the member chooses", async () => {
    const member = await buildUser(db);
    const response = await app.inject({ method: "GET", url, headers: bearer(await signTokenFor(member)) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaults);
  });

  it("saves the listed types, keeps the others, and the last entry for a type wins", async () => {
    const member = await buildUser(db);
    const headers = bearer(await signTokenFor(member));
    const first = await app.inject({
      method: "PUT",
      url,
      headers,
      payload: { preferences: [{ type: "weekly_digest", channel: "off" }] },
    });
    expect(first.statusCode).toBe(200);
    const second = await app.inject({
      method: "PUT",
      url,
      headers,
      payload: {
        preferences: [
          { type: "direct_message", channel: "email" },
          { type: "card_commented", channel: "off" },
          { type: "card_commented", channel: "in_app" },
        ],
      },
    });
    const expected = defaults.map((preference) => {
      const chosen = { weekly_digest: "off", direct_message: "email", card_commented: "in_app" }[
        preference.type as string
      ];
      return chosen ? { ...preference, channel: chosen, isDefault: false } : preference;
    });
    expect(second.json()).toEqual(expected);
    expect((await app.inject({ method: "GET", url, headers })).json()).toEqual(expected);
  });

  it("keeps one member's choices away from another's", async () => {
    const [one, two] = [await buildUser(db), await buildUser(db)];
    await app.inject({
      method: "PUT",
      url,
      headers: bearer(await signTokenFor(one)),
      payload: { preferences: [{ type: "card_published", channel: "off" }] },
    });
    const response = await app.inject({ method: "GET", url, headers: bearer(await signTokenFor(two)) });
    expect(response.json()).toEqual(defaults);
  });

  it.each([
    [{ preferences: [] }, "preferences"],
    [{ preferences: [{ type: "spam", channel: "email" }] }, "preferences.0.type"],
    [{ preferences: [{ type: "weekly_digest", channel: "sms" }] }, "preferences.0.channel"],
    [{}, "preferences"],
  ])("answers 400 naming the field for %j", async (payload, field) => {
    const member = await buildUser(db);
    const response = await app.inject({
      method: "PUT",
      url,
      headers: bearer(await signTokenFor(member)),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe(field);
  });

  it("answers 401 to visitors and 403 before the member exists", async () => {
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
    const payload = { preferences: [{ type: "weekly_digest", channel: "off" }] };
    expect((await app.inject({ method: "PUT", url, payload })).statusCode).toBe(401);
    const newcomer = bearer(await signToken({ sub: randomUUID(), email_verified: true }));
    expect((await app.inject({ method: "GET", url, headers: newcomer })).statusCode).toBe(403);
  });
});
