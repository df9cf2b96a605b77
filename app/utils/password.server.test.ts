import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "./password.server";

describe("passwordProblem (issue 5.5)", () => {
  it("refuses fewer than 8 characters and accepts 8", () => {
    expect(passwordProblem("")).toMatch(/at least 8 characters/);
    expect(passwordProblem("a7#kQ2z")).toMatch(/at least 8 characters/);
    expect(passwordProblem("a7#kQ2zp")).toBeNull();
  });

  it("accepts long passphrases of 64 characters and more", () => {
    const passphrase = "the red tractor climbs the muddy road to the new site at dawn, slowly";
    expect(passphrase.length).toBeGreaterThanOrEqual(64);
    expect(passwordProblem(passphrase)).toBeNull();
    expect(passwordProblem("x".repeat(200))).toBeNull();
  });

  it("refuses common passwords whatever their case", () => {
    for (const common of [
      "password",
      "Password123",
      "12345678",
      "qwertyuiop",
      "P@ssw0rd",
      "chennai123",
    ]) {
      expect(passwordProblem(common), common).toMatch(/too common/);
    }
  });
});

describe("password hashing", () => {
  it("stores a salted scrypt hash that verifies only the same password", async () => {
    const hash = await hashPassword("site-visit-2026!");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(hash).not.toContain("site-visit-2026!");
    expect(await hashPassword("site-visit-2026!")).not.toBe(hash);
    expect(await verifyPassword("site-visit-2026!", hash)).toBe(true);
    expect(await verifyPassword("site-visit-2026?", hash)).toBe(false);
  });
});
