import { describe, expect, it } from "vitest";
import { readCardFilters, toggleFilterValue, withoutCardFilters, withParam } from "./card-filters";

describe("card filters in the address", () => {
  it("round-trips every filter and the sort through the query string", () => {
    let params = new URLSearchParams("query=statics&page=3");
    params = toggleFilterValue(params, "courseLevel", "first-year");
    params = toggleFilterValue(params, "courseLevel", "graduate");
    params = toggleFilterValue(params, "license", "cc0-1.0");
    params = toggleFilterValue(params, "discipline", "5b0c1f3e-7777-4000-8000-000000000007");
    params = withParam(params, "tag", "mechanics");
    params = withParam(params, "reviewed", "true");
    params = withParam(params, "sort", "most_used");
    // A change goes back to the first page.
    expect(params.has("page")).toBe(false);

    const reloaded = readCardFilters(new URLSearchParams(params.toString()));
    expect(reloaded).toEqual({
      cardType: [],
      discipline: ["5b0c1f3e-7777-4000-8000-000000000007"],
      courseLevel: ["first-year", "graduate"],
      license: ["cc0-1.0"],
      tag: "mechanics",
      reviewed: true,
      exemplar: false,
      sort: "most_used",
    });
  });

  it("turns a chosen value off again and drops the parameter with its last value", () => {
    let params = new URLSearchParams("courseLevel=first-year,graduate");
    params = toggleFilterValue(params, "courseLevel", "first-year");
    expect(params.get("courseLevel")).toBe("graduate");
    params = toggleFilterValue(params, "courseLevel", "graduate");
    expect(params.has("courseLevel")).toBe(false);
  });

  it("ignores an unknown sort and empty values, and clears filters but keeps the query and sort", () => {
    const params = new URLSearchParams("query=beam&sort=oldest&license=,cc0-1.0,&exemplar=true");
    expect(readCardFilters(params)).toMatchObject({ sort: undefined, license: ["cc0-1.0"], exemplar: true });
    const cleared = withoutCardFilters(new URLSearchParams("query=beam&sort=newest&tag=x&discipline=a"));
    expect(cleared.toString()).toBe("query=beam&sort=newest");
  });
});
