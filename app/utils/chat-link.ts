import { indianChatNumber } from "~/config/chat-number";

/**
 * Every WhatsApp link of the site is built here (https://wa.me/<number>?text=…): the chat button,
 * the contact form's Send via WhatsApp (docs/product.md#contact-form), the admin's Reply on
 * WhatsApp, and the share links (no number: the visitor chooses whom to send it to). The number
 * is reduced to digits and every visitor-typed character lives inside the encoded `text` value,
 * so nothing typed can change the host, path or add parameters.
 */
export function chatLink(chatNumber: string, text?: string): string {
  const base = `https://wa.me/${chatNumber.replace(/\D/g, "")}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export { indianChatNumber };

/** The admin's "Reply on WhatsApp" link to a visitor, with a greeting that uses their name. */
export function replyChatLink(visitor: { name: string; phone: string }, companyName: string) {
  const number = indianChatNumber(visitor.phone);
  if (!number) return null;
  return chatLink(number, `Hello ${visitor.name}, thank you for your enquiry to ${companyName}. `);
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
