/**
 * The contact form (docs/product.md#contact-form): its fields, the service options, one
 * validator shared by the browser and the /contact action, and the chat
 * message it produces. Plain functions rather than zod, so the form's
 * browser code stays small on slow mobile connections.
 */
import { chatLink } from "~/utils/chat-link";

export const CONTACT_SERVICES = [
  "New Building Construction",
  "Renovation and Remodeling",
  "Site Preparation and Excavation",
  "Foundation and Structural Work",
  "Electrical Installation",
  "Interior Design and Finishing",
  "Other",
] as const;

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, message: 2000 } as const;

/** The hidden field a person never fills; a bot that fills it gets no chat link. */
export const HONEYPOT_FIELD = "website";

/** The form's fields, in the order they are shown. */
export const CONTACT_FIELDS = ["name", "email", "phone", "service", "message"] as const;

export type ContactFields = Record<(typeof CONTACT_FIELDS)[number], string>;

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
  return Object.fromEntries(CONTACT_FIELDS.map((name) => [name, get(name)])) as ContactFields;
}

export function validateContact(input: ContactFields): ContactResult {
  const value: ContactFields = {
    name: input.name.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
    service: input.service.trim(),
    message: input.message.trim(),
  };
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
  else if (!(CONTACT_SERVICES as readonly string[]).includes(value.service))
    errors.service = "Please choose one of the listed services";

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
    `Message: ${fields.message}`,
  ].join("\n");
}

export function contactChatLink(chatNumber: string, companyName: string, fields: ContactFields) {
  return chatLink(chatNumber, contactMessage(companyName, fields));
}
