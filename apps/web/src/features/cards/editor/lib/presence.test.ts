import { describe, expect, it } from "vitest";
import { grace, maxMember } from "../test/fake-collab";
import { othersInField, presenceOf } from "./presence";

describe("presenceOf", () => {
  it("lists this person first, then each other member once by name, whatever their tabs say", () => {
    const ada = { id: "0b4f6c1e-1d0c-4a8e-9a51-00000000000a", name: "Ada Lovelace", color: "#15803d" };
    const states = [
      { user: grace, "caret:description": null },
      { user: maxMember },
      { user: ada },
      { user: { ...grace, name: "Grace Hopper" } },
      {},
      { user: { id: 7, name: "Not a member" } },
    ];
    expect(presenceOf(states, maxMember)).toEqual([
      { ...maxMember, isSelf: true },
      { ...ada, isSelf: false },
      { ...grace, isSelf: false },
    ]);
  });

  it("gives someone whose colour is not a colour their usual one", () => {
    const [, other] = presenceOf([{ user: { ...grace, color: "red; background: url(x)" } }], maxMember);
    expect(other?.color).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe("othersInField", () => {
  it("names the other members in a field once each, never this person", () => {
    const states = [
      { user: grace, field: "title" },
      { user: grace, field: "summary" },
      { user: { ...grace, name: "Grace Hopper" }, field: "title" },
      { user: maxMember, field: "title" },
      { user: { id: "0b4f6c1e-1d0c-4a8e-9a51-00000000000a", name: "Ada", color: "#15803d" }, field: null },
    ];
    expect(othersInField(states, maxMember, "title")).toEqual([grace]);
    expect(othersInField(states, maxMember, "summary")).toEqual([grace]);
    expect(othersInField(states, maxMember, "description")).toEqual([]);
  });
});
