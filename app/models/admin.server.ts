import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { administrators, sessions } from "~/db/schema";
import { newId } from "~/utils/ids.server";
import {
  getDecoyHash,
  hashPassword,
  passwordProblem,
  verifyPassword,
  type HashLane,
} from "~/utils/password.server";

export type Admin = { id: string; email: string };
/** A live session and whom it belongs to. */
export type SessionInfo = { admin: Admin; sessionId: string; mustChangePassword: boolean };
type SessionSummary = {
  id: string;
  kind: SessionKind;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
};
type AdminSummary = Admin & { name: string; createdAt: string; mustChangePassword: boolean };
type SessionKind = "cookie" | "token";

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

export class DuplicateAdminError extends Error {}

/**
 * Adds an administrator. One added by another administrator gets
 * `mustChangePassword`: the first password was chosen by someone else.
 */
export async function createAdmin(
  email: string,
  password: string,
  options: { mustChangePassword?: boolean } = {},
): Promise<Admin> {
  const problem = passwordProblem(password);
  if (problem) throw new WeakPasswordError(problem);
  const admin = { id: newId(), email: normalizeEmail(email) };
  if (findAdminByEmail(admin.email)) {
    throw new DuplicateAdminError("An administrator with this e-mail already exists.");
  }
  getDb()
    .insert(administrators)
    .values({
      ...admin,
      passwordHash: await hashPassword(password),
      mustChangePassword: options.mustChangePassword ?? false,
    })
    .run();
  return admin;
}

export function mustChangePassword(adminId: string): boolean {
  return (
    getDb()
      .select({ flag: administrators.mustChangePassword })
      .from(administrators)
      .where(eq(administrators.id, adminId))
      .get()?.flag ?? false
  );
}

export function listAdmins(): AdminSummary[] {
  return getDb()
    .select({
      id: administrators.id,
      email: administrators.email,
      name: administrators.name,
      createdAt: administrators.createdAt,
      mustChangePassword: administrators.mustChangePassword,
    })
    .from(administrators)
    .orderBy(asc(administrators.createdAt), asc(administrators.email))
    .all();
}

/**
 * Removes an administrator with all its sessions and tokens. The last one
 * stays, so the site can always be managed: the count and the delete run
 * in one transaction.
 */
export function removeAdmin(id: string): "removed" | "last" | "missing" {
  return getDb().transaction((tx) => {
    const exists = tx
      .select({ id: administrators.id })
      .from(administrators)
      .where(eq(administrators.id, id))
      .get();
    if (!exists) return "missing";
    const count =
      tx
        .select({ count: sql<number>`count(*)` })
        .from(administrators)
        .get()?.count ?? 0;
    if (count <= 1) return "last";
    tx.delete(administrators).where(eq(administrators.id, id)).run();
    return "removed";
  });
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
    tx.update(administrators)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(administrators.id, admin.id))
      .run();
    tx.delete(sessions).where(eq(sessions.adminId, admin.id)).run();
  });
  return true;
}

/**
 * Another administrator sets a new first password for this account (the way back in without
 * mail): the account must replace it at its next sign-in, and every session and token it has
 * ends in the same transaction.
 */
export async function setFirstPassword(adminId: string, password: string): Promise<Admin | null> {
  const problem = passwordProblem(password);
  if (problem) throw new WeakPasswordError(problem);
  const passwordHash = await hashPassword(password);
  return getDb().transaction((tx) => {
    const admin = tx
      .select({ id: administrators.id, email: administrators.email })
      .from(administrators)
      .where(eq(administrators.id, adminId))
      .get();
    if (!admin) return null;
    tx.update(administrators)
      .set({ passwordHash, mustChangePassword: true })
      .where(eq(administrators.id, adminId))
      .run();
    tx.delete(sessions).where(eq(sessions.adminId, adminId)).run();
    return admin;
  });
}

/** A new e-mail for an administrator (their sign-in name); refused when another account has it. */
export function changeAdminEmail(adminId: string, email: string): Admin {
  const next = normalizeEmail(email);
  const other = findAdminByEmail(next);
  if (other && other.id !== adminId) {
    throw new DuplicateAdminError("An administrator with this e-mail already exists.");
  }
  getDb().update(administrators).set({ email: next }).where(eq(administrators.id, adminId)).run();
  return { id: adminId, email: next };
}

/** The administrator's name as they gave it on the Account screen; "" when none. */
export function adminName(adminId: string): string {
  const row = getDb()
    .select({ name: administrators.name })
    .from(administrators)
    .where(eq(administrators.id, adminId))
    .get();
  return row?.name ?? "";
}

/** Sets the administrator's name ("" removes it). */
export function changeAdminName(adminId: string, name: string): void {
  getDb().update(administrators).set({ name }).where(eq(administrators.id, adminId)).run();
}

type PasswordChange =
  { ok: true } | { ok: false; field: "currentPassword" | "newPassword"; message: string };

/**
 * An administrator's own password change from the Account screen: the
 * current password is checked, the new one must pass the same rules as
 * everywhere else, and every other session and token of the account ends.
 * The session the change was made from (`keepSessionId`) stays signed in.
 */
export async function changeOwnPassword(
  adminId: string,
  currentPassword: string,
  newPassword: string,
  keepSessionId: string,
  lane?: HashLane,
): Promise<PasswordChange> {
  const db = getDb();
  const row = db.select().from(administrators).where(eq(administrators.id, adminId)).get();
  if (!row || !(await verifyPassword(currentPassword, row.passwordHash, lane))) {
    return { ok: false, field: "currentPassword", message: "The current password is not correct." };
  }
  const problem = passwordProblem(newPassword);
  if (problem) return { ok: false, field: "newPassword", message: problem };
  if (newPassword === currentPassword) {
    return {
      ok: false,
      field: "newPassword",
      message: "Choose a password different from the current one.",
    };
  }
  const passwordHash = await hashPassword(newPassword);
  db.transaction((tx) => {
    tx.update(administrators)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(administrators.id, adminId))
      .run();
    tx.delete(sessions)
      .where(and(eq(sessions.adminId, adminId), ne(sessions.id, keepSessionId)))
      .run();
  });
  return { ok: true };
}

/**
 * The one credential check behind the sign-in form and POST /api/login
 * (through app/services/password-check.server.ts, which applies the limits).
 * An unknown e-mail costs the same hash in the same `lane`, so it cannot be
 * told from a wrong password, by answer or by time.
 */
export async function verifyCredentials(
  email: string,
  password: string,
  lane?: HashLane,
): Promise<Admin | null> {
  const row = getDb()
    .select()
    .from(administrators)
    .where(eq(administrators.email, normalizeEmail(email)))
    .get();
  const matches = await verifyPassword(password, row?.passwordHash ?? getDecoyHash(), lane);
  return row && matches ? { id: row.id, email: row.email } : null;
}

/** Records a new session and returns the secret the client keeps. */
export function createSession(adminId: string, kind: SessionKind, userAgent = ""): string {
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
      userAgent: userAgent.slice(0, 300),
    })
    .run();
  return token;
}

/** The administrator behind a live session, or null when unknown, expired, idle or revoked. */
export function findSessionAdmin(token: string, kind: SessionKind, now = Date.now()): Admin | null {
  return findSession(token, kind, now)?.admin ?? null;
}

/** A live session with its id and its administrator, or null (see findSessionAdmin). */
export function findSession(
  token: string,
  kind: SessionKind,
  now = Date.now(),
): SessionInfo | null {
  if (!token || token.length > 200) return null;
  const db = getDb();
  const row = db
    .select({
      id: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      adminId: administrators.id,
      email: administrators.email,
      mustChangePassword: administrators.mustChangePassword,
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
  return {
    admin: { id: row.adminId, email: row.email },
    sessionId: row.id,
    mustChangePassword: row.mustChangePassword,
  };
}

/** An administrator's live sessions and tokens, most recently used first. */
export function listAdminSessions(adminId: string, now = Date.now()): SessionSummary[] {
  const nowIso = new Date(now).toISOString();
  return getDb()
    .select({
      id: sessions.id,
      kind: sessions.kind,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.adminId, adminId), gt(sessions.expiresAt, nowIso)))
    .orderBy(desc(sessions.lastSeenAt))
    .all()
    .filter((row) => now - Date.parse(row.lastSeenAt) < SESSION_LIFETIMES[row.kind].idleMs);
}

/** Ends one of the administrator's own sessions or tokens; false when it was not theirs or gone. */
export function endAdminSession(adminId: string, sessionId: string): boolean {
  return (
    getDb()
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.adminId, adminId)))
      .run().changes === 1
  );
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
