/**
 * The owner's addresses that are links rather than sign-ins (`owner_links`): the calendar feed
 * of site visits (/calendar/<secret>.ics). The secret is kept so the owner can copy the address
 * again; a renewal replaces it, which cuts the old address off.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { ownerLinks } from "~/db/schema";

type Purpose = "calendar";

function hashOf(secret: string) {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

function fresh() {
  const secret = randomBytes(32).toString("base64url");
  return { secret, secretHash: hashOf(secret), createdAt: new Date().toISOString() };
}

/** The link's secret, made the first time it is asked for. */
export function ownerLinkSecret(purpose: Purpose): string {
  getDb()
    .insert(ownerLinks)
    .values({ purpose, ...fresh() })
    .onConflictDoNothing()
    .run();
  return getDb().select().from(ownerLinks).where(eq(ownerLinks.purpose, purpose)).get()!.secret;
}

/** A new secret for the link; the old one stops working at once. */
export function renewOwnerLink(purpose: Purpose): string {
  const next = fresh();
  getDb()
    .insert(ownerLinks)
    .values({ purpose, ...next })
    .onConflictDoUpdate({ target: ownerLinks.purpose, set: next })
    .run();
  return next.secret;
}

/** Whether `secret` is the link's current one. */
export function isOwnerLinkSecret(purpose: Purpose, secret: string): boolean {
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) return false;
  const row = getDb()
    .select({ purpose: ownerLinks.purpose })
    .from(ownerLinks)
    .where(eq(ownerLinks.secretHash, hashOf(secret)))
    .get();
  return row?.purpose === purpose;
}
