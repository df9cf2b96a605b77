/**
 * What each save sent with an idempotency key did (docs/api/conventions.md#idempotent-saves): the
 * item it created or saved, per account and key, kept for a day so that the same save sent again (a
 * double tap, a resend after a dropped connection) answers with that item.
 */
import { and, eq, lte } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { idempotencyKeys } from "~/db/schema";

const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The item an earlier save with this key and scope gave, within the last day; null otherwise. */
export function earlierSaveOf(
  adminId: string,
  key: string,
  scope: string,
  now = new Date(),
): string | null {
  const row = getDb()
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.adminId, adminId), eq(idempotencyKeys.key, key)))
    .get();
  if (!row || row.scope !== scope || !row.itemId) return null;
  const age = now.getTime() - Date.parse(row.createdAt);
  return age < IDEMPOTENCY_KEY_LIFETIME_MS ? row.itemId : null;
}

export function rememberSave(
  adminId: string,
  key: string,
  scope: string,
  itemId: string,
  now = new Date(),
) {
  getDb()
    .insert(idempotencyKeys)
    .values({ adminId, key, scope, itemId, createdAt: now.toISOString() })
    .onConflictDoUpdate({
      target: [idempotencyKeys.adminId, idempotencyKeys.key],
      set: { scope, itemId, createdAt: now.toISOString() },
    })
    .run();
}

/** Forgets the keys older than a day. */
export function removeExpiredIdempotencyKeys(now = new Date()) {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS).toISOString();
  getDb().delete(idempotencyKeys).where(lte(idempotencyKeys.createdAt, cutoff)).run();
}
