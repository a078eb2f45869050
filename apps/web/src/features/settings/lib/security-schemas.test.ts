import { describe, expect, it } from "vitest";
import { passwordRuleStatus } from "./security-schemas";

describe("passwordRuleStatus", () => {
  it("meets nothing yet while the field is empty", () => {
    expect(passwordRuleStatus("", "ada@ltu.edu")).toEqual([false, false, null]);
  });

  it("ticks the length rule from ten characters on", () => {
    expect(passwordRuleStatus("short-pw1", undefined)[0]).toBe(false);
    expect(passwordRuleStatus("long-enough", undefined)[0]).toBe(true);
  });

  it("does not tick the email rule when the password is the email, whatever its case", () => {
    expect(passwordRuleStatus(" ADA@ltu.edu ", "ada@ltu.edu")[1]).toBe(false);
    expect(passwordRuleStatus("Turbine-and-Lathe", "ada@ltu.edu")[1]).toBe(true);
  });

  it("leaves the common-password rule to the identity provider", () => {
    expect(passwordRuleStatus("password123", "ada@ltu.edu")[2]).toBeNull();
  });
});
