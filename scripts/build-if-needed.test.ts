/**
 * docs/security/data.md#shutdown-and-health: the first `npm start` writes .env; it prints a
 * generated password only when that password is the one to sign in with.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const script = path.resolve(import.meta.dirname, "build-if-needed.mjs");

/** Runs the prestart script in an empty folder: nothing to build, no .env yet. */
function firstStart(env: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-first-start-"));
  try {
    const result = spawnSync(process.execPath, [script], {
      cwd: dir,
      env: { PATH: process.env.PATH, ...env },
      encoding: "utf8",
    });
    return {
      status: result.status,
      output: `${result.stdout}${result.stderr}`,
      envFile: fs.readFileSync(path.join(dir, ".env"), "utf8"),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("first start", () => {
  it("does not print or store generated credentials when the administrator comes from the environment", () => {
    const { status, output, envFile } = firstStart({
      ADMIN_EMAIL: "owner@example.com",
      ADMIN_PASSWORD: "chosen-by-the-owner-2026",
    });
    expect(status).toBe(0);
    expect(output).toContain("Sign in at /login as owner@example.com");
    expect(output).not.toMatch(/with the password \S+/);
    expect(output).not.toContain("admin@srilakshmibuilders.in");
    expect(output).not.toContain("chosen-by-the-owner-2026");
    expect(envFile).toMatch(/^SESSION_SECRET=[0-9a-f]{64}$/m);
    expect(envFile).not.toMatch(/ADMIN_(EMAIL|PASSWORD)=/);
  });

  it("prints the generated password it stored when no administrator is given", () => {
    const { status, output, envFile } = firstStart({});
    expect(status).toBe(0);
    const printed = /with the password (\S+)/.exec(output)?.[1];
    expect(printed).toBeDefined();
    expect(envFile).toContain(`ADMIN_PASSWORD=${printed}`);
    expect(envFile).toContain("ADMIN_EMAIL=admin@srilakshmibuilders.in");
  });
});
