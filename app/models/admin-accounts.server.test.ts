/**
 * Accounts (docs/product/admin.md#account, #administrators): own password change, sessions with
 * device and last seen, administrators added with a first password and removed (never the last).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-accounts-test-"));
process.env.DATABASE_PATH = path.join(dataDir, "app.db");
process.env.UPLOADS_DIR = path.join(dataDir, "uploads");

const db = await import("~/db/db.server");
const admins = await import("./admin.server");

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";

let owner: { id: string; email: string };

beforeAll(async () => {
  db.migrateDatabase();
  owner = await admins.createAdmin("owner@example.com", "first-password-1");
});
afterAll(() => {
  db.closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("own password change", () => {
  it("needs the current password and the usual strength, and ends every other session", async () => {
    const here = admins.createSession(owner.id, "cookie", PHONE_UA);
    const laptop = admins.createSession(owner.id, "cookie", "Firefox/133.0");
    const token = admins.createSession(owner.id, "token", "curl/8.5.0");
    const hereId = admins.findSession(here, "cookie")!.sessionId;

    expect(
      await admins.changeOwnPassword(owner.id, "wrong-password", "another-pass-2", hereId),
    ).toMatchObject({ ok: false, field: "currentPassword" });
    expect(
      await admins.changeOwnPassword(owner.id, "first-password-1", "password123", hereId),
    ).toMatchObject({ ok: false, field: "newPassword", message: /too common/ });
    expect(admins.findSessionAdmin(laptop, "cookie")).not.toBeNull();

    expect(
      await admins.changeOwnPassword(owner.id, "first-password-1", "another-pass-2", hereId),
    ).toEqual({ ok: true });
    expect(admins.findSessionAdmin(here, "cookie")).not.toBeNull();
    expect(admins.findSessionAdmin(laptop, "cookie")).toBeNull();
    expect(admins.findSessionAdmin(token, "token")).toBeNull();
    expect(await admins.verifyCredentials("owner@example.com", "another-pass-2")).not.toBeNull();
    expect(await admins.verifyCredentials("owner@example.com", "first-password-1")).toBeNull();
  });
});

describe("sessions of an account", () => {
  it("lists live sessions with user agent and ends only one's own", async () => {
    const other = await admins.createAdmin("engineer@example.com", "engineer-pass-1");
    const mine = admins.createSession(owner.id, "token", "curl/8.5.0");
    const theirs = admins.createSession(other.id, "cookie", PHONE_UA);
    const list = admins.listAdminSessions(owner.id);
    const token = list.find((row) => row.userAgent === "curl/8.5.0")!;
    expect(token).toMatchObject({ kind: "token" });
    expect(Date.parse(token.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);

    const theirId = admins.findSession(theirs, "cookie")!.sessionId;
    expect(admins.endAdminSession(owner.id, theirId)).toBe(false);
    expect(admins.findSessionAdmin(theirs, "cookie")).not.toBeNull();
    expect(admins.endAdminSession(owner.id, token.id)).toBe(true);
    expect(admins.findSessionAdmin(mine, "token")).toBeNull();
    admins.removeAdmin(other.id);
  });
});

describe("administrators", () => {
  it("adds one who must change the first password, refuses duplicates, removes", async () => {
    const added = await admins.createAdmin("site.engineer@example.com", "temporary-pass-9", {
      mustChangePassword: true,
    });
    await expect(
      admins.createAdmin("Site.Engineer@example.com", "temporary-pass-9"),
    ).rejects.toThrow(admins.DuplicateAdminError);
    const cookie = admins.createSession(added.id, "cookie");
    expect(admins.findSession(cookie, "cookie")).toMatchObject({ mustChangePassword: true });
    expect(admins.mustChangePassword(added.id)).toBe(true);

    const sessionId = admins.findSession(cookie, "cookie")!.sessionId;
    await admins.changeOwnPassword(added.id, "temporary-pass-9", "my-own-pass-7", sessionId);
    expect(admins.findSession(cookie, "cookie")).toMatchObject({ mustChangePassword: false });

    expect(admins.listAdmins().map((row) => row.email)).toContain("site.engineer@example.com");
    expect(admins.removeAdmin(added.id)).toBe("removed");
    expect(admins.findSessionAdmin(cookie, "cookie")).toBeNull();
    expect(admins.removeAdmin(added.id)).toBe("missing");
  });

  it("never removes the last administrator", () => {
    expect(admins.listAdmins()).toHaveLength(1);
    expect(admins.removeAdmin(owner.id)).toBe("last");
    expect(admins.listAdmins()).toHaveLength(1);
  });

  it("the command line's password reset clears the first-password flag", async () => {
    await admins.createAdmin("helper@example.com", "temporary-pass-9", {
      mustChangePassword: true,
    });
    await admins.setAdminPassword("helper@example.com", "chosen-by-owner-3");
    const helper = admins.listAdmins().find((row) => row.email === "helper@example.com")!;
    expect(helper.mustChangePassword).toBe(false);
    admins.removeAdmin(helper.id);
  });
});
