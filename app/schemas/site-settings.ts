/**
 * The company's details at /settings and PUT /api/site/settings
 * (docs/product/overview.md#company-details): one schema for the form (through Conform), its action
 * and the API, with the messages shown beside each field.
 */
import { z } from "zod";
import type { TRANSLATABLE_SETTINGS } from "~/config/site";
import { withChatNumber } from "~/config/chat-number";
import { WEEK_DAYS, type SiteSettings } from "~/config/site";
import { oneLine, requiredText, tamilKeys, tamilTexts, text } from "./common";

export const PHONE_MESSAGE = "Enter a phone number: 10 digits, or + and the country code first";
export const CHAT_NUMBER_MESSAGE =
  "Start the chat number with the country code (91 for India), e.g. +91 98400 12345";
export const CHAT_NUMBER_MISSING_MESSAGE =
  "Enter the WhatsApp number, or choose WhatsApp on the phone number";
export const HTTPS_MESSAGE = "Links must start with https://";
export const OUTSIDE_INDIA_MESSAGE =
  "The map position must be in India (latitude 6 to 37.6, longitude 68 to 97.5)";

const VPA_MESSAGE = "Enter a UPI ID such as name@bank";
const IFSC_MESSAGE = "Enter an IFSC of 11 characters, such as SBIN0001234";
const GSTIN_MESSAGE = "Enter a GSTIN of 15 characters, such as 33AAAAA0000A1Z5";
const ACCOUNT_MESSAGE = "Enter the account number: 9 to 18 digits";
/** A UPI virtual payment address: a handle, @, the bank's or app's name. */
const VPA = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9.-]{1,63}$/;
/** Four letters of the bank, a zero, six letters or digits of the branch. */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** State code, PAN, entity number, Z, check character. */
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ACCOUNT = /^\d{9,18}$/;

/** An optional payment setting: "" clears it, anything else must match `pattern` once tidied. */
function paymentSetting(
  max: number,
  label: string,
  pattern: RegExp,
  message: string,
  tidy: (value: string) => string,
) {
  // Not `text()`: its default ("") would clear a stored value an API client did not send.
  return oneLine(label)
    .max(max, `${label} must be at most ${max} characters`)
    .transform(tidy)
    .refine((value) => !value || pattern.test(value), message)
    .optional();
}

/** A box around India: a position outside it is a typing mistake (a swapped sign or digits). */
const INDIA_BOUNDS = { south: 6, north: 37.6, west: 68, east: 97.5 } as const;

const digitsOf = (value: string) => value.replace(/\D/g, "");
/** What a phone number may contain besides digits. */
const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;

/**
 * A phone number people can call: an Indian number of 10 digits (with an optional 0 or 91 in
 * front), or an international one written with + (8 to 15 digits, the ITU's longest).
 */
function isPhoneNumber(value: string) {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = digitsOf(value);
  if (value.trim().startsWith("+")) return digits.length >= 8 && digits.length <= 15;
  return (
    /^[6-9]\d{9}$/.test(digits) ||
    /^0\d{10}$/.test(digits) ||
    (digits.startsWith("91") && digits.length === 12)
  );
}

/**
 * A chat (WhatsApp) number must carry its country code, as wa.me expects: a bare 10-digit
 * Indian number is refused with a message that says so.
 */
function isChatNumber(value: string) {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = digitsOf(value);
  if (digits.length < 11 || digits.length > 15 || digits.startsWith("0")) return false;
  return !digits.startsWith("91") || digits.length === 12;
}

const phone = requiredText(30, "Phone").refine(isPhoneNumber, PHONE_MESSAGE);
/**
 * Where the chats go (docs/decisions/066-one-chat-number.md): the form sends "true" or "false"
 * (its two choices), an API client true, false or nothing (then decided by withChatNumber).
 */
const chatOnPhone = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean({ error: "Choose where the chats go" }).optional(),
);
/** Checked only when the chats do not go to the phone: the form keeps it while hidden. */
const chatNumber = text(30, "Chat number");

/** An optional https:// address ("" leaves the link out). */
function httpsLink(label: string) {
  return text(300, label).refine((value) => {
    if (!value) return true;
    if (!value.toLowerCase().startsWith("https://")) return false;
    return URL.canParse(value);
  }, HTTPS_MESSAGE);
}

function coordinate(label: string, min: number, max: number) {
  return z.coerce
    .number({ error: `${label} must be a number, e.g. 13.0063` })
    .refine(Number.isFinite, `${label} must be a number, e.g. 13.0063`)
    .refine((value) => value >= min && value <= max, OUTSIDE_INDIA_MESSAGE);
}

/** A list typed as lines or commas in the form, or sent as an array by an API client. */
function textList(label: string, maxItems: number) {
  return z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(/[\n,]/)
            .map((item) => item.trim())
            .filter(Boolean)
        : value,
    z
      .array(oneLine(label).min(1).max(60, `Each of ${label} must be at most 60 characters`))
      .max(maxItems, `${label}: at most ${maxItems}`)
      .default([]),
  );
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (label: string) =>
  requiredText(5, label).regex(TIME, `${label} must be a 24-hour time, e.g. 09:00`);

const currentYear = new Date().getUTCFullYear();

/**
 * The Tamil versions of the owner-written texts (`ta.tagline`...), each optional, with the
 * English field's limit (docs/decisions/051-tamil-texts-in-the-editors.md).
 */
const SettingsTamilSchema = tamilTexts({
  name: { max: 100, label: "Company name" },
  tagline: { max: 200, label: "Tagline" },
  street: { max: 200, label: "Street address" },
  locality: { max: 100, label: "Locality" },
  city: { max: 100, label: "City" },
  region: { max: 100, label: "State" },
  hoursWeekdays: { max: 100, label: "Opening hours" },
  hoursSunday: { max: 100, label: "Closed days" },
  creditLabel: { max: 100, label: "Footer credit" },
} satisfies Record<(typeof TRANSLATABLE_SETTINGS)[number], { max: number; label: string }>);
export const SETTINGS_TAMIL_KEYS = tamilKeys(SettingsTamilSchema);

export const SiteSettingsSchema = z
  .object({
    name: requiredText(100, "Company name"),
    tagline: requiredText(200, "Tagline"),
    foundedYear: z.coerce
      .number({ error: "Founding year must be a year, e.g. 2010" })
      .int("Founding year must be a year, e.g. 2010")
      .min(1900, "Founding year must be a year, e.g. 2010")
      .max(currentYear + 1, "Founding year cannot be in the future"),
    phone,
    chatOnPhone,
    chatNumber,
    email: oneLine("E-mail", { error: "E-mail is required" })
      .max(254, "E-mail must be at most 254 characters")
      .pipe(z.email("Please enter a valid email address")),
    street: requiredText(200, "Street address"),
    locality: text(100, "Locality"),
    city: requiredText(100, "City"),
    region: requiredText(100, "State"),
    postalCode: requiredText(6, "PIN code").regex(/^\d{6}$/, "PIN code must be 6 digits"),
    hoursWeekdays: requiredText(100, "Opening hours"),
    hoursSunday: text(100, "Closed days"),
    openingDays: z
      .preprocess(
        (value) => (typeof value === "string" ? [value] : value),
        z.array(z.enum(WEEK_DAYS, "Choose days of the week")).default([]),
      )
      .refine((days) => days.length > 0, "Choose at least one opening day")
      .transform((days) => WEEK_DAYS.filter((day) => days.includes(day))),
    opens: time("Opens at"),
    closes: time("Closes at"),
    latitude: coordinate("Latitude", INDIA_BOUNDS.south, INDIA_BOUNDS.north),
    longitude: coordinate("Longitude", INDIA_BOUNDS.west, INDIA_BOUNDS.east),
    areaServed: textList("Areas served", 30),
    priceRange: text(20, "Price range"),
    facebook: httpsLink("Facebook link"),
    instagram: httpsLink("Instagram link"),
    linkedin: httpsLink("LinkedIn link"),
    youtube: httpsLink("YouTube link"),
    creditLabel: text(100, "Footer credit"),
    creditUrl: httpsLink("Footer credit link"),
    /** Sent: the Tamil texts to change ("" removes one); missing: the stored ones stay. */
    ta: SettingsTamilSchema,
    // How clients pay (docs/product/client-payments.md#security): missing keeps the stored one.
    gstin: paymentSetting(15, "GSTIN", GSTIN, GSTIN_MESSAGE, (value) => value.toUpperCase()),
    upiId: paymentSetting(100, "UPI ID", VPA, VPA_MESSAGE, (value) => value.toLowerCase()),
    bankAccountName: paymentSetting(100, "Account name", /./, "", (value) => value),
    bankAccountNumber: paymentSetting(30, "Account number", ACCOUNT, ACCOUNT_MESSAGE, (value) =>
      value.replace(/\s/g, ""),
    ),
    bankIfsc: paymentSetting(11, "IFSC", IFSC, IFSC_MESSAGE, (value) => value.toUpperCase()),
    bankName: paymentSetting(100, "Bank name", /./, "", (value) => value),
  })
  .superRefine((settings, context) => {
    const chat = withChatNumber(settings);
    if (chat.chatOnPhone) return;
    if (!settings.chatNumber) {
      context.addIssue({
        code: "custom",
        path: ["chatNumber"],
        message: CHAT_NUMBER_MISSING_MESSAGE,
      });
    } else if (!isChatNumber(settings.chatNumber)) {
      context.addIssue({ code: "custom", path: ["chatNumber"], message: CHAT_NUMBER_MESSAGE });
    }
  })
  .transform((settings) => withChatNumber(settings)) satisfies z.ZodType<SiteSettings, unknown>;
