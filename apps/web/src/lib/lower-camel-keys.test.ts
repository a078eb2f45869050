import { describe, expect, it } from "vitest";
import { toLowerCamelKeys } from "./lower-camel-keys";

describe("toLowerCamelKeys", () => {
  it("lower-cases the first letter of every key, through nested objects and arrays", () => {
    const input = {
      UserId: "u1",
      FirstName: "Ada",
      isOnboarded: true,
      Institutions: [{ Id: "i1", Name: "LTU", Location: { City: "Southfield" } }],
      Tags: ["Keep", "Values"],
    };
    expect(toLowerCamelKeys(input)).toEqual({
      userId: "u1",
      firstName: "Ada",
      isOnboarded: true,
      institutions: [{ id: "i1", name: "LTU", location: { city: "Southfield" } }],
      tags: ["Keep", "Values"],
    });
  });

  it("leaves primitives, null and non-plain objects untouched", () => {
    const date = new Date(0);
    expect(toLowerCamelKeys(null)).toBeNull();
    expect(toLowerCamelKeys("Text")).toBe("Text");
    expect(toLowerCamelKeys({ When: date }).when).toBe(date);
    expect(toLowerCamelKeys([{ A: 1 }, 2])).toEqual([{ a: 1 }, 2]);
  });
});
