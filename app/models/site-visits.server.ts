/**
 * Site visits booked online (docs/product/site-visits.md): every query of `site_visits`. A
 * booking checks the slot's room and inserts in one synchronous transaction, so two visitors
 * can never both take a slot's last place (docs/decisions/085-site-visit-booking.md). The
 * visitor's private link carries a 32-byte secret; only its SHA-256 is kept.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, lt, ne } from "drizzle-orm";
import { getDb, type Tx } from "~/db/db.server";
import type { VISIT_STATUSES } from "~/db/schema";
import { projects, siteVisits, type LeadSource } from "~/db/schema";
import { notTrashed, visibleTo } from "./listing.server";
import { newId } from "~/utils/ids.server";

export type SiteVisit = typeof siteVisits.$inferSelect;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** The statuses that hold a place in their slot. */
const HOLDING: VisitStatus[] = ["booked", "confirmed"];

function hashOfVisitSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

function takenIn(tx: Tx, date: string, time: string, exceptId?: string): number {
  const conditions = [
    eq(siteVisits.date, date),
    eq(siteVisits.time, time),
    inArray(siteVisits.status, HOLDING),
  ];
  if (exceptId) conditions.push(ne(siteVisits.id, exceptId));
  return (
    tx
      .select({ n: count() })
      .from(siteVisits)
      .where(and(...conditions))
      .get()?.n ?? 0
  );
}

/** How many places are taken in each slot from `fromDate` on: "YYYY-MM-DD HH:MM" → count. */
export function takenPlaces(fromDate: string): Map<string, number> {
  const rows = getDb()
    .select({ date: siteVisits.date, time: siteVisits.time, n: count() })
    .from(siteVisits)
    .where(and(gte(siteVisits.date, fromDate), inArray(siteVisits.status, HOLDING)))
    .groupBy(siteVisits.date, siteVisits.time)
    .all();
  return new Map(rows.map((row) => [`${row.date} ${row.time}`, row.n]));
}

type NewVisit = {
  date: string;
  time: string;
  name: string;
  phone: string;
  email: string;
  projectId: string | null;
  note: string;
  language: "en" | "ta";
  source: LeadSource | null;
};

/**
 * Books a visit when its slot has room: the count and the insert in one transaction (SQLite
 * runs one writer at a time and better-sqlite3 is synchronous, so nothing comes between them).
 * Returns the visit and its secret, or null when the slot is full.
 */
export function insertVisitIfRoom(
  visit: NewVisit,
  perSlot: number,
): { visit: SiteVisit; secret: string } | null {
  const secret = randomBytes(32).toString("base64url");
  return getDb().transaction((tx) => {
    if (takenIn(tx, visit.date, visit.time) >= perSlot) return null;
    const row = tx
      .insert(siteVisits)
      .values({ id: newId(), ...visit, secretHash: hashOfVisitSecret(secret) })
      .returning()
      .get();
    return { visit: row, secret };
  });
}

/** Moves a visit to another slot when it has room (its own place does not count); false when full. */
export function moveVisitIfRoom(id: string, date: string, time: string, perSlot: number): boolean {
  return getDb().transaction((tx) => {
    if (takenIn(tx, date, time, id) >= perSlot) return false;
    tx.update(siteVisits)
      .set({ date, time, status: "booked", updatedAt: new Date().toISOString() })
      .where(eq(siteVisits.id, id))
      .run();
    return true;
  });
}

export function getVisit(id: string): SiteVisit | null {
  return getDb().select().from(siteVisits).where(eq(siteVisits.id, id)).get() ?? null;
}

/** The visit of a private link's secret, or null (wrong, or malformed). */
export function visitOfSecret(secret: string): SiteVisit | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  return (
    getDb()
      .select()
      .from(siteVisits)
      .where(eq(siteVisits.secretHash, hashOfVisitSecret(secret)))
      .get() ?? null
  );
}

/**
 * Sets a visit's status: "changed", "missing" for no such visit, or "full" when a cancelled or
 * missed visit would hold its slot again and the slot has no room left (checked in the same
 * transaction, as a booking is).
 */
export function setVisitStatus(
  id: string,
  status: VisitStatus,
  perSlot: number,
  cancelMessage?: string,
): "changed" | "missing" | "full" {
  return getDb().transaction((tx) => {
    const visit = tx.select().from(siteVisits).where(eq(siteVisits.id, id)).get();
    if (!visit) return "missing";
    const holdsAgain = HOLDING.includes(status) && !HOLDING.includes(visit.status);
    if (holdsAgain && takenIn(tx, visit.date, visit.time, id) >= perSlot) return "full";
    tx.update(siteVisits)
      .set({
        status,
        updatedAt: new Date().toISOString(),
        ...(cancelMessage !== undefined ? { cancelMessage } : {}),
      })
      .where(eq(siteVisits.id, id))
      .run();
    return "changed";
  });
}

/** Visits from `fromDate` on, soonest first (`statuses`: only those). */
export function visitsFrom(fromDate: string, statuses?: VisitStatus[]): SiteVisit[] {
  const conditions = [gte(siteVisits.date, fromDate)];
  if (statuses) conditions.push(inArray(siteVisits.status, statuses));
  return getDb()
    .select()
    .from(siteVisits)
    .where(and(...conditions))
    .orderBy(asc(siteVisits.date), asc(siteVisits.time))
    .all();
}

/** Visits before `date`, latest first, at most `limit`. */
export function visitsBefore(date: string, limit = 50): SiteVisit[] {
  return getDb()
    .select()
    .from(siteVisits)
    .where(lt(siteVisits.date, date))
    .orderBy(desc(siteVisits.date), desc(siteVisits.time))
    .limit(limit)
    .all();
}

/** Every visit, latest booked first (the API's list). */
export function allVisits(limit = 500): SiteVisit[] {
  return getDb()
    .select()
    .from(siteVisits)
    .orderBy(desc(siteVisits.date), desc(siteVisits.time))
    .limit(limit)
    .all();
}

/** Upcoming visits that still hold their place (the dashboard's count). */
export function countUpcomingVisits(today: string): number {
  return (
    getDb()
      .select({ n: count() })
      .from(siteVisits)
      .where(and(gte(siteVisits.date, today), inArray(siteVisits.status, HOLDING)))
      .get()?.n ?? 0
  );
}

/** Visits on `date` that still hold their place (the reminders of the day before). */
export function visitsOnDay(date: string): SiteVisit[] {
  return getDb()
    .select()
    .from(siteVisits)
    .where(and(eq(siteVisits.date, date), inArray(siteVisits.status, HOLDING)))
    .all();
}

/** The public projects a visitor may ask to see, by title. */
export function visitableProjects(): {
  id: string;
  slug: string | null;
  title: string;
  ta: { title?: string } | null;
}[] {
  return getDb()
    .select({ id: projects.id, slug: projects.slug, title: projects.title, ta: projects.ta })
    .from(projects)
    .where(
      and(
        eq(projects.visibility, "public"),
        visibleTo("visitors", projects.publishedAt),
        notTrashed(projects.deletedAt),
      ),
    )
    .orderBy(asc(projects.title))
    .all();
}
