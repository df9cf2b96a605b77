/**
 * What happens to a posted contact form (docs/product.md#contact-form), for
 * both ways it arrives: the /contact page's action (a whole-page post, works
 * without JavaScript) and /contact/send (the page's script, JSON). The rate
 * limit is counted, a filled honeypot is ignored, a valid form is stored as an
 * enquiry (and queued for e-mail) before the chat link is built.
 */
import { getSiteConfig } from "~/config/site.server";
import { createEnquiry } from "~/models/enquiry.server";
import { attachedEstimate } from "~/services/estimate.server";
import { contactChoices } from "~/models/site-content.server";
import {
  contactChatLink,
  ESTIMATE_FIELD,
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
import { isLanguage, languageOfRequest, pathInLanguage, type Language } from "~/i18n/language";
import { messagesFor } from "~/i18n/messages";

/** The form-wide messages of a refused form, in the language of the page it came from. */
export function intakeMessages(language: Language) {
  const { contact } = messagesFor(language);
  return {
    rateLimited: contact.rateLimited,
    invalid: contact.invalid,
    unreadable: contact.unreadable,
  };
}

type ContactIntake = { language: Language } & (
  | { kind: "unreadable"; values: ContactFields }
  | { kind: "limited"; retryAfterSeconds: number; values: ContactFields }
  | { kind: "ignored"; returnTo: string }
  | { kind: "invalid"; errors: ContactErrors; values: ContactFields }
  | { kind: "stored"; chatLink: string }
);

/**
 * `form`: the posted form as the route read it, null when its body could not be read
 * (readFormBody in app/http/form-body.server.ts). `clientIp`: the visitor's address, for the
 * rate limit.
 */
export async function receiveContactForm(
  request: Request,
  form: FormData | null,
  clientIp: string,
): Promise<ContactIntake> {
  const client = addressKey(clientIp);
  if (!form) {
    const values = readContactFields(new FormData());
    return { language: languageOfRequest(request), kind: "unreadable", values };
  }
  const values = readContactFields(form);
  const returnTo = form.get("returnTo") === "/" ? "/" : "/contact";
  // The page's language: the form says it (its script posts to one address for both).
  const sentLanguage = form.get("language");
  const language = isLanguage(sentLanguage) ? sentLanguage : languageOfRequest(request);

  const limit = contactLimiter.check(client);
  if (!limit.allowed) {
    return { language, kind: "limited", retryAfterSeconds: limit.retryAfterSeconds, values };
  }
  contactLimiter.hit(client);

  // A filled honeypot is a bot: answer as if all went well, with no chat link.
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") {
    return { language, kind: "ignored", returnTo: pathInLanguage(returnTo, language) };
  }

  const result = validateContact(values, contactChoices(), messagesFor(language).contact.errors);
  if (!result.ok) return { language, kind: "invalid", errors: result.errors, values };

  const mail = enquiryMailConfigured();
  // A flood from one address reaches the owner as one e-mail a minute; every enquiry is kept.
  const notMailedBecause =
    mail && !mayMailEnquiryFrom(result.value.email) ? NOT_MAILED_REPEAT_SENDER : undefined;
  // The estimate is kept in English, like the rest of the owner's view of an enquiry.
  const estimate = attachedEstimate(form.get(ESTIMATE_FIELD), "en");
  createEnquiry(result.value, returnTo, { mail, notMailedBecause, estimate });
  // Not awaited: the visitor goes on to the chat while the outbox sends (and retries).
  if (mail && !notMailedBecause) sendQueuedEnquiryMails();
  const site = getSiteConfig();
  return {
    language,
    kind: "stored",
    chatLink: contactChatLink(site.chatNumber, site.name, result.value, language),
  };
}
