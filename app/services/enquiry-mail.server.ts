/**
 * Enquiry e-mails and upkeep, run inside the one server process: each new
 * enquiry is mailed right after it is stored (the visitor never waits for
 * it) through the shared outbox (./mail-outbox.server.ts: one pooled SMTP
 * transport, a failed send kept in the outbox columns of `enquiries` and
 * retried with a growing wait), and old enquiries are deleted after the
 * retention period. The timer here also sends the client e-mails that are
 * due. See docs/decisions/015-enquiries-kept-and-mailed.md and
 * 040-bounded-writes-and-mail.md.
 */
import { deleteActivityOlderThan } from "~/models/activity.server";
import { ACTIVITY_RETENTION_DAYS } from "~/content/activity-actions";
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
import { formatDateTimeInWords } from "~/utils/dates";
import { getEnv } from "~/utils/env.server";
import { absoluteUrl } from "~/utils/seo";
import { logger } from "~/utils/logger.server";
import { clientMailOutbox, mailUpdatesGoneLive } from "./client-update-mail.server";
import { mailDuePayments } from "./client-payments.server";
import { queueVisitReminders, visitMailOutbox } from "./site-visits.server";
import {
  closeMailTransport,
  deliverDueMails,
  deliverMail,
  MAIL_CONNECTIONS,
  mailConfigured,
  retryDelayMs,
  sendQueuedMails,
  senderAddress,
  type Outbox,
} from "./mail-outbox.server";

export { MAIL_CONNECTIONS, retryDelayMs };

/** One e-mail per minute per sender address reaches the owner; later ones are stored, not mailed. */
export const MAIL_PER_ADDRESS_MS = 60_000;
export const NOT_MAILED_REPEAT_SENDER =
  "Not e-mailed: an enquiry from the same address was e-mailed less than a minute before.";
const RETENTION_SWEEP_MS = 6 * 3600_000;

/** True when SMTP_URL and ENQUIRY_EMAIL_TO are both set. */
export const enquiryMailConfigured = mailConfigured;

/**
 * The form refuses line breaks in one-line fields (app/utils/one-line.ts); an enquiry stored
 * before that, or by another path, still gets each header and labelled line folded to one line.
 */
function oneLine(text: string) {
  return text.replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, " ").trim();
}

/**
 * What the admin's enquiry view shows beside the contact details: the package chosen and the
 * estimate sent with it (its summary and the address that opens it again at today's prices).
 */
function choiceLines(enquiry: Enquiry): string[] {
  const lines = enquiry.package ? [`Package: ${oneLine(enquiry.package)}`] : [];
  if (enquiry.estimate) {
    lines.push(
      "",
      `Cost estimate sent with it: ${oneLine(enquiry.estimate.summary)}`,
      `Open the estimate with today's prices: ${absoluteUrl(getEnv().SITE_URL, `/estimate?${enquiry.estimate.query}`)}`,
    );
  }
  return lines;
}

function enquiryMessage(enquiry: Enquiry) {
  const env = getEnv();
  const site = getSiteConfig();
  return {
    from: { name: site.name, address: senderAddress() },
    to: env.ENQUIRY_EMAIL_TO!,
    replyTo: { name: oneLine(enquiry.name), address: enquiry.email },
    subject: oneLine(`New enquiry from ${enquiry.name}: ${enquiry.service}`).slice(0, 200),
    text: [
      `A new enquiry came in through the website (${enquiry.page}).`,
      "",
      `Name: ${oneLine(enquiry.name)}`,
      `Email: ${oneLine(enquiry.email)}`,
      `Phone: ${oneLine(enquiry.phone)}`,
      `Service: ${oneLine(enquiry.service)}`,
      ...choiceLines(enquiry),
      "",
      // The owner reads Chennai's time in words, whatever the server's own time zone.
      `Received: ${formatDateTimeInWords(enquiry.createdAt)} (India time)`,
      "",
      enquiry.message,
      "",
      "Reply to this e-mail to answer the visitor. All enquiries are listed under Enquiries in the admin.",
    ].join("\n"),
  };
}

/**
 * Whether a new enquiry from `email` may be e-mailed now: not when one from
 * the same address was e-mailed (or is queued) within the last minute.
 */
export function mayMailEnquiryFrom(email: string, now = new Date()) {
  return !enquiryMailedSince(email, new Date(now.getTime() - MAIL_PER_ADDRESS_MS));
}

const enquiryOutbox: Outbox<Enquiry> = {
  name: "enquiry",
  due: dueEnquiryMails,
  claim: claimEnquiryMail,
  get: getEnquiry,
  message: enquiryMessage,
  markSent: markEnquiryMailSent,
  markFailed: markEnquiryMailFailed,
};

/**
 * Hands due e-mails to the transport while it has free connections; called
 * after each new enquiry and after each send. Returns at once.
 */
export function sendQueuedEnquiryMails() {
  sendQueuedMails(enquiryOutbox);
}

/** Sends one enquiry's e-mail if it is due and not being sent already. */
export function deliverEnquiryMail(id: string, now = new Date()): Promise<boolean> {
  return deliverMail(enquiryOutbox, id, now);
}

/** Sends every enquiry e-mail that is due; returns how many went out. */
export function deliverDueEnquiryMails(now = new Date()): Promise<number> {
  return deliverDueMails(enquiryOutbox, now);
}

/** Every outbox's due e-mails (the timer's tick, and at start). */
async function deliverAllDueMails() {
  mailUpdatesGoneLive();
  mailDuePayments();
  await deliverDueEnquiryMails();
  await deliverDueMails(clientMailOutbox);
  // Site visits: tomorrow's reminders (each queued once), then their outbox.
  queueVisitReminders(new Date());
  await deliverDueMails(visitMailOutbox);
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

/** Starts the outboxes' and retention timer (idempotent); it never keeps the process alive. */
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
      await deliverAllDueMails();
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
  void deliverAllDueMails().catch((error) =>
    logger.error({ err: error }, "enquiry e-mails failed"),
  );
}

export function stopEnquiryJobs() {
  if (timer) clearInterval(timer);
  timer = undefined;
  closeMailTransport();
}
