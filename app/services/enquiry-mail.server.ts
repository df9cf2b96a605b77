/**
 * Enquiry e-mails and upkeep, run inside the one server process: each new
 * enquiry is mailed right after it is stored (the visitor never waits for
 * it), a failed send stays in the outbox columns of `enquiries` and a timer
 * retries it with a growing wait, and old enquiries are deleted after the
 * retention period. See docs/decisions/010-enquiries-outbox.md.
 */
import { deleteActivityOlderThan } from "~/models/activity.server";
import { ACTIVITY_RETENTION_DAYS } from "~/utils/activity-actions";
import nodemailer, { type Transporter } from "nodemailer";
import { getSiteConfig } from "~/config/site.server";
import {
  claimEnquiryMail,
  deleteEnquiriesOlderThan,
  dueEnquiryMails,
  getEnquiry,
  markEnquiryMailFailed,
  markEnquiryMailSent,
  type Enquiry,
} from "~/models/enquiry.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

/** A send that takes longer than this is abandoned and retried later. */
const SEND_TIMEOUT_MS = 30_000;
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

export function enquiryMessage(enquiry: Enquiry) {
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

/** Sends one enquiry's e-mail if it is due and not being sent already. */
export async function deliverEnquiryMail(id: string, now = new Date()): Promise<boolean> {
  if (!enquiryMailConfigured()) return false;
  if (!claimEnquiryMail(id, now, SEND_TIMEOUT_MS * 2)) return false;
  const enquiry = getEnquiry(id);
  if (!enquiry) return false;
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
  }
}

/** Sends every e-mail that is due; returns how many went out. */
export async function deliverDueEnquiryMails(now = new Date()): Promise<number> {
  if (!enquiryMailConfigured()) return 0;
  let sent = 0;
  for (const enquiry of dueEnquiryMails(now)) {
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
