/**
 * Enquiry e-mails and upkeep, run inside the one server process: each new
 * enquiry is mailed right after it is stored (the visitor never waits for
 * it) through one pooled SMTP transport of MAIL_CONNECTIONS connections, a
 * failed send stays in the outbox columns of `enquiries` and a timer
 * retries it with a growing wait, and old enquiries are deleted after the
 * retention period. See docs/decisions/015-enquiries-kept-and-mailed.md and
 * 040-bounded-writes-and-mail.md.
 */
import { deleteActivityOlderThan } from "~/models/activity.server";
import { ACTIVITY_RETENTION_DAYS } from "~/content/activity-actions";
import nodemailer, { type Transporter } from "nodemailer";
import { getSiteConfig } from "~/config/site.server";
import {
  claimEnquiryMail,
  deleteEnquiriesOlderThan,
  dueEnquiryMails,
  enquiryMailedSince,
  getEnquiry,
  markEnquiryMailFailed,
  markEnquiryMailSent,
  type Enquiry,
} from "~/models/enquiry.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

/** A send that takes longer than this is abandoned and retried later. */
const SEND_TIMEOUT_MS = 30_000;
/**
 * The most SMTP connections open at once, whatever arrives: the transport is
 * one pool, and no more e-mails are handed to it than it has connections; the
 * others wait in the outbox, the `enquiries` table, not in memory
 * (docs/decisions/040-bounded-writes-and-mail.md).
 */
export const MAIL_CONNECTIONS = 2;
/** One e-mail per minute per sender address reaches the owner; later ones are stored, not mailed. */
export const MAIL_PER_ADDRESS_MS = 60_000;
export const NOT_MAILED_REPEAT_SENDER =
  "Not e-mailed: an enquiry from the same address was e-mailed less than a minute before.";
const MAX_RETRY_WAIT_MS = 3600_000;
const RETENTION_SWEEP_MS = 6 * 3600_000;

let transport: Transporter | undefined;

/** True when SMTP_URL and ENQUIRY_EMAIL_TO are both set. */
export function enquiryMailConfigured() {
  const env = getEnv();
  return Boolean(env.SMTP_URL && env.ENQUIRY_EMAIL_TO);
}

function getTransport(): Transporter {
  transport ??= nodemailer.createTransport({
    url: getEnv().SMTP_URL,
    pool: true,
    maxConnections: MAIL_CONNECTIONS,
    // A failed send goes back to the outbox, which retries with its own growing wait.
    maxRequeues: 0,
    // Enquiries come seldom: a burst shares connections, then they close.
    idleTimeout: 2_000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return transport;
}

/** The wait before attempt `attempts + 1`: the base, doubled per failure, at most an hour. */
export function retryDelayMs(attempts: number, baseSeconds = getEnv().MAIL_RETRY_SECONDS) {
  return Math.min(baseSeconds * 1000 * 2 ** Math.min(attempts, 20), MAX_RETRY_WAIT_MS);
}

function oneLine(text: string) {
  return text.replace(/[\r\n\t]+/g, " ").trim();
}

function enquiryMessage(enquiry: Enquiry) {
  const env = getEnv();
  const site = getSiteConfig();
  return {
    from: { name: site.name, address: env.ENQUIRY_EMAIL_FROM ?? env.ENQUIRY_EMAIL_TO! },
    to: env.ENQUIRY_EMAIL_TO!,
    replyTo: { name: oneLine(enquiry.name), address: enquiry.email },
    subject: oneLine(`New enquiry from ${enquiry.name}: ${enquiry.service}`).slice(0, 200),
    text: [
      `A new enquiry came in through the website (${enquiry.page}).`,
      "",
      `Name: ${enquiry.name}`,
      `Email: ${enquiry.email}`,
      `Phone: ${enquiry.phone}`,
      `Service: ${enquiry.service}`,
      `Received: ${enquiry.createdAt}`,
      "",
      enquiry.message,
      "",
      "Reply to this e-mail to answer the visitor. All enquiries are listed under Enquiries in the admin.",
    ].join("\n"),
  };
}

/** E-mails handed to the transport and not finished yet. */
let sending = 0;

/**
 * Whether a new enquiry from `email` may be e-mailed now: not when one from
 * the same address was e-mailed (or is queued) within the last minute.
 */
export function mayMailEnquiryFrom(email: string, now = new Date()) {
  return !enquiryMailedSince(email, new Date(now.getTime() - MAIL_PER_ADDRESS_MS));
}

/**
 * Hands due e-mails to the transport while it has free connections; called
 * after each new enquiry and after each send. Returns at once.
 */
export function sendQueuedEnquiryMails() {
  if (!enquiryMailConfigured()) return;
  const free = MAIL_CONNECTIONS - sending;
  if (free <= 0) return;
  try {
    for (const enquiry of dueEnquiryMails(new Date(), free)) {
      // deliverEnquiryMail claims the enquiry before its first await, so the next query skips it.
      void deliverEnquiryMail(enquiry.id)
        .catch((error) =>
          logger.error({ err: error, enquiry: enquiry.id }, "enquiry e-mail failed"),
        )
        .finally(sendQueuedEnquiryMails);
    }
  } catch (error) {
    // The timer tries again; a request never fails because of its e-mail.
    logger.error({ err: error }, "enquiry e-mails could not be queued");
  }
}

/** Sends one enquiry's e-mail if it is due and not being sent already. */
export async function deliverEnquiryMail(id: string, now = new Date()): Promise<boolean> {
  if (!enquiryMailConfigured()) return false;
  if (!claimEnquiryMail(id, now, SEND_TIMEOUT_MS * 2)) return false;
  const enquiry = getEnquiry(id);
  if (!enquiry) return false;
  sending++;
  try {
    await getTransport().sendMail(enquiryMessage(enquiry));
    markEnquiryMailSent(id);
    logger.info({ enquiry: id }, "enquiry e-mailed");
    return true;
  } catch (error) {
    const wait = retryDelayMs(enquiry.mailAttempts);
    const message = error instanceof Error ? error.message : String(error);
    markEnquiryMailFailed(id, message, new Date(Date.now() + wait));
    logger.warn(
      {
        enquiry: id,
        attempts: enquiry.mailAttempts + 1,
        retryInSeconds: wait / 1000,
        err: message,
      },
      "enquiry e-mail failed; will retry",
    );
    return false;
  } finally {
    sending--;
  }
}

/** Sends every e-mail that is due; returns how many went out. */
export async function deliverDueEnquiryMails(now = new Date()): Promise<number> {
  if (!enquiryMailConfigured()) return 0;
  let sent = 0;
  for (const enquiry of dueEnquiryMails(now)) {
    // The rest wait for a free connection (sendQueuedEnquiryMails) or the next tick.
    if (sending >= MAIL_CONNECTIONS) break;
    if (await deliverEnquiryMail(enquiry.id, now)) sent += 1;
  }
  return sent;
}

/** The retention sweep: enquiries past their period, and audit log rows past a year. */
export function purgeOldEnquiries(now = Date.now()) {
  const removed = deleteEnquiriesOlderThan(getEnv().ENQUIRY_RETENTION_DAYS, now);
  if (removed) logger.info({ count: removed }, "deleted enquiries past the retention period");
  const activity = deleteActivityOlderThan(ACTIVITY_RETENTION_DAYS, now);
  if (activity) logger.info({ count: activity }, "deleted audit log rows past a year");
  return removed;
}

let timer: NodeJS.Timeout | undefined;

/** Starts the outbox and retention timer (idempotent); it never keeps the process alive. */
export function startEnquiryJobs() {
  if (timer) return;
  purgeOldEnquiries();
  let lastSweep = Date.now();
  let running = false;
  const tickMs = Math.min(getEnv().MAIL_RETRY_SECONDS, 60) * 1000;
  timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverDueEnquiryMails();
      if (Date.now() - lastSweep >= RETENTION_SWEEP_MS) {
        lastSweep = Date.now();
        purgeOldEnquiries();
      }
    } catch (error) {
      logger.error({ err: error }, "enquiry jobs failed");
    } finally {
      running = false;
    }
  }, tickMs);
  timer.unref();
  // Mail left over from before a restart goes out now rather than after a tick.
  void deliverDueEnquiryMails().catch((error) =>
    logger.error({ err: error }, "enquiry e-mails failed"),
  );
}

export function stopEnquiryJobs() {
  if (timer) clearInterval(timer);
  timer = undefined;
  transport?.close();
  transport = undefined;
}
