/**
 * The audit log (docs/product/admin.md#activity, docs/security/sign-in.md#audit-log): rows are
 * added by `recordActivity` and read a page at a time by /activity; nothing in the admin edits or
 * deletes them. The periodic enquiry sweep removes rows past ACTIVITY_RETENTION_DAYS.
 */
import { and, desc, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { activity, administrators } from "~/db/schema";
import { CONTENT_TABLES } from "~/kinds/tables.server";
import {
  actionsOf,
  type ActivityAction,
  type ActivityGroup,
  type ActivitySubjectKind,
} from "~/content/activity-actions";
import { newId } from "~/utils/ids.server";
import { logger } from "~/utils/logger.server";
import { actorOf, clientAddressOf, type RequestActor } from "~/utils/request-client.server";
import { ADMIN_PAGE_SIZE, pageCount, pageOffset } from "~/utils/list-params";
import type { Paged } from "./listing.server";

type ActivitySubject = { kind: ActivitySubjectKind; id: string; label: string };

export type ActivityEntry = {
  id: string;
  createdAt: string;
  action: ActivityAction;
  actorEmail: string;
  subjectKind: ActivitySubjectKind | null;
  subjectId: string | null;
  subjectLabel: string;
  detail: string;
  address: string;
  userAgent: string;
  /** Whether the subject still exists (content and administrators), so the page can link it. */
  subjectExists: boolean;
};

/** Longer values than these are cut: a row is a record, not a copy of the request. */
const MAX_LABEL = 200;
const MAX_USER_AGENT = 300;

/**
 * Adds a row to the audit log. `actor` defaults to the administrator behind the request
 * (the admin guard or the API token check); pass null for someone not signed in. The
 * address and device come from the request. A failure to write is logged and swallowed:
 * the action it records has already happened, and its answer must not become an error.
 */
export function recordActivity({
  actor,
  action,
  subject = null,
  request,
  detail = "",
}: {
  actor?: RequestActor | null;
  action: ActivityAction;
  subject?: ActivitySubject | null;
  /** None for the server's own work (the trash's 30-day purge): no actor, address or device. */
  request?: Request;
  detail?: string;
}): void {
  const who = actor === undefined && request ? actorOf(request) : (actor ?? null);
  try {
    getDb()
      .insert(activity)
      .values({
        id: newId(),
        action,
        actorId: who?.id ?? null,
        actorEmail: who?.email ?? "",
        subjectKind: subject?.kind ?? null,
        subjectId: subject?.id ?? null,
        subjectLabel: (subject?.label ?? "").slice(0, MAX_LABEL),
        detail: detail.slice(0, MAX_LABEL),
        address: request ? clientAddressOf(request) : "",
        userAgent: (request?.headers.get("User-Agent") ?? "").slice(0, MAX_USER_AGENT),
      })
      .run();
  } catch (error) {
    logger.error({ err: error, action }, "could not record activity");
  }
}

const EXISTENCE_TABLES = { ...CONTENT_TABLES, administrator: administrators } as const;

/** The ids among `ids` that still exist, per kind, in one query each. */
function existingIds(rows: { subjectKind: string | null; subjectId: string | null }[]) {
  const found = new Set<string>();
  for (const [kind, table] of Object.entries(EXISTENCE_TABLES)) {
    const ids = [
      ...new Set(rows.filter((row) => row.subjectKind === kind).map((row) => row.subjectId!)),
    ];
    if (!ids.length) continue;
    for (const row of getDb()
      .select({ id: table.id })
      .from(table)
      // An item in the trash has no editor to link to (docs/product/admin.md#trash).
      .where(
        and(inArray(table.id, ids), "deletedAt" in table ? isNull(table.deletedAt) : undefined),
      )
      .all()) {
      found.add(`${kind}:${row.id}`);
    }
  }
  return found;
}

/** One page of the log, newest first; `group` narrows it to one filter of the page. */
export function listActivity({
  page = 1,
  perPage = ADMIN_PAGE_SIZE,
  group,
}: {
  page?: number;
  perPage?: number;
  group?: ActivityGroup;
} = {}): Paged<ActivityEntry> {
  const where: SQL | undefined = group ? inArray(activity.action, actionsOf(group)) : undefined;
  const db = getDb();
  const total =
    db
      .select({ count: sql<number>`count(*)` })
      .from(activity)
      .where(where)
      .get()?.count ?? 0;
  const rows = db
    .select()
    .from(activity)
    .where(where)
    // Rows of the same millisecond keep the order they were written in.
    .orderBy(desc(activity.createdAt), desc(sql`rowid`))
    .limit(perPage)
    .offset(pageOffset(page, perPage))
    .all();
  const existing = existingIds(rows);
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      action: row.action as ActivityAction,
      actorEmail: row.actorEmail,
      subjectKind: row.subjectKind as ActivitySubjectKind | null,
      subjectId: row.subjectId,
      subjectLabel: row.subjectLabel,
      detail: row.detail,
      address: row.address,
      userAgent: row.userAgent,
      subjectExists: existing.has(`${row.subjectKind}:${row.subjectId}`),
    })),
    total,
    page,
    perPage,
    pageCount: pageCount(total, perPage),
  };
}

/** Deletes rows older than `days` days; returns how many went. */
export function deleteActivityOlderThan(days: number, now = Date.now()): number {
  const cutoff = new Date(now - days * 24 * 3600_000).toISOString();
  return getDb().delete(activity).where(lt(activity.createdAt, cutoff)).run().changes;
}
