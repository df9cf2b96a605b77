/**
 * E-mails to a private project's client (docs/decisions/068-private-projects-and-tracker.md):
 * one per published progress update, kept in `client_mails` until sent, which the shared outbox
 * (app/services/mail-outbox.server.ts) sends and retries.
 */
import { eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { clientMails } from "~/db/schema";
import { newId } from "~/utils/ids.server";
import { outboxQueries } from "./outbox-queries.server";

export type ClientMail = typeof clientMails.$inferSelect;

/**
 * Queues the e-mail about `subjectId` (a progress update); false when one about it was queued
 * before, so each update is mailed once however often it is saved.
 */
export function queueClientMail(mail: {
  projectId: string;
  subjectId: string;
  to: string;
  subject: string;
  body: string;
}): boolean {
  return (
    getDb()
      .insert(clientMails)
      .values({ id: newId(), ...mail, mailNextTryAt: new Date().toISOString() })
      .onConflictDoNothing()
      .run().changes === 1
  );
}

export function getClientMail(id: string): ClientMail | null {
  return getDb().select().from(clientMails).where(eq(clientMails.id, id)).get() ?? null;
}

const queries = outboxQueries<ClientMail>(clientMails);
export const dueClientMails = queries.due;
export const claimClientMail = queries.claim;
export const markClientMailSent = queries.markSent;
export const markClientMailFailed = queries.markFailed;
