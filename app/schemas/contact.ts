/**
 * The contact form (docs/product/public-site.md#contact-form): its fields, the service options, one
 * validator shared by the browser and the /contact action, and the chat
 * message it produces. Plain functions rather than zod, so the form's
 * browser code stays small on slow mobile connections.
 */
import { chatLink } from "~/utils/chat-link";
import { fill } from "~/i18n/fill";
import { messagesFor, type Messages } from "~/i18n/messages";
import type { Language } from "~/i18n/language";
import type { ContentText } from "~/i18n/content";
import { isOneLine } from "~/utils/one-line";

/** The checks' messages in one language (the form's script gets them from its page). */
export type ContactErrorMessages = Messages["contact"]["errors"];

/**
 * The service list is the services on the site (docs/product/content.md#site-content) plus this
 * one; the package list is the pricing tiers. Both come from the page, never from this module.
 */
export const OTHER_SERVICE = "Other";

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  message: 2000,
  service: 100,
  package: 100,
} as const;

/**
 * What the visitor may choose from: the site's services and packages, by their English titles
 * (what the form sends and the enquiry records). `names` gives each one as the page shows it,
 * in the page's language (the English title marked `lang: "en"` where there is no Tamil one).
 */
export type ContactChoices = {
  services: readonly string[];
  packages: readonly string[];
  names?: Readonly<Record<string, ContentText>>;
};

/** The hidden field that carries an estimate's query ("Send me this estimate"). */
export const ESTIMATE_FIELD = "estimate";

/** The hidden field a person never fills; a bot that fills it gets no chat link. */
export const HONEYPOT_FIELD = "website";

/** The form's fields, in the order they are shown. */
export const CONTACT_FIELDS = ["name", "email", "phone", "service", "message"] as const;

/** The fields, and the optional package chosen with "Get Started" on a pricing tier. */
export type ContactFields = Record<(typeof CONTACT_FIELDS)[number], string> & { package?: string };

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

/** Every field but the message is one line (app/utils/one-line.ts): a break in it is refused. */
const ONE_LINE_FIELDS = ["name", "email", "phone", "service", "package"] as const;

type ContactResult =
  { ok: true; value: ContactFields } | { ok: false; errors: ContactErrors; values: ContactFields };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;

export function readContactFields(form: FormData | URLSearchParams): ContactFields {
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const fields = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, get(name)]));
  return { ...fields, package: get("package") } as ContactFields;
}

/**
 * `choices`: the services and packages on the site (the server always passes them; the
 * browser's early check, without them, checks only that a service is chosen). `messages`:
 * the checks' words in the page's language (the browser's script gets them from the page,
 * so it carries no message file).
 */
export function validateContact(
  input: ContactFields,
  choices: ContactChoices | undefined,
  messages: ContactErrorMessages,
): ContactResult {
  const value: ContactFields = {
    name: input.name.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    service: input.service.trim(),
    message: input.message.trim(),
  };
  const chosenPackage = (input.package ?? "").trim();
  if (chosenPackage) value.package = chosenPackage;
  const errors: ContactErrors = {};

  if (!value.name) errors.name = messages.nameRequired;
  else if (value.name.length > CONTACT_LIMITS.name)
    errors.name = fill(messages.nameTooLong, { max: CONTACT_LIMITS.name });

  if (!value.email) errors.email = messages.emailRequired;
  else if (value.email.length > CONTACT_LIMITS.email || !EMAIL.test(value.email))
    errors.email = messages.emailInvalid;

  if (!value.phone) errors.phone = messages.phoneRequired;
  else if (!PHONE.test(value.phone)) errors.phone = messages.phoneInvalid;

  if (!value.service) errors.service = messages.serviceRequired;
  else if (
    value.service.length > CONTACT_LIMITS.service ||
    (choices && value.service !== OTHER_SERVICE && !choices.services.includes(value.service))
  )
    errors.service = messages.serviceUnknown;

  if (
    chosenPackage &&
    (chosenPackage.length > CONTACT_LIMITS.package ||
      (choices && !choices.packages.includes(chosenPackage)))
  )
    errors.package = messages.packageUnknown;

  if (!value.message) errors.message = messages.messageRequired;
  else if (value.message.length > CONTACT_LIMITS.message)
    errors.message = fill(messages.messageTooLong, { max: CONTACT_LIMITS.message });

  for (const name of ONE_LINE_FIELDS) {
    if (!isOneLine(value[name] ?? "")) errors[name] = messages.oneLine;
  }

  return Object.keys(errors).length > 0
    ? { ok: false, errors, values: input }
    : { ok: true, value };
}

/**
 * The prefilled chat text: name, email, phone, service and message, in the language of the
 * page the form was sent from. The service and package are sent by their English titles (the
 * form's values); `names` (ContactChoices' names in that language) turns them back into the
 * names the visitor chose from, and "Other" is named as that language names it.
 */
function contactMessage(
  companyName: string,
  fields: ContactFields,
  language: Language = "en",
  names: ContactChoices["names"] = {},
): string {
  const { chat, otherService } = messagesFor(language).contact;
  const nameOf = (value: string) => names[value]?.text ?? value;
  const service = fields.service === OTHER_SERVICE ? otherService : nameOf(fields.service);
  return [
    chat.greeting(companyName),
    "",
    `${chat.name}: ${fields.name}`,
    `${chat.email}: ${fields.email}`,
    `${chat.phone}: ${fields.phone}`,
    `${chat.service}: ${service}`,
    ...(fields.package ? [`${chat.package}: ${nameOf(fields.package)}`] : []),
    `${chat.message}: ${fields.message}`,
  ].join("\n");
}

export function contactChatLink(
  chatNumber: string,
  companyName: string,
  fields: ContactFields,
  language: Language = "en",
  names?: ContactChoices["names"],
) {
  return chatLink(chatNumber, contactMessage(companyName, fields, language, names));
}
