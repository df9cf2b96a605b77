import { languageOfPath, type Language } from "~/i18n/language";

/**
 * The contact form's chat link (docs/product.md#contact-form) (https://wa.me/<number>?text=…). The target is
 * always built from the configured number: the number is reduced to digits
 * and every visitor-typed character lives inside the encoded `text` value,
 * so nothing typed can change the host, path or add parameters.
 */
export function chatLink(chatNumber: string, text?: string): string {
  const base = `https://wa.me/${chatNumber.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/**
 * A visitor's phone number as wa.me expects it (digits with the country code): the contact form
 * takes Indian numbers as people write them (98400 12345, 098400 12345, +91 98400 12345), so a
 * number without a country code is taken as Indian (91). Null when it cannot be a number.
 */
export function indianChatNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return digits.length >= 8 ? digits : null;
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith("0")) return `91${digits.slice(1)}`;
  if (digits.length === 12 && digits.startsWith("91")) return digits;
  return digits.length >= 11 && digits.length <= 15 ? digits : null;
}

/** The reply's first words, in the language of the page the visitor wrote from. */
const REPLY_GREETINGS: Record<Language, (name: string, companyName: string) => string> = {
  en: (name, companyName) => `Hello ${name}, thank you for your enquiry to ${companyName}. `,
  ta: (name, companyName) =>
    `வணக்கம் ${name}, ${companyName} நிறுவனத்துக்கு நீங்கள் அனுப்பிய விசாரணைக்கு நன்றி. `,
};

/**
 * The admin's "Reply on WhatsApp" link to a visitor, with a greeting that uses their name, in
 * Tamil when they wrote from a Tamil page (its path starts with /ta).
 */
export function replyChatLink(
  visitor: { name: string; phone: string; page: string },
  companyName: string,
) {
  const number = indianChatNumber(visitor.phone);
  if (!number) return null;
  const greeting = REPLY_GREETINGS[languageOfPath(visitor.page)];
  return chatLink(number, greeting(visitor.name, companyName));
}
