import { gt, min } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { CONTENT_TABLES } from "~/kinds/tables.server";

/**
 * The soonest future publish time of any item of any kind (a project's progress update too), or null
 * when nothing is scheduled: the moment the public pages change by
 * themselves (docs/decisions/026-publish-state.md), for anything that keeps
 * copies of them. One seek per table on its published_at index.
 */
export function nextScheduledPublishAt(now: Date = new Date()): Date | null {
  const after = now.toISOString();
  const times = Object.values(CONTENT_TABLES)
    .map(
      (table) =>
        getDb()
          .select({ next: min(table.publishedAt) })
          .from(table)
          .where(gt(table.publishedAt, after))
          .get()?.next,
    )
    .filter((time): time is string => typeof time === "string");
  if (times.length === 0) return null;
  return new Date(times.sort()[0]);
}
