/**
 * The client's page of a private project (docs/decisions/068-private-projects-and-tracker.md):
 * a secret of 256 random bits in its address, found again by its SHA-256 through a unique index
 * in one query, so a wrong, a revoked and a malformed secret cost the same and no plain string
 * is compared in JavaScript. The unsubscribe link of the client's e-mails has a secret of its own.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, markContentChanged } from "~/db/db.server";
import { projects, projectTrackers } from "~/db/schema";

type ProjectTracker = typeof projectTrackers.$inferSelect;

/** 32 random bytes, URL-safe (43 characters). */
function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function hashOfSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

function freshSecrets() {
  const secret = newSecret();
  const unsubscribeSecret = newSecret();
  return {
    secret,
    secretHash: hashOfSecret(secret),
    unsubscribeSecret,
    unsubscribeHash: hashOfSecret(unsubscribeSecret),
  };
}

/** The project's secrets, made the first time they are asked for. */
export function trackerOf(projectId: string): ProjectTracker {
  const db = getDb();
  db.insert(projectTrackers)
    .values({ projectId, ...freshSecrets() })
    .onConflictDoNothing()
    .run();
  return db.select().from(projectTrackers).where(eq(projectTrackers.projectId, projectId)).get()!;
}

/** The stored secrets of a project, without making any (null for none yet). */
export function storedTrackerOf(projectId: string): ProjectTracker | null {
  return (
    getDb().select().from(projectTrackers).where(eq(projectTrackers.projectId, projectId)).get() ??
    null
  );
}

/**
 * A new client link: the old one answers 404 from this moment. The unsubscribe link stays (an
 * e-mail already sent keeps working) and so does the client's choice about e-mails.
 */
export function renewTrackerSecret(projectId: string): ProjectTracker {
  trackerOf(projectId);
  const { secret, secretHash } = freshSecrets();
  getDb()
    .update(projectTrackers)
    .set({ secret, secretHash })
    .where(eq(projectTrackers.projectId, projectId))
    .run();
  // A cached copy of anything that named the old link must go too.
  markContentChanged();
  return storedTrackerOf(projectId)!;
}

/**
 * Ends the client's link for good when the project stops being private: a fresh secret, never
 * shown while the project is public, takes its place, so making the project private again gives
 * the client a new link and never brings the old one back. The unsubscribe link and the client's
 * choice about e-mails stay. A project that never had a link gets none.
 */
export function revokeTrackerSecret(projectId: string): void {
  if (storedTrackerOf(projectId)) renewTrackerSecret(projectId);
}

/**
 * The query behind the client's page: one seek of the secret's hash in its unique index, joined
 * to the project only while it is private and not in the trash. Exported for its test, which
 * reads SQLite's plan of it.
 */
export function trackedProjectQuery(secret: string) {
  return getDb()
    .select({ projectId: projects.id })
    .from(projectTrackers)
    .innerJoin(projects, eq(projects.id, projectTrackers.projectId))
    .where(
      and(
        eq(projectTrackers.secretHash, hashOfSecret(secret)),
        eq(projects.visibility, "private"),
        isNull(projects.deletedAt),
      ),
    );
}

/** The id of the private project whose client page the secret opens, or null. */
export function projectIdOfTrackerSecret(secret: string): string | null {
  return trackedProjectQuery(secret).get()?.projectId ?? null;
}

/** Stops the update e-mails of the project whose unsubscribe secret this is; its id, or null. */
export function stopClientMail(secret: string, now: Date = new Date()): string | null {
  const row = getDb()
    .select({ projectId: projectTrackers.projectId, stopped: projectTrackers.mailStoppedAt })
    .from(projectTrackers)
    .where(eq(projectTrackers.unsubscribeHash, hashOfSecret(secret)))
    .get();
  if (!row) return null;
  if (!row.stopped) {
    getDb()
      .update(projectTrackers)
      .set({ mailStoppedAt: now.toISOString() })
      .where(eq(projectTrackers.projectId, row.projectId))
      .run();
  }
  return row.projectId;
}
