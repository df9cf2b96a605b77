/**
 * E-mails about site visits (docs/product/site-visits.md#e-mails), kept in `visit_mails` until
 * sent by the shared outbox (app/services/mail-outbox.server.ts). Each mail has a unique `key`,
 * so one queued twice (the reminder, on every tick of the day before) is kept once.
 */
import { eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { visitMails } from "~/db/schema";
import { newId } from "~/utils/ids.server";
import { outboxQueries } from "./outbox-queries.server";

export type VisitMail = typeof visitMails.$inferSelect;

/** Queues a mail; false when one with the same key was queued before. */
export function queueVisitMail(mail: {
  visitId: string;
  key: string;
  to: string;
  subject: string;
  body: string;
  ics?: string;
}): boolean {
  return (
    getDb()
      .insert(visitMails)
      .values({ id: newId(), ...mail, mailNextTryAt: new Date().toISOString() })
      .onConflictDoNothing()
      .run().changes === 1
  );
}

export function getVisitMail(id: string): VisitMail | null {
  return getDb().select().from(visitMails).where(eq(visitMails.id, id)).get() ?? null;
}

const queries = outboxQueries<VisitMail>(visitMails);
export const dueVisitMails = queries.due;
export const claimVisitMail = queries.claim;
export const markVisitMailSent = queries.markSent;
export const markVisitMailFailed = queries.markFailed;
