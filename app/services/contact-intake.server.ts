/**
 * What happens to a posted contact form (docs/product/public-site.md#contact-form), for
 * both ways it arrives: the /contact page's action (a whole-page post, works
 * without JavaScript) and /contact/send (the page's script, JSON). The rate
 * limit is counted, a filled honeypot is ignored, a valid form is stored as an
 * enquiry (and queued for e-mail) before the chat link is built.
 */
import { getSiteConfig } from "~/config/site.server";
import type { LeadSource } from "~/db/schema";
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
import { isLanguage, languageOfRequest, pathInLanguage } from "~/i18n/language";
import { messagesFor } from "~/i18n/messages";

/**
 * A refused form carries its form-wide message (`formError`) in the language of the page it came
 * from, its field messages and what was typed.
 */
type ContactIntake =
  | {
      kind: "refused";
      status: 400;
      formError: string;
      errors: ContactErrors;
      values: ContactFields;
    }
  | { kind: "limited"; retryAfterSeconds: number; formError: string; values: ContactFields }
  | { kind: "ignored"; returnTo: string }
  | { kind: "stored"; chatLink: string };

/**
 * `form`: the posted form as the route read it, null when its body could not be read
 * (readFormBody in app/http/form-body.server.ts). `clientIp`: the visitor's address, for the
 * rate limit. `source`: where the visitor first came from (the route reads the lead-source
 * cookie: app/http/lead-source.server.ts), kept with the enquiry.
 */
export async function receiveContactForm(
  request: Request,
  form: FormData | null,
  clientIp: string,
  source: LeadSource | null,
): Promise<ContactIntake> {
  const client = addressKey(clientIp);
  if (!form) {
    const values = readContactFields(new FormData());
    const formError = messagesFor(languageOfRequest(request)).contact.unreadable;
    return { kind: "refused", status: 400, formError, errors: {}, values };
  }
  const values = readContactFields(form);
  const returnTo = form.get("returnTo") === "/" ? "/" : "/contact";
  // The page's language: the form says it (its script posts to one address for both).
  const sentLanguage = form.get("language");
  const language = isLanguage(sentLanguage) ? sentLanguage : languageOfRequest(request);
  const messages = messagesFor(language).contact;

  const limit = contactLimiter.check(client);
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    return { kind: "limited", retryAfterSeconds, formError: messages.rateLimited, values };
  }
  contactLimiter.hit(client);

  // A filled honeypot is a bot: answer as if all went well, with no chat link.
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") {
    return { kind: "ignored", returnTo: pathInLanguage(returnTo, language) };
  }

  const result = validateContact(values, contactChoices(), messages.errors);
  if (!result.ok) {
    return {
      kind: "refused",
      status: 400,
      formError: messages.invalid,
      errors: result.errors,
      values,
    };
  }

  const mail = enquiryMailConfigured();
  // A flood from one address reaches the owner as one e-mail a minute; every enquiry is kept.
  const notMailedBecause =
    mail && !mayMailEnquiryFrom(result.value.email) ? NOT_MAILED_REPEAT_SENDER : undefined;
  // The estimate is kept in English, like the rest of the owner's view of an enquiry.
  const estimate = attachedEstimate(form.get(ESTIMATE_FIELD), "en");
  // The page in its language (/ta/contact): the reply and a client's project speak it. The source
  // is the visitor's first visit.
  createEnquiry(result.value, pathInLanguage(returnTo, language), {
    mail,
    notMailedBecause,
    estimate,
    source,
  });
  // Not awaited: the visitor goes on to the chat while the outbox sends (and retries).
  if (mail && !notMailedBecause) sendQueuedEnquiryMails();
  const site = getSiteConfig();
  return {
    kind: "stored",
    // The service and package as the page named them: their Tamil names on a Tamil page.
    chatLink: contactChatLink(
      site.chatNumber,
      site.name,
      result.value,
      language,
      contactChoices(language).names,
    ),
  };
}
