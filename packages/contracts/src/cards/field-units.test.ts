import { emptyCardContent } from "@keen/contracts";
import { describe, expect, it } from "vitest";
import { applyPatch, buildPatch, changedUnits, unitOfPath } from "./field-units";

describe("field units", () => {
  it("finds changed units, nesting mindset and attributes fields in the patch", () => {
    const before = emptyCardContent();
    const after = {
      ...before,
      title: "Bridges",
      attributes: { ...before.attributes, tags: ["statics"] },
      mindset: { ...before.mindset, curiosity: { isSelected: true, elaboration: "" } },
    };
    const units = changedUnits(before, after);
    expect(units).toEqual(["title", "mindset.curiosity", "attributes.tags"]);
    const patch = buildPatch(after, units);
    expect(patch).toEqual({
      title: "Bridges",
      mindset: { curiosity: { isSelected: true, elaboration: "" } },
      attributes: { tags: ["statics"] },
    });
    expect(applyPatch(before, patch)).toEqual(after);
  });

  it("maps field paths of server messages to their units", () => {
    expect(unitOfPath("changes.attributes.tags.3")).toBe("attributes.tags");
    expect(unitOfPath("resources.folders.0.items.1.url")).toBe("resources");
    expect(unitOfPath("title")).toBe("title");
    expect(unitOfPath("baseRevision")).toBeUndefined();
  });
});
