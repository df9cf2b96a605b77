import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, or, sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { administrators, sessions } from "~/db/schema";
import { newId } from "~/utils/ids.server";
import {
  getDecoyHash,
  hashPassword,
  passwordProblem,
  verifyPassword,
} from "~/utils/password.server";

export type Admin = { id: string; email: string };
export type SessionKind = "cookie" | "token";

/** Inactivity and absolute lifetimes: cookies suit the owner's phone, tokens are short-lived. */
export const SESSION_LIFETIMES: Record<SessionKind, { idleMs: number; absoluteMs: number }> = {
  cookie: { idleMs: 3 * 24 * 3600_000, absoluteMs: 14 * 24 * 3600_000 },
  token: { idleMs: 2 * 3600_000, absoluteMs: 24 * 3600_000 },
};
/** Last-seen times are written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

export function countAdmins(): number {
  return (
    getDb()
      .select({ count: sql<number>`count(*)` })
      .from(administrators)
      .get()?.count ?? 0
  );
}

export function findAdminByEmail(email: string): Admin | null {
  return (
    getDb()
      .select({ id: administrators.id, email: administrators.email })
      .from(administrators)
      .where(eq(administrators.email, normalizeEmail(email)))
      .get() ?? null
  );
}

export class WeakPasswordError extends Error {}

export async function createAdmin(email: string, password: string): Promise<Admin> {
  const problem = passwordProblem(password);
  if (problem) throw new WeakPasswordError(problem);
  const admin = { id: newId(), email: normalizeEmail(email) };
  getDb()
    .insert(administrators)
    .values({ ...admin, passwordHash: await hashPassword(password) })
    .run();
  return admin;
}

/** Sets a new password and ends every session and token of that administrator. */
export async function setAdminPassword(email: string, password: string): Promise<boolean> {
  const problem = passwordProblem(password);
  if (problem) throw new WeakPasswordError(problem);
  const passwordHash = await hashPassword(password);
  const db = getDb();
  const admin = db
    .select({ id: administrators.id })
    .from(administrators)
    .where(eq(administrators.email, normalizeEmail(email)))
    .get();
  if (!admin) return false;
  db.transaction((tx) => {
    tx.update(administrators).set({ passwordHash }).where(eq(administrators.id, admin.id)).run();
    tx.delete(sessions).where(eq(sessions.adminId, admin.id)).run();
  });
  return true;
}

/**
 * The one credential check behind the sign-in form and POST /api/login.
 * An unknown e-mail costs a hash too, so it cannot be told from a wrong password.
 */
export async function verifyCredentials(email: string, password: string): Promise<Admin | null> {
  const row = getDb()
    .select()
    .from(administrators)
    .where(eq(administrators.email, normalizeEmail(email)))
    .get();
  if (!row) {
    await verifyPassword(password, await getDecoyHash());
    return null;
  }
  if (!(await verifyPassword(password, row.passwordHash, true))) return null;
  return { id: row.id, email: row.email };
}

/** Records a new session and returns the secret the client keeps. */
export function createSession(adminId: string, kind: SessionKind): string {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  getDb()
    .insert(sessions)
    .values({
      id: newId(),
      tokenHash: hashToken(token),
      adminId,
      kind,
      lastSeenAt: new Date(now).toISOString(),
      expiresAt: new Date(now + SESSION_LIFETIMES[kind].absoluteMs).toISOString(),
    })
    .run();
  return token;
}

/** The administrator behind a live session, or null when unknown, expired, idle or revoked. */
export function findSessionAdmin(token: string, kind: SessionKind, now = Date.now()): Admin | null {
  if (!token || token.length > 200) return null;
  const db = getDb();
  const row = db
    .select({
      id: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      adminId: administrators.id,
      email: administrators.email,
    })
    .from(sessions)
    .innerJoin(administrators, eq(administrators.id, sessions.adminId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, kind)))
    .get();
  if (!row) return null;
  const lastSeen = Date.parse(row.lastSeenAt);
  if (now >= Date.parse(row.expiresAt) || now - lastSeen >= SESSION_LIFETIMES[kind].idleMs) {
    db.delete(sessions).where(eq(sessions.id, row.id)).run();
    return null;
  }
  if (now - lastSeen > TOUCH_INTERVAL_MS) {
    db.update(sessions)
      .set({ lastSeenAt: new Date(now).toISOString() })
      .where(eq(sessions.id, row.id))
      .run();
  }
  return { id: row.adminId, email: row.email };
}

export function revokeSession(token: string) {
  getDb()
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .run();
}

/** Drops sessions past their absolute lifetime (run at start-up). */
export function purgeExpiredSessions(now = Date.now()) {
  const cutoff = new Date(now).toISOString();
  const idleCookie = new Date(now - SESSION_LIFETIMES.cookie.idleMs).toISOString();
  const idleToken = new Date(now - SESSION_LIFETIMES.token.idleMs).toISOString();
  getDb()
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, cutoff),
        and(eq(sessions.kind, "cookie"), lt(sessions.lastSeenAt, idleCookie)),
        and(eq(sessions.kind, "token"), lt(sessions.lastSeenAt, idleToken)),
      ),
    )
    .run();
}
