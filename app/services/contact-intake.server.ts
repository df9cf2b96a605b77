/**
 * What happens to a posted contact form (docs/product.md#contact-form), for
 * both ways it arrives: the /contact page's action (a whole-page post, works
 * without JavaScript) and /contact/send (the page's script, JSON). The rate
 * limit is counted, a filled honeypot is ignored, a valid form is stored as an
 * enquiry (and queued for e-mail) before the chat link is built.
 */
import { getSiteConfig } from "~/config/site.server";
import { createEnquiry } from "~/models/enquiry.server";
import { contactChoices } from "~/models/site-content.server";
import {
  contactChatLink,
  HONEYPOT_FIELD,
  readContactFields,
  validateContact,
  type ContactErrors,
  type ContactFields,
} from "~/schemas/contact";
import {
  enquiryMailConfigured,
  mayMailEnquiryFrom,
  NOT_MAILED_REPEAT_SENDER,
  sendQueuedEnquiryMails,
} from "~/services/enquiry-mail.server";
import { addressKey, contactLimiter } from "~/utils/rate-limit.server";

export const RATE_LIMIT_MESSAGE =
  "You have sent several messages in a short time. Please wait a few minutes and try again, or call us directly.";
export const INVALID_MESSAGE = "Please correct the highlighted fields.";

export type ContactIntake =
  | { kind: "limited"; retryAfterSeconds: number; values: ContactFields }
  | { kind: "ignored"; returnTo: "/" | "/contact" }
  | { kind: "invalid"; errors: ContactErrors; values: ContactFields }
  | { kind: "stored"; chatLink: string };

/** `clientIp`: the visitor's address, for the rate limit. */
export async function receiveContactForm(
  request: Request,
  clientIp: string,
): Promise<ContactIntake> {
  const client = addressKey(clientIp);
  const form = await request.formData();
  const values = readContactFields(form);
  const returnTo = form.get("returnTo") === "/" ? "/" : "/contact";

  const limit = contactLimiter.check(client);
  if (!limit.allowed) {
    return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds, values };
  }
  contactLimiter.hit(client);

  // A filled honeypot is a bot: answer as if all went well, with no chat link.
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") return { kind: "ignored", returnTo };

  const result = validateContact(values, contactChoices());
  if (!result.ok) return { kind: "invalid", errors: result.errors, values };

  const mail = enquiryMailConfigured();
  // A flood from one address reaches the owner as one e-mail a minute; every enquiry is kept.
  const notMailedBecause =
    mail && !mayMailEnquiryFrom(result.value.email) ? NOT_MAILED_REPEAT_SENDER : undefined;
  createEnquiry(result.value, returnTo, { mail, notMailedBecause });
  // Not awaited: the visitor goes on to the chat while the outbox sends (and retries).
  if (mail && !notMailedBecause) sendQueuedEnquiryMails();
  const site = getSiteConfig();
  return { kind: "stored", chatLink: contactChatLink(site.chatNumber, site.name, result.value) };
}
