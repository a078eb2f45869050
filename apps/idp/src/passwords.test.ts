import { describe, expect, it } from "vitest";
import { checkPassword, estimateStrength, isCommonPassword } from "./passwords";

describe("password rules", () => {
  it("accepts a long, uncommon password", () => {
    expect(checkPassword("analytical-engine-1843", { email: "ada@example.edu" })).toEqual([]);
  });

  it("needs at least 10 characters", () => {
    expect(checkPassword("Sh0rt!pw", {})).toEqual(["Use at least 10 characters."]);
    expect(checkPassword("exactly10c", {})).toEqual([]);
  });

  it("refuses the email address or its local part, in any case", () => {
    expect(checkPassword("Ada.Lovelace@Example.edu", { email: "ada.lovelace@example.edu" })).toContain(
      "Don't use your email address as your password.",
    );
    expect(checkPassword("ada.lovelace", { email: "ada.lovelace@example.edu" })).toContain(
      "Don't use your email address as your password.",
    );
  });

  it("refuses common passwords, decorated common words, repeats and keyboard runs", () => {
    for (const password of [
      "password123",
      "Password2024!",
      "qwertyuiop",
      "1234567890",
      "aaaaaaaaaaaa",
      "Welcome!!2025",
    ]) {
      expect(isCommonPassword(password), password).toBe(true);
      expect(checkPassword(password, {})).toContain(
        "This password is too common. Choose something harder to guess.",
      );
    }
    expect(isCommonPassword("keen-demo-password")).toBe(false);
  });

  it("caps the length so hashing stays cheap", () => {
    expect(checkPassword("x".repeat(150) + "y".repeat(60), {})).toContain("Use at most 200 characters.");
  });

  it("gives a strength hint that grows with length and variety", () => {
    expect(estimateStrength("password123")).toBe("weak");
    expect(estimateStrength("bridgetruss")).toBe("weak");
    expect(estimateStrength("bridge-truss-42")).toBe("good");
    expect(estimateStrength("Bridge-Truss-Analysis-42")).toBe("strong");
  });
});
