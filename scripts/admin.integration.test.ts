/**
 * `npm run admin` (docs/deploy.md, docs/decisions/016-accounts-and-first-passwords.md):
 * creates administrators and sets passwords, refusing weak ones and ending every
 * session of the account.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { apiToken, authorized, multipart, signInApi } from "../test/support/api";
import { useApiServer } from "../test/support/api-server";
import { runScript } from "../test/support/run-script";
import { ADMIN_EMAIL } from "../test/support/server";

const root = path.resolve(import.meta.dirname, "..");

const runAdmin = (args: string[], env: Record<string, string>) => runScript("admin.ts", args, env);

describe("npm run admin", { timeout: 60_000 }, () => {
  // The tests sign in themselves: a token taken before set-password is what it must end.
  const api = useApiServer({ signIn: false });
  let env: Record<string, string>;

  beforeAll(() => {
    env = { DATABASE_PATH: api.server.databasePath, UPLOADS_DIR: api.server.uploadsDir };
  });

  it("set-password ends every session and token of the running site and the new password works", async () => {
    const token = await apiToken(api.baseURL);
    const result = await runAdmin(["set-password", ADMIN_EMAIL], {
      ...env,
      ADMIN_NEW_PASSWORD: "a brand new passphrase for the owner",
    });
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/Password changed for owner@example.com; every session/);
    expect(result.code).toBe(0);

    const replay = await fetch(
      `${api.baseURL}/api/create-project`,
      authorized(token, { method: "POST", body: multipart({}) }),
    );
    expect(replay.status).toBe(401);
    const fresh = await signInApi(api.baseURL, {
      email: ADMIN_EMAIL,
      password: "a brand new passphrase for the owner",
    });
    expect(fresh.status).toBe(200);
  });

  it("set-password refuses weak passwords and changes nothing", async () => {
    const weakOnes = ["short1!", "password123", "Qwertyuiop"];
    const results = await Promise.all(
      weakOnes.map((weak) =>
        runAdmin(["set-password", ADMIN_EMAIL], { ...env, ADMIN_NEW_PASSWORD: weak }),
      ),
    );
    for (const result of results) {
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/at least 8 characters|too common/);
    }
    const stillOld = await signInApi(api.baseURL, {
      email: ADMIN_EMAIL,
      password: "a brand new passphrase for the owner",
    });
    expect(stillOld.status).toBe(200);
  });

  it("set-password refuses an unknown e-mail and a missing password", async () => {
    const unknown = await runAdmin(["set-password", "nobody@example.com"], {
      ...env,
      ADMIN_NEW_PASSWORD: "good-enough-pass-4",
    });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/No administrator has the e-mail nobody@example.com/);

    const noPassword = await runAdmin(["set-password", ADMIN_EMAIL], env);
    expect(noPassword.code).toBe(1);
    expect(noPassword.stderr).toMatch(/ADMIN_NEW_PASSWORD/);
  });

  it("create adds an administrator who can sign in, refusing duplicates and weak passwords", async () => {
    const weak = await runAdmin(["create", "partner@example.com"], {
      ...env,
      ADMIN_NEW_PASSWORD: "12345678",
    });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/too common/);

    const created = await runAdmin(["create", "partner@example.com"], {
      ...env,
      ADMIN_NEW_PASSWORD: "partner passphrase 2026",
    });
    expect(created.stdout).toMatch(/Administrator partner@example.com created/);
    expect(created.code).toBe(0);
    const signIn = await signInApi(api.baseURL, {
      email: "partner@example.com",
      password: "partner passphrase 2026",
    });
    expect(signIn.status).toBe(200);

    const duplicate = await runAdmin(["create", "Partner@example.com"], {
      ...env,
      ADMIN_NEW_PASSWORD: "another passphrase 2026",
    });
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toMatch(/already exists/);
  });

  it("prints usage for a wrong command", async () => {
    const result = await runAdmin(["delete-everything"], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Usage:/);
  });

  const hasScript = spawnSync("script", ["--version"]).status === 0;
  it.skipIf(!hasScript)("asks twice on a terminal without echoing the password", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-admin-tty-"));
    const ttyEnv = {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      DATABASE_PATH: path.join(dataDir, "app.db"),
      UPLOADS_DIR: path.join(dataDir, "uploads"),
    };
    const create = await runAdmin(["create", "tty@example.com"], {
      ...ttyEnv,
      ADMIN_NEW_PASSWORD: "first tty passphrase",
    });
    expect(create.code).toBe(0);
    const secret = "typed-in-secret-77";
    // `script` gives the command a pseudo-terminal, as an SSH session would.
    const child = spawn(
      "script",
      [
        "-qec",
        `${process.execPath} --import tsx scripts/admin.ts set-password tty@example.com`,
        "/dev/null",
      ],
      { cwd: root, env: ttyEnv },
    );
    let output = "";
    const code = await new Promise<number | null>((resolve) => {
      child.stdout.on("data", (chunk) => {
        output += chunk;
        if (/(New password|Repeat the new password): $/.test(output))
          child.stdin.write(`${secret}\r`);
      });
      child.on("exit", resolve);
    });
    expect(output).toMatch(
      /New password: \r?\nRepeat the new password: \r?\nPassword changed for tty@example.com/,
    );
    expect(output).not.toContain(secret);
    expect(code).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
