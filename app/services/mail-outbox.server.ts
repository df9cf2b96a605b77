/**
 * The e-mail outbox shared by every kind of e-mail the site sends on its own (enquiries to the
 * owner, progress updates to a private project's client): one pooled SMTP transport of
 * MAIL_CONNECTIONS connections, rows that wait in their table until sent, a claim before each
 * send, and a failed send retried with a growing wait. Each kind of mail is an `Outbox` over its
 * own table. See docs/decisions/015-enquiries-kept-and-mailed.md and 040-bounded-writes-and-mail.md.
 */
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

/** A send that takes longer than this is abandoned and retried later. */
const SEND_TIMEOUT_MS = 30_000;
/**
 * The most SMTP connections open at once, whatever arrives: the transport is one pool, and no
 * more e-mails are handed to it than it has connections; the others wait in their outbox table,
 * not in memory (docs/decisions/040-bounded-writes-and-mail.md).
 */
export const MAIL_CONNECTIONS = 2;
const MAX_RETRY_WAIT_MS = 3600_000;

/** One kind of e-mail: its table's queries and how a row becomes a message. */
export type Outbox<T extends { id: string; mailAttempts: number }> = {
  /** For the log: "enquiry", "client mail". */
  name: string;
  due: (now: Date, limit?: number) => T[];
  /** Takes a due row for sending (false when another send has it or it is not due). */
  claim: (id: string, now: Date, leaseMs: number) => boolean;
  get: (id: string) => T | null;
  message: (item: T) => SendMailOptions;
  markSent: (id: string) => void;
  markFailed: (id: string, error: string, nextTryAt: Date) => void;
};

let transport: Transporter | undefined;

/** True when SMTP_URL and ENQUIRY_EMAIL_TO are both set. */
export function mailConfigured() {
  const env = getEnv();
  return Boolean(env.SMTP_URL && env.ENQUIRY_EMAIL_TO);
}

/** The site's sender address. */
export function senderAddress() {
  const env = getEnv();
  return env.ENQUIRY_EMAIL_FROM ?? env.ENQUIRY_EMAIL_TO!;
}

function getTransport(): Transporter {
  transport ??= nodemailer.createTransport({
    url: getEnv().SMTP_URL,
    pool: true,
    maxConnections: MAIL_CONNECTIONS,
    // A failed send goes back to the outbox, which retries with its own growing wait.
    maxRequeues: 0,
    // E-mails come seldom: a burst shares connections, then they close.
    idleTimeout: 2_000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return transport;
}

export function closeMailTransport() {
  transport?.close();
  transport = undefined;
}

/** The wait before attempt `attempts + 1`: the base, doubled per failure, at most an hour. */
export function retryDelayMs(attempts: number, baseSeconds = getEnv().MAIL_RETRY_SECONDS) {
  return Math.min(baseSeconds * 1000 * 2 ** Math.min(attempts, 20), MAX_RETRY_WAIT_MS);
}

/** E-mails handed to the transport and not finished yet, of every outbox. */
let sending = 0;

/** Sends one row's e-mail if it is due and not being sent already. */
export async function deliverMail<T extends { id: string; mailAttempts: number }>(
  outbox: Outbox<T>,
  id: string,
  now = new Date(),
): Promise<boolean> {
  if (!mailConfigured()) return false;
  if (!outbox.claim(id, now, SEND_TIMEOUT_MS * 2)) return false;
  const item = outbox.get(id);
  if (!item) return false;
  sending++;
  try {
    await getTransport().sendMail(outbox.message(item));
    outbox.markSent(id);
    logger.info({ [outbox.name]: id }, `${outbox.name} e-mailed`);
    return true;
  } catch (error) {
    const wait = retryDelayMs(item.mailAttempts);
    const message = error instanceof Error ? error.message : String(error);
    outbox.markFailed(id, message, new Date(Date.now() + wait));
    logger.warn(
      {
        [outbox.name]: id,
        attempts: item.mailAttempts + 1,
        retryInSeconds: wait / 1000,
        err: message,
      },
      `${outbox.name} e-mail failed; will retry`,
    );
    return false;
  } finally {
    sending--;
  }
}

/**
 * Hands due e-mails to the transport while it has free connections; called after each new row
 * and after each send. Returns at once.
 */
export function sendQueuedMails<T extends { id: string; mailAttempts: number }>(outbox: Outbox<T>) {
  if (!mailConfigured()) return;
  const free = MAIL_CONNECTIONS - sending;
  if (free <= 0) return;
  try {
    for (const item of outbox.due(new Date(), free)) {
      // deliverMail claims the row before its first await, so the next query skips it.
      void deliverMail(outbox, item.id)
        .catch((error) =>
          logger.error({ err: error, [outbox.name]: item.id }, `${outbox.name} e-mail failed`),
        )
        .finally(() => sendQueuedMails(outbox));
    }
  } catch (error) {
    // The timer tries again; a request never fails because of its e-mail.
    logger.error({ err: error }, `${outbox.name} e-mails could not be queued`);
  }
}

/** Sends every e-mail of the outbox that is due; returns how many went out. */
export async function deliverDueMails<T extends { id: string; mailAttempts: number }>(
  outbox: Outbox<T>,
  now = new Date(),
): Promise<number> {
  if (!mailConfigured()) return 0;
  let sent = 0;
  for (const item of outbox.due(now)) {
    // The rest wait for a free connection (sendQueuedMails) or the next tick.
    if (sending >= MAIL_CONNECTIONS) break;
    if (await deliverMail(outbox, item.id, now)) sent += 1;
  }
  return sent;
}
