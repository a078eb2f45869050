import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../../../../../test/db";
import { buildTestApp } from "../../test/factories";
import { buildPeople, type Caller } from "./testing/people";

const { db } = await useTestDatabase();
const app = await buildTestApp(db);

const paper = {
  title: "Entrepreneurial mindset in first-year design",
  venue: "ASEE Annual Conference",
  year: 2021,
  authors: "A. Lovelace, C. Babbage",
  url: "https://peer.asee.org/12345",
  doi: "10.18260/1-2--12345",
};

const create = (userId: string, payload: object, headers: Record<string, string>) =>
  app.inject({ method: "POST", url: `/Publication/ByUser/${userId}/create`, headers, payload });

describe("/Publication/ByUser/{userId}", () => {
  it.each([
    { caller: "visitor", list: 200, write: 401 },
    { caller: "other member", list: 200, write: 403 },
    { caller: "self", list: 200, write: 200 },
    { caller: "admin", list: 200, write: 200 },
  ] as const)("$caller: list $list, create/update/remove $write", async ({ caller, list, write }) => {
    const { owner, headersFor } = await buildPeople(db);
    const headers = headersFor(caller as Caller);
    const created = await create(owner.id, paper, headers);
    expect(created.statusCode).toBe(write === 200 ? 201 : write);
    const publication =
      write === 200 ? created.json() : (await create(owner.id, paper, headersFor("self"))).json();
    expect(publication).toEqual({ id: expect.any(String), ...paper });

    const listed = await app.inject({ method: "GET", url: `/Publication/ByUser/${owner.id}`, headers });
    expect(listed.statusCode).toBe(list);
    if (list === 200) expect(listed.json()).toEqual([publication]);

    const updated = await app.inject({
      method: "PUT",
      url: `/Publication/ByUser/${owner.id}/${publication.id}`,
      headers,
      payload: { ...paper, venue: "Journal of Engineering Education", doi: "" },
    });
    expect(updated.statusCode).toBe(write);
    if (write === 200)
      expect(updated.json()).toMatchObject({ venue: "Journal of Engineering Education", doi: null });

    const removed = await app.inject({
      method: "DELETE",
      url: `/Publication/ByUser/${owner.id}/${publication.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(write === 200 ? 204 : write);
  });

  it("stores a DOI given as a doi.org link or with a doi: prefix as the bare DOI", async () => {
    const { owner, headersFor } = await buildPeople(db);
    const link = await create(
      owner.id,
      { ...paper, doi: "https://doi.org/10.1002/jee.20001" },
      headersFor("self"),
    );
    expect(link.json().doi).toBe("10.1002/jee.20001");
    const prefixed = await create(
      owner.id,
      { title: "Only a title", doi: "doi:10.1109/FIE.2019.9028" },
      headersFor("self"),
    );
    expect(prefixed.json()).toMatchObject({
      doi: "10.1109/FIE.2019.9028",
      venue: "",
      authors: "",
      url: null,
      year: null,
    });
  });

  it.each([
    [{ ...paper, title: "" }, "title"],
    [{ ...paper, doi: "11.1234/x" }, "doi"],
    [{ ...paper, doi: "not a doi" }, "doi"],
    [{ ...paper, url: "ftp://example.org/paper.pdf" }, "url"],
    [{ ...paper, url: "javascript:alert(1)" }, "url"],
    [{ ...paper, year: 2021.5 }, "year"],
  ])("answers 400 naming the field for %j", async (payload, field) => {
    const { owner, headersFor } = await buildPeople(db);
    const response = await create(owner.id, payload, headersFor("self"));
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe(field);
  });
});
