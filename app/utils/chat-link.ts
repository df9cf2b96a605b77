import { indianChatNumber } from "~/config/chat-number";
import { languageOfPath, type Language } from "~/i18n/language";

/**
 * Every WhatsApp link of the site is built here (https://wa.me/<number>?text=…): the chat button,
 * the contact form's Send via WhatsApp (docs/product/public-site.md#contact-form), the admin's
 * Reply on WhatsApp, and the share links (no number: the visitor chooses whom to send it to). The
 * number is reduced to digits and every visitor-typed character lives inside the encoded `text`
 * value, so nothing typed can change the host, path or add parameters.
 */
export function chatLink(chatNumber: string, text?: string): string {
  const base = `https://wa.me/${chatNumber.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export { indianChatNumber };

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

/**
 * A number wa.me reaches, as people read it: "+91 98400 12345" for an Indian mobile, else
 * + and the digits.
 */
export function internationalNumber(digits: string): string {
  const only = digits.replace(/\D/g, "");
  if (/^91[6-9]\d{9}$/.test(only)) return `+91 ${only.slice(2, 7)} ${only.slice(7)}`;
  return only ? `+${only}` : "";
}
