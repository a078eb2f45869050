import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DownloadsChart, niceMax } from "./downloads-chart";

const items = [
  { id: "a", name: "syllabus.pdf", downloads: 4 },
  { id: "b", name: "rubric.docx", downloads: 10 },
  { id: "c", name: "data.csv", downloads: 0 },
];

describe("DownloadsChart", () => {
  it("gives screen readers a table of every file and its downloads, most downloaded first", () => {
    render(<DownloadsChart items={items} caption="Downloads per file" />);
    const table = screen.getByRole("table", { name: "Downloads per file" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["rubric.docx10", "syllabus.pdf4", "data.csv0"]);
    expect(within(table).getByRole("rowheader", { name: "rubric.docx" })).toBeInTheDocument();
  });

  it("draws bars in proportion to the counts on a clean scale, hidden from assistive technology", () => {
    render(<DownloadsChart items={items} />);
    const svg = screen.getByTestId("downloads-chart");
    expect(svg).toHaveAttribute("aria-hidden", "true");
    const bars = [...svg.querySelectorAll("rect.fill-brand-600")].map((r) =>
      Number.parseFloat(r.getAttribute("width") ?? ""),
    );
    // Scale 0–10: 10 downloads fill the track, 4 fill 40 % of it, 0 draws nothing.
    expect(bars[0]).toBeCloseTo(100);
    expect(bars[1]).toBeCloseTo(40);
    expect(bars[2]).toBe(0);
  });

  it("rounds the axis up to 1, 2 or 5 times a power of ten", () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(10)).toBe(10);
    expect(niceMax(11)).toBe(20);
    expect(niceMax(260)).toBe(500);
  });
});
