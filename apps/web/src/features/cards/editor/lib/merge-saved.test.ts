import { emptyCardContent } from "@keen/contracts";
import { describe, expect, it } from "vitest";
import { mergeSaved } from "./merge-saved";

const base = { ...emptyCardContent(), title: "Bridges", summary: "Build a bridge." };

describe("mergeSaved", () => {
  it("keeps what was sent as the baseline (no caret jumps when the server trims)", () => {
    const sent = { ...base, title: "Bridges " };
    const result = mergeSaved({
      sent,
      sentUnits: ["title"],
      server: { ...base, title: "Bridges" },
      serverRevision: 4,
      saved: base,
      local: sent,
    });
    expect(result.saved.title).toBe("Bridges ");
    expect(result.local.title).toBe("Bridges ");
    expect(result.conflicts).toEqual([]);
  });

  it("takes someone else's change to a field this person has not touched", () => {
    const result = mergeSaved({
      sent: { ...base, title: "Bridge lab" },
      sentUnits: ["title"],
      server: { ...base, title: "Bridge lab", summary: "Their summary." },
      serverRevision: 5,
      saved: base,
      local: { ...base, title: "Bridge lab" },
    });
    expect(result.local.summary).toBe("Their summary.");
    expect(result.saved.summary).toBe("Their summary.");
    expect(result.conflicts).toEqual([]);
  });

  it("reports a conflict instead of overwriting when both changed a field not in the save", () => {
    const result = mergeSaved({
      sent: { ...base, title: "Bridge lab" },
      sentUnits: ["title"],
      server: { ...base, title: "Bridge lab", summary: "Their summary." },
      serverRevision: 5,
      saved: base,
      local: { ...base, title: "Bridge lab", summary: "My summary, typed while saving." },
    });
    expect(result.local.summary).toBe("My summary, typed while saving.");
    expect(result.saved.summary).toBe("Their summary.");
    expect(result.conflicts).toMatchObject([
      { field: "summary", currentValue: "Their summary.", revision: 5 },
    ]);
  });
});
