/**
 * Where the company's chats (WhatsApp) go (docs/decisions/066-one-chat-number.md): the phone
 * number unless the owner chose another. Every wa.me link to the company reads `chatNumber` as
 * decided here.
 */
import type { SiteSettings } from "./site";

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

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** The phone number as wa.me expects it: digits with the country code (91 when it has none). */
export function phoneChatNumber(phone: string): string {
  return indianChatNumber(phone) ?? digitsOf(phone);
}

/**
 * The one answer to "where do the chats go" (docs/decisions/066-one-chat-number.md): the
 * settings with `chatOnPhone` decided and `chatNumber` the digits every wa.me link uses. Settings
 * stored before the choice existed (or sent without it) chat on the phone when their chat number
 * is the phone's, or is empty.
 */
export function withChatNumber<T extends Pick<SiteSettings, "phone" | "chatNumber">>(
  settings: T & { chatOnPhone?: boolean },
): T & Pick<SiteSettings, "chatOnPhone" | "chatNumber"> {
  const own = digitsOf(settings.chatNumber ?? "");
  const chatOnPhone = settings.chatOnPhone ?? (!own || own === phoneChatNumber(settings.phone));
  return {
    ...settings,
    chatOnPhone,
    chatNumber: chatOnPhone ? phoneChatNumber(settings.phone) : own,
  };
}
