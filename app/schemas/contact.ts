/**
 * The contact form (docs/product.md#contact-form): its fields, the service options, one
 * validator shared by the browser and the /contact action, and the chat
 * message it produces. Plain functions rather than zod, so the form's
 * browser code stays small on slow mobile connections.
 */
import { chatLink } from "~/utils/chat-link";

/**
 * The service list is the services on the site (docs/product.md#site-content) plus this one;
 * the package list is the pricing tiers. Both come from the page, never from this module.
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

/** What the visitor may choose from: the site's services and packages, by their titles. */
export type ContactChoices = { services: readonly string[]; packages: readonly string[] };

/** The hidden field a person never fills; a bot that fills it gets no chat link. */
export const HONEYPOT_FIELD = "website";

/** The form's fields, in the order they are shown. */
export const CONTACT_FIELDS = ["name", "email", "phone", "service", "message"] as const;

/** The fields, and the optional package chosen with "Get Started" on a pricing tier. */
export type ContactFields = Record<(typeof CONTACT_FIELDS)[number], string> & { package?: string };

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export type ContactResult =
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
 * browser's early check, without them, checks only that a service is chosen).
 */
export function validateContact(input: ContactFields, choices?: ContactChoices): ContactResult {
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

  if (!value.name) errors.name = "Name is required";
  else if (value.name.length > CONTACT_LIMITS.name)
    errors.name = `Name must be at most ${CONTACT_LIMITS.name} characters`;

  if (!value.email) errors.email = "Email is required";
  else if (value.email.length > CONTACT_LIMITS.email || !EMAIL.test(value.email))
    errors.email = "Please enter a valid email address";

  if (!value.phone) errors.phone = "Phone is required";
  else if (!PHONE.test(value.phone)) errors.phone = "Please enter a valid phone number";

  if (!value.service) errors.service = "Please select a service";
  else if (
    value.service.length > CONTACT_LIMITS.service ||
    (choices && value.service !== OTHER_SERVICE && !choices.services.includes(value.service))
  )
    errors.service = "Please choose one of the listed services";

  if (
    chosenPackage &&
    (chosenPackage.length > CONTACT_LIMITS.package ||
      (choices && !choices.packages.includes(chosenPackage)))
  )
    errors.package = "Please choose one of the listed packages";

  if (!value.message) errors.message = "Message is required";
  else if (value.message.length > CONTACT_LIMITS.message)
    errors.message = `Message must be at most ${CONTACT_LIMITS.message} characters`;

  return Object.keys(errors).length > 0
    ? { ok: false, errors, values: input }
    : { ok: true, value };
}

/** The prefilled chat text: name, email, phone, service and message. */
export function contactMessage(companyName: string, fields: ContactFields): string {
  return [
    `Hello ${companyName}, I would like to enquire about your services.`,
    "",
    `Name: ${fields.name}`,
    `Email: ${fields.email}`,
    `Phone: ${fields.phone}`,
    `Service: ${fields.service}`,
    ...(fields.package ? [`Package: ${fields.package}`] : []),
    `Message: ${fields.message}`,
  ].join("\n");
}

export function contactChatLink(chatNumber: string, companyName: string, fields: ContactFields) {
  return chatLink(chatNumber, contactMessage(companyName, fields));
}
