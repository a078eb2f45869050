import { describe, expect, it } from "vitest";
import { buildContent, doc } from "../testing/review-fixtures";
import { diffRoundContent } from "./content-diff";

describe("diffRoundContent", () => {
  it("leaves out fields that did not change", () => {
    expect(diffRoundContent(buildContent(), buildContent())).toEqual([]);
  });

  it("diffs the words of the title, summary and rich-text fields that changed", () => {
    const before = buildContent({ summary: "Teams build a bridge.", instructorTips: null });
    const after = buildContent({
      summary: "Teams build and test a bridge.",
      instructorTips: doc("Bring tape."),
    });
    const diff = diffRoundContent(before, after);
    expect(diff.map((field) => field.label)).toEqual(["Summary", "Instructor tips"]);
    expect(
      diff[0]?.parts.filter((part) => part.kind !== "same").map((part) => [part.kind, part.value]),
    ).toEqual([["added", "and test "]]);
    expect(diff[1]?.parts).toEqual([{ kind: "added", value: "Bring tape." }]);
  });

  it("reads rich text paragraph by paragraph", () => {
    const before = buildContent({ description: doc("Teams of four.", "Test the bridge.") });
    const after = buildContent({ description: doc("Teams of three.", "Test the bridge.") });
    const [description] = diffRoundContent(before, after);
    expect(description?.parts.map((part) => `${part.kind}:${part.value}`)).toEqual([
      "same:Teams of ",
      "removed:four",
      "added:three",
      "same:.\nTest the bridge.",
    ]);
  });
});
