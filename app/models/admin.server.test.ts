/**
 * docs/security/sign-in.md#sessions-and-tokens: sessions and tokens live on the server, expire
 * after inactivity and after an absolute lifetime, and die at logout and password change.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-admin-test-"));
process.env.DATABASE_PATH = path.join(dataDir, "app.db");
process.env.UPLOADS_DIR = path.join(dataDir, "uploads");

const db = await import("~/db/db.server");
const admins = await import("./admin.server");
const { SESSION_LIFETIMES, createSession, findSessionAdmin, revokeSession } = admins;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
let owner: { id: string; email: string };

beforeAll(async () => {
  db.migrateDatabase();
  owner = await admins.createAdmin("Owner@Example.com", "first-password-1");
});
afterAll(() => {
  db.closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("session lifetimes", () => {
  it("keeps cookies for days and tokens for hours", () => {
    expect(SESSION_LIFETIMES.cookie).toEqual({ idleMs: 3 * DAY, absoluteMs: 14 * DAY });
    expect(SESSION_LIFETIMES.token).toEqual({ idleMs: 2 * HOUR, absoluteMs: 24 * HOUR });
  });

  for (const kind of ["cookie", "token"] as const) {
    const { idleMs, absoluteMs } = SESSION_LIFETIMES[kind];

    it(`ends a ${kind} after inactivity, for good`, () => {
      const secret = createSession(owner.id, kind);
      // Read after creating, so the session's own clock is never later than ours.
      const start = Date.now();
      expect(findSessionAdmin(secret, kind, start + idleMs - 1000)).toEqual({
        id: owner.id,
        email: "owner@example.com",
      });
      // Used just before the idle limit, so the clock restarts from there.
      expect(findSessionAdmin(secret, kind, start + 2 * idleMs - 2000)).not.toBeNull();
      expect(findSessionAdmin(secret, kind, start + 3 * idleMs)).toBeNull();
      // The row is gone: even an earlier clock does not bring it back.
      expect(findSessionAdmin(secret, kind, start)).toBeNull();
    });

    it(`ends a ${kind} after its absolute lifetime even when used all along`, () => {
      const secret = createSession(owner.id, kind);
      // Read after creating, so the session's own clock is never later than ours.
      const start = Date.now();
      let now = start;
      const step = idleMs / 2;
      while (now + step < start + absoluteMs) {
        now += step;
        expect(findSessionAdmin(secret, kind, now)).not.toBeNull();
      }
      expect(findSessionAdmin(secret, kind, start + absoluteMs)).toBeNull();
    });
  }

  it("refuses a cookie secret as a bearer token and the reverse", () => {
    const cookie = createSession(owner.id, "cookie");
    const token = createSession(owner.id, "token");
    expect(findSessionAdmin(cookie, "token")).toBeNull();
    expect(findSessionAdmin(token, "cookie")).toBeNull();
    expect(findSessionAdmin(cookie, "cookie")).not.toBeNull();
  });

  it("refuses unknown, empty and oversized secrets", () => {
    expect(findSessionAdmin("made-up", "token")).toBeNull();
    expect(findSessionAdmin("", "token")).toBeNull();
    expect(findSessionAdmin("x".repeat(5000), "token")).toBeNull();
  });

  it("stores only a hash of the secret", () => {
    const secret = createSession(owner.id, "token");
    const rows = db.getDb().$client.prepare("select * from sessions").all();
    expect(JSON.stringify(rows)).not.toContain(secret);
  });
});

describe("ending sessions", () => {
  it("revokes one session at logout, leaving the others", () => {
    const a = createSession(owner.id, "token");
    const b = createSession(owner.id, "cookie");
    revokeSession(a);
    expect(findSessionAdmin(a, "token")).toBeNull();
    expect(findSessionAdmin(b, "cookie")).not.toBeNull();
  });

  it("ends every session and token when the password changes", async () => {
    const cookie = createSession(owner.id, "cookie");
    const token = createSession(owner.id, "token");
    expect(await admins.setAdminPassword("OWNER@example.com", "second-password-2")).toBe(true);
    expect(findSessionAdmin(cookie, "cookie")).toBeNull();
    expect(findSessionAdmin(token, "token")).toBeNull();
    expect(await admins.verifyCredentials("owner@example.com", "first-password-1")).toBeNull();
    expect(await admins.verifyCredentials("owner@example.com", "second-password-2")).toEqual(owner);
  });

  it("refuses a weak new password and keeps the sessions", async () => {
    const token = createSession(owner.id, "token");
    await expect(admins.setAdminPassword("owner@example.com", "password1")).rejects.toThrow(
      admins.WeakPasswordError,
    );
    await expect(admins.setAdminPassword("owner@example.com", "short")).rejects.toThrow(
      /8 characters/,
    );
    expect(findSessionAdmin(token, "token")).not.toBeNull();
  });

  it("answers false for an unknown administrator", async () => {
    expect(await admins.setAdminPassword("nobody@example.com", "a-fine-password-3")).toBe(false);
  });

  it("refuses a weak password when creating an administrator", async () => {
    await expect(admins.createAdmin("second@example.com", "12345678")).rejects.toThrow(
      /too common/,
    );
    expect(admins.countAdmins()).toBe(1);
  });
});
