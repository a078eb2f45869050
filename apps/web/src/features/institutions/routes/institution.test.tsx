import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { mockApi } from "@/test/mock-api";
import { renderApp } from "@/test/render-app";
import { installTestEnv } from "@/test/test-env";
import { mapEmbedUrl } from "../components/institution-location";
import { buildFellow, buildInstitution, buildPerson, ids } from "../testing/institution-fixtures";
import { Component as InstitutionPage } from "./institution";

beforeAll(() => installTestEnv());

const routes = [{ path: "/institution/:id", Component: InstitutionPage }];

describe("institution page", () => {
  it("shows the logo, name, place, website, description, statistics, featured cards and people", async () => {
    const institution = buildInstitution({
      fellows: [
        buildFellow(buildPerson(ids.grace, "Grace", "Hopper"), 2024),
        buildFellow(buildPerson(ids.alan, "Alan", "Turing")),
      ],
    });
    mockApi({ [`GET /Institution/${ids.institution}`]: () => ({ status: 200, data: institution }) });
    const { container } = renderApp({ routes, path: `/institution/${ids.institution}` });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Ridgeview Institute of Technology" }),
    ).toBeInTheDocument();
    expect(
      container.querySelector(`img[src="http://api.test/Institution/${ids.institution}/Logo?v=1"]`),
    ).not.toBeNull();
    expect(screen.getByRole("link", { name: /www\.ridgeview\.edu/ })).toHaveAttribute(
      "href",
      "https://www.ridgeview.edu",
    );
    expect(screen.getByText("Students learn by building.")).toBeInTheDocument();
    // No maps key in the test settings: the address instead of a map.
    const location = screen.getByRole("region", { name: "Location" });
    expect(within(location).getByText("Golden, CO, United States")).toBeInTheDocument();
    expect(within(location).queryByTitle(/Map of/)).not.toBeInTheDocument();

    const stats = screen.getByRole("region", { name: "At a glance" });
    expect(within(stats).getByText("Members").nextElementSibling).toHaveTextContent("42");
    expect(within(stats).getByText("Published cards").nextElementSibling).toHaveTextContent("17");

    const cards = screen.getByRole("list", { name: "Featured cards" });
    expect(within(cards).getByRole("link", { name: "Heat engines with a bicycle pump" })).toHaveAttribute(
      "href",
      `/card/${ids.card}`,
    );

    const leaders = screen.getByRole("region", { name: /KEEN leaders/ });
    expect(within(leaders).getByRole("link", { name: "Ada Lovelace" })).toHaveAttribute(
      "href",
      `/members/${ids.ada}`,
    );
    const fellows = screen.getByRole("region", { name: /Fellows/ });
    expect(
      within(fellows)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Grace Hopper", "Alan Turing"]);
    expect(within(fellows).getByText("Fellow 2024")).toBeInTheDocument();
    const risingStars = screen.getByRole("region", { name: /Rising stars/ });
    expect(within(risingStars).getByRole("link", { name: "Alan Turing" })).toHaveAttribute(
      "href",
      `/members/${ids.alan}`,
    );
    expect(screen.queryByRole("link", { name: /Edit institution/ })).not.toBeInTheDocument();
  });

  it("says what is missing when an institution has no cards or people yet", async () => {
    const institution = buildInstitution({
      featuredCards: [],
      keenLeaders: [],
      fellows: [],
      risingStars: [],
      description: null,
    });
    mockApi({ [`GET /Institution/${ids.institution}`]: () => ({ status: 200, data: institution }) });
    renderApp({ routes, path: `/institution/${ids.institution}` });

    expect(await screen.findByText("No featured cards yet")).toBeInTheDocument();
    expect(screen.getByText("No fellows are listed for this institution yet.")).toBeInTheDocument();
    expect(
      screen.getByText("Ridgeview Institute of Technology has not added a description yet."),
    ).toBeInTheDocument();
  });

  it("offers admins a way to edit", async () => {
    const institution = buildInstitution({ abilities: { edit: true, delete: true } });
    mockApi({ [`GET /Institution/${ids.institution}`]: () => ({ status: 200, data: institution }) });
    renderApp({ routes, path: `/institution/${ids.institution}` });
    expect(await screen.findByRole("link", { name: /Edit institution/ })).toHaveAttribute(
      "href",
      `/admin/institutions/${ids.institution}/edit`,
    );
  });

  it("shows a friendly not-found page for an unknown id", async () => {
    mockApi({}); // every path answers 404
    renderApp({ routes, path: "/institution/7d1f7c4e-0000-4000-8000-000000000000" });
    expect(
      await screen.findByRole("heading", { name: "We couldn’t find that institution" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /See KEEN partners/ })).toHaveAttribute("href", "/keen-partners");
  });
});

describe("mapEmbedUrl", () => {
  it("builds an embedded map address only when a maps key is configured", () => {
    expect(mapEmbedUrl("", "Ridgeview, Golden, CO")).toBeUndefined();
    expect(mapEmbedUrl("abc123", "Ridgeview, Golden, CO")).toBe(
      "https://www.google.com/maps/embed/v1/place?key=abc123&q=Ridgeview%2C+Golden%2C+CO",
    );
  });
});
