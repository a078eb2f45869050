import { describe, expect, it } from "vitest";
import { reviewedConfirmation, reviewedResult, reviewedStanding } from "./reviewed-outcome";

const awaiting = { versionNumber: null, publishWhenReviewed: false, isDraftReviewed: true };

describe("what a reviewed decision does", () => {
  it("tells the reviewer beforehand whether the card will be published on the authors' behalf", () => {
    expect(reviewedConfirmation(false)).toMatch(/publish the reviewed version themselves/);
    expect(reviewedConfirmation(true)).toMatch(/published on their behalf/);
  });

  it("tells the reviewer afterwards what happened, from the server's answer", () => {
    expect(reviewedResult(awaiting)).toBe(
      "The authors have been told. The reviewed version carries the Peer reviewed badge once they publish it.",
    );
    expect(reviewedResult({ ...awaiting, versionNumber: 3, publishWhenReviewed: true })).toBe(
      "Version 3 is published on the authors’ behalf with the Peer reviewed badge, and they have been told.",
    );
    expect(reviewedResult({ ...awaiting, versionNumber: 1 })).toMatch(
      /^Version 1 is already published and now carries the Peer reviewed badge/,
    );
  });

  it("tells the authors whether to publish, and whether their draft is still the reviewed version", () => {
    expect(reviewedStanding(awaiting)).toMatch(/Publish it to put the reviewed version out/);
    expect(reviewedStanding({ ...awaiting, isDraftReviewed: false })).toMatch(
      /draft has changed since it was submitted: publishing it now does not carry/,
    );
    expect(reviewedStanding({ ...awaiting, versionNumber: 2 })).toMatch(
      /^This card passed peer review: version 2 carries the Peer reviewed badge/,
    );
  });
});
