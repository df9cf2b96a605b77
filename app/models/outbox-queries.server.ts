/**
 * The queries of an e-mail outbox table (one with `mailOutboxColumns` and a `mail_status`):
 * the rows due, a claim before a send, and its outcome. Enquiries and client e-mails share them
 * (app/services/mail-outbox.server.ts).
 */
import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import type { clientMails, enquiries, visitMails } from "~/db/schema";

type OutboxTable = typeof enquiries | typeof clientMails | typeof visitMails;

function isDue(table: OutboxTable, now: Date) {
  return and(
    eq(table.mailStatus, "pending"),
    or(isNull(table.mailNextTryAt), lte(table.mailNextTryAt, now.toISOString())),
  );
}

export function outboxQueries<Row>(table: OutboxTable) {
  // One table at a time: the union only lets enquiries and client e-mails share these lines.
  const t = table as typeof enquiries;
  return {
    /** Rows whose e-mail is due now, oldest first. */
    due(now = new Date(), limit = 20): Row[] {
      return getDb()
        .select()
        .from(t)
        .where(isDue(t, now))
        .orderBy(asc(t.createdAt))
        .limit(limit)
        .all() as Row[];
    },
    /** Takes a due e-mail by moving its next try past the send's time-out; false when taken. */
    claim(id: string, now: Date, leaseMs: number): boolean {
      const until = new Date(now.getTime() + leaseMs).toISOString();
      return (
        getDb()
          .update(t)
          .set({ mailNextTryAt: until })
          .where(and(eq(t.id, id), isDue(t, now)))
          .run().changes === 1
      );
    },
    markSent(id: string) {
      getDb()
        .update(t)
        .set({
          mailStatus: "sent",
          mailAttempts: sql`${t.mailAttempts} + 1`,
          mailNextTryAt: null,
          mailLastError: null,
        })
        .where(eq(t.id, id))
        .run();
    },
    markFailed(id: string, error: string, nextTryAt: Date) {
      getDb()
        .update(t)
        .set({
          mailAttempts: sql`${t.mailAttempts} + 1`,
          mailNextTryAt: nextTryAt.toISOString(),
          mailLastError: error.slice(0, 500),
        })
        .where(eq(t.id, id))
        .run();
    },
  };
}
