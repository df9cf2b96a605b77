import {
  and,
  asc,
  desc,
  eq,
  gte,
  isNotNull,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { enquiries, type EnquiryEstimate, type LeadSource } from "~/db/schema";
import { SETTLED_STATUSES, type EnquirySort, type EnquiryStatus } from "~/utils/enquiry-options";
import type { EnquiryPipelineChange } from "~/schemas/enquiry-pipeline";
import type { ContactFields } from "~/schemas/contact";
import { newId } from "~/utils/ids.server";
import { outboxQueries } from "./outbox-queries.server";
import { ADMIN_PAGE_SIZE, likePattern, pageOffset } from "~/utils/list-params";

export type Enquiry = typeof enquiries.$inferSelect;

type EnquiryFilter = {
  q?: string;
  status?: EnquiryStatus | null;
  sort?: EnquirySort;
  /** One enquiry alone (the dashboard's call-backs link to it). */
  id?: string | null;
};

/**
 * Stores a valid contact form submission; `mail` queues it for the e-mail
 * outbox, unless `notMailedBecause` says why it is kept without one (it is
 * then never sent, and the reason shows in the list).
 */
export function createEnquiry(
  fields: ContactFields,
  page: string,
  options: {
    mail: boolean;
    now?: Date;
    notMailedBecause?: string;
    /** The cost estimate sent with it, worked out by the server (app/services/estimate.server.ts). */
    estimate?: EnquiryEstimate | null;
    /** Where the visitor first came from (app/http/lead-source.server.ts), null when unknown. */
    source?: LeadSource | null;
  },
): Enquiry {
  const now = (options.now ?? new Date()).toISOString();
  const queued = options.mail && !options.notMailedBecause;
  // `.all()`, not `.get()`: `.get()` resets the statement after its first row,
  // before SQLite has finished it, and an unfinished write never runs the
  // write-ahead log's automatic checkpoint, so the log would grow with every
  // enquiry (docs/decisions/040-bounded-writes-and-mail.md).
  const [stored] = getDb()
    .insert(enquiries)
    .values({
      id: newId(),
      ...fields,
      page,
      estimate: options.estimate ?? null,
      source: options.source ?? null,
      createdAt: now,
      mailStatus: queued ? "pending" : options.mail ? "skipped" : "none",
      mailNextTryAt: queued ? now : null,
      mailLastError: options.mail && !queued ? options.notMailedBecause : null,
    })
    .returning()
    .all();
  return stored;
}

function whereOf({ q, status, id }: EnquiryFilter): SQL | undefined {
  // A trashed enquiry shows on /trash only (docs/decisions/044-history-and-trash.md).
  const conditions: (SQL | undefined)[] = [isNull(enquiries.deletedAt)];
  if (id) conditions.push(eq(enquiries.id, id));
  if (status) conditions.push(eq(enquiries.status, status));
  if (q) {
    const pattern = likePattern(q);
    conditions.push(
      or(
        sql`${enquiries.name} like ${pattern} escape '\\'`,
        sql`${enquiries.email} like ${pattern} escape '\\'`,
        sql`${enquiries.phone} like ${pattern} escape '\\'`,
        sql`${enquiries.message} like ${pattern} escape '\\'`,
      ),
    );
  }
  return and(...conditions);
}

function orderOf(sort: EnquirySort = "newest") {
  if (sort === "oldest") return [asc(enquiries.createdAt), asc(sql`rowid`)];
  if (sort === "name") return [sql`${enquiries.name} collate nocase`, desc(enquiries.createdAt)];
  return [desc(enquiries.createdAt), desc(sql`rowid`)];
}

/** One page of enquiries (newest first unless asked otherwise) and how many match in all. */
export function listEnquiries(filter: EnquiryFilter & { page?: number; pageSize?: number } = {}) {
  const db = getDb();
  const where = whereOf(filter);
  const pageSize = filter.pageSize ?? ADMIN_PAGE_SIZE;
  const items = db
    .select()
    .from(enquiries)
    .where(where)
    .orderBy(...orderOf(filter.sort))
    .limit(pageSize)
    .offset(pageOffset(filter.page ?? 1, pageSize))
    .all();
  const total =
    db
      .select({ count: sql<number>`count(*)` })
      .from(enquiries)
      .where(where)
      .get()?.count ?? 0;
  return { items, total };
}

/** Every matching enquiry, for the CSV export. */
export function exportEnquiries(filter: EnquiryFilter = {}): Enquiry[] {
  return getDb()
    .select()
    .from(enquiries)
    .where(whereOf(filter))
    .orderBy(...orderOf(filter.sort))
    .all();
}

export function countNewEnquiries(): number {
  return (
    getDb()
      .select({ count: sql<number>`count(*)` })
      .from(enquiries)
      .where(and(eq(enquiries.status, "new"), isNull(enquiries.deletedAt)))
      .get()?.count ?? 0
  );
}

/**
 * Moves a live enquiry in the pipeline (docs/product/enquiry-pipeline.md): only what `change`
 * names. A status other than lost drops the reason it was lost. False for an unknown or trashed id.
 */
export function changeEnquiryPipeline(id: string, change: EnquiryPipelineChange): boolean {
  const set: Partial<typeof enquiries.$inferInsert> = {};
  if (change.lostReason !== undefined) set.lostReason = change.lostReason;
  if (change.status) {
    set.status = change.status;
    if (change.status !== "lost") set.lostReason = "";
  }
  if (change.followUpOn !== undefined) set.followUpOn = change.followUpOn;
  if (Object.keys(set).length === 0) return getEnquiry(id) !== null;
  return (
    getDb()
      .update(enquiries)
      .set(set)
      .where(and(eq(enquiries.id, id), isNull(enquiries.deletedAt)))
      .run().changes === 1
  );
}

/** Enquiries still in the pipeline (not won or lost, not trashed) to call back on or before `today`. */
export function followUpsDue(today: string) {
  const due = getDb()
    .select({
      id: enquiries.id,
      name: enquiries.name,
      phone: enquiries.phone,
      status: enquiries.status,
      followUpOn: enquiries.followUpOn,
    })
    .from(enquiries)
    .where(
      and(
        isNull(enquiries.deletedAt),
        lte(enquiries.followUpOn, today),
        notInArray(enquiries.status, [...SETTLED_STATUSES]),
      ),
    )
    .orderBy(asc(enquiries.followUpOn), asc(enquiries.createdAt))
    .all() as {
    id: string;
    name: string;
    phone: string;
    status: EnquiryStatus;
    followUpOn: string;
  }[];
  return {
    today: due.filter((enquiry) => enquiry.followUpOn === today),
    overdue: due.filter((enquiry) => enquiry.followUpOn < today),
  };
}

/** Links an enquiry to the project it became and marks it won. */
export function markEnquiryWonAs(id: string, projectId: string): boolean {
  return (
    getDb()
      .update(enquiries)
      .set({ status: "won", lostReason: "", projectId })
      .where(and(eq(enquiries.id, id), isNull(enquiries.deletedAt)))
      .run().changes === 1
  );
}

/** Moves an enquiry to the trash; false for an unknown or trashed id. */
export function trashEnquiry(id: string, deletedBy = "", now: Date = new Date()): boolean {
  // Not a content write: no public page shows enquiries (docs/decisions/040-bounded-writes-and-mail.md).
  return (
    getDb()
      .update(enquiries)
      .set({ deletedAt: now.toISOString(), deletedBy })
      .where(and(eq(enquiries.id, id), isNull(enquiries.deletedAt)))
      .run().changes === 1
  );
}

/** Takes an enquiry out of the trash; false if it is not there. */
export function untrashEnquiry(id: string): boolean {
  return (
    getDb()
      .update(enquiries)
      .set({ deletedAt: null, deletedBy: null })
      .where(and(eq(enquiries.id, id), isNotNull(enquiries.deletedAt)))
      .run().changes === 1
  );
}

/** Enquiries in the trash, most recently deleted first. */
export function trashedEnquiries(): Enquiry[] {
  return getDb()
    .select()
    .from(enquiries)
    .where(isNotNull(enquiries.deletedAt))
    .orderBy(desc(enquiries.deletedAt))
    .all();
}

/** The ids of enquiries in the trash since before `cutoff` (the periodic purge). */
export function enquiriesTrashedBefore(cutoff: string): string[] {
  return getDb()
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(isNotNull(enquiries.deletedAt), lte(enquiries.deletedAt, cutoff)))
    .all()
    .map((row) => row.id);
}

/** Deletes an enquiry for good (in the trash or not); false for an unknown id. */
export function deleteEnquiry(id: string): boolean {
  return getDb().delete(enquiries).where(eq(enquiries.id, id)).run().changes === 1;
}

/** Deletes enquiries received more than `days` days ago; returns how many went. */
export function deleteEnquiriesOlderThan(days: number, now = Date.now()): number {
  const cutoff = new Date(now - days * 24 * 3600_000).toISOString();
  return getDb().delete(enquiries).where(lt(enquiries.createdAt, cutoff)).run().changes;
}

/* The e-mail outbox. */

/** Whether an enquiry from `email` (any case) since `since` was e-mailed or is queued to be. */
export function enquiryMailedSince(email: string, since: Date): boolean {
  const row = getDb()
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(
      and(
        gte(enquiries.createdAt, since.toISOString()),
        sql`${enquiries.email} = ${email} collate nocase`,
        // `+` keeps SQLite on the created_at index (the last minute holds a few rows), not the
        // mail_status one: a stuck mail server can leave thousands of e-mails pending.
        sql`+${enquiries.mailStatus} in ('pending', 'sent')`,
      ),
    )
    .limit(1)
    .all();
  return row.length > 0;
}

const enquiryOutbox = outboxQueries<Enquiry>(enquiries);

/** Enquiries whose e-mail is due now, oldest first. */
export const dueEnquiryMails = enquiryOutbox.due;
/**
 * Takes a due e-mail for sending by moving its next try past the send's
 * time-out; false when another send already took it.
 */
export const claimEnquiryMail = enquiryOutbox.claim;
export const markEnquiryMailSent = enquiryOutbox.markSent;
export const markEnquiryMailFailed = enquiryOutbox.markFailed;

/** An enquiry not in the trash. */
export function getEnquiry(id: string): Enquiry | null {
  return (
    getDb()
      .select()
      .from(enquiries)
      .where(and(eq(enquiries.id, id), isNull(enquiries.deletedAt)))
      .get() ?? null
  );
}
