import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { CardSectionTabs, sectionFromPath } from "./card-section-tabs";

const id = "5b0c1f3e-1111-4000-8000-000000000001";

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CardSectionTabs cardId={id} />
    </MemoryRouter>,
  );
}

describe("CardSectionTabs", () => {
  it("links every section of spec §2 in order", () => {
    renderAt(`/card/${id}`);
    const links = within(screen.getByRole("navigation", { name: "Card sections" })).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "Details",
      "Educational outcomes",
      "Resources",
      "Attributes",
      "Authors",
      "Recommended content",
    ]);
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      `/card/${id}/details`,
      `/card/${id}/educational-outcomes`,
      `/card/${id}/resources`,
      `/card/${id}/attributes`,
      `/card/${id}/authors`,
      `/card/${id}/recommended-content`,
    ]);
  });

  it("marks Details as current on the card's own path", () => {
    renderAt(`/card/${id}`);
    expect(screen.getByRole("link", { current: "page" })).toHaveTextContent("Details");
  });

  it("marks the section in the path as current", () => {
    renderAt(`/card/${id}/resources`);
    const current = screen.getAllByRole("link").filter((l) => l.getAttribute("aria-current") === "page");
    expect(current.map((l) => l.textContent)).toEqual(["Resources"]);
  });

  it("maps paths to sections, defaulting to details", () => {
    expect(sectionFromPath(`/card/${id}/authors`).label).toBe("Authors");
    expect(sectionFromPath(`/card/${id}`).path).toBe("details");
    expect(sectionFromPath(`/card/${id}/unknown`).path).toBe("details");
  });
});
