/**
 * "Forgot password?" (docs/security/sign-in.md#forgotten-passwords): a request answers the same
 * whether or not the address has an account, and the e-mail goes out after the answer, so neither
 * the words nor the time tell an account apart. Requests are limited per client address and per
 * e-mail.
 */
import nodemailer from "nodemailer";
import { getSiteConfig } from "~/config/site.server";
import { recordActivity } from "~/models/activity.server";
import { createPasswordReset } from "~/models/password-reset.server";
import { PASSWORD_RESET_LIFETIME_MS } from "~/utils/password-rules";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { addressKey, RateLimiter, type LimitResult } from "~/utils/rate-limit.server";
import { absoluteUrl } from "~/utils/seo";

/** Links can be sent only where enquiry e-mails can: SMTP_URL with its sender. */
export function passwordResetMailConfigured() {
  const env = getEnv();
  return Boolean(env.SMTP_URL && (env.ENQUIRY_EMAIL_FROM ?? env.ENQUIRY_EMAIL_TO));
}

/** Requests from one client address: a person retrying, not a list of guesses. */
const addressLimiter = new RateLimiter({ limit: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 });
/** Links to one address: nobody can fill an administrator's inbox. */
const emailLimiter = new RateLimiter({ limit: 3, windowMs: 15 * 60_000, blockMs: 15 * 60_000 });

const RESET_LINK_PATH = "/reset-password/";

function resetMessage(to: string, link: string) {
  const env = getEnv();
  const site = getSiteConfig();
  const minutes = PASSWORD_RESET_LIFETIME_MS / 60_000;
  return {
    from: { name: site.name, address: (env.ENQUIRY_EMAIL_FROM ?? env.ENQUIRY_EMAIL_TO)! },
    to,
    subject: `Set a new password for ${site.name}`,
    text: [
      `Someone asked to set a new password for the administrator account ${to} of the ${site.name} website.`,
      "",
      `To choose a new password, open this link within ${minutes} minutes. It works once:`,
      link,
      "",
      "Setting a new password signs this account out everywhere else.",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}

let sending: Promise<unknown> = Promise.resolve();

/**
 * Handles one request: refused (429) only by the address limit, so the answer never depends on
 * the e-mail. An e-mail over its own limit, or without an account, gets no link, silently.
 */
export function requestPasswordReset(
  email: string,
  { clientIp, request }: { clientIp: string; request: Request },
): LimitResult {
  const byAddress = addressLimiter.begin(addressKey(clientIp));
  if (!byAddress.allowed) return byAddress;
  const normalized = email.trim().toLowerCase();
  if (!emailLimiter.begin(normalized).allowed) return { allowed: true };
  const reset = createPasswordReset(normalized);
  if (!reset) return { allowed: true };
  recordActivity({
    actor: null,
    action: "password-reset-requested",
    subject: { kind: "administrator", id: reset.admin.id, label: reset.admin.email },
    request,
  });
  const link = absoluteUrl(getEnv().SITE_URL, `${RESET_LINK_PATH}${reset.token}`);
  const transport = nodemailer.createTransport({
    url: getEnv().SMTP_URL,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  sending = sending.then(() =>
    transport
      .sendMail(resetMessage(reset.admin.email, link))
      .catch((error) => logger.error({ err: error }, "could not send the password reset e-mail"))
      .finally(() => transport.close()),
  );
  return { allowed: true };
}
