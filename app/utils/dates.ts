/**
 * The one date style of the site and the admin (docs/product/overview.md#dates),
 * Indian English in Chennai's time: "25 Nov 2026" and "25 Nov 2026, 10:00 am".
 * Built from numeric parts and our own month names, so the server and every
 * browser print the same text whatever their ICU version ("Sept" or "Sep").
 * Client-safe; relative imports only (app/content/publish-state.ts uses it).
 * Tamil pages write the month in full, as Tamil does: "25 நவம்பர் 2026".
 */
import type { Language } from "../i18n/language";

/** Chennai's time zone: every date shown is the day and time there. Asia/Kolkata has no daylight saving. */
const SITE_TIME_ZONE = "Asia/Kolkata";

export const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** Tamil month names, as a Chennai calendar prints them. */
export const TAMIL_MONTHS = [
  "ஜனவரி",
  "பிப்ரவரி",
  "மார்ச்",
  "ஏப்ரல்",
  "மே",
  "ஜூன்",
  "ஜூலை",
  "ஆகஸ்ட்",
  "செப்டம்பர்",
  "அக்டோபர்",
  "நவம்பர்",
  "டிசம்பர்",
] as const;

const MONTH_NAMES: Record<Language, readonly string[]> = { en: MONTHS, ta: TAMIL_MONTHS };

/** The day in Chennai in English words: weekday, day, month and year. */
const dayInWords = new Intl.DateTimeFormat("en-GB", {
  timeZone: SITE_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The day, month (1-12), year, hour (0-23) and minute in Chennai, or null for a time that is not one. */
function kolkataParts(iso: string | Date) {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const found = Object.fromEntries(
    parts
      .formatToParts(date)
      .filter((part) => part.type !== "literal")
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    day: found.day,
    month: found.month,
    year: found.year,
    hour: found.hour % 24,
    minute: found.minute,
  };
}

/** "25 Nov 2026" ("25 நவம்பர் 2026" in Tamil); "" for a time that is not one. */
export function formatDate(iso: string | Date, language: Language = "en"): string {
  const at = kolkataParts(iso);
  return at ? `${at.day} ${MONTH_NAMES[language][at.month - 1]} ${at.year}` : "";
}

/** "10:00 am", "5:35 pm". */
export function formatTime(iso: string | Date): string {
  const at = kolkataParts(iso);
  if (!at) return "";
  const hour = at.hour % 12 === 0 ? 12 : at.hour % 12;
  return `${hour}:${String(at.minute).padStart(2, "0")} ${at.hour < 12 ? "am" : "pm"}`;
}

/** "25 Nov 2026, 10:00 am"; "" for a time that is not one. */
export function formatDateTime(iso: string | Date): string {
  const date = formatDate(iso);
  return date ? `${date}, ${formatTime(iso)}` : "";
}

/**
 * "Sunday 29 November 2026, 10:13 am": a time written out for someone reading it away from the
 * admin (the enquiry e-mail), in Chennai's time whatever the server's own zone.
 */
export function formatDateTimeInWords(iso: string | Date): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const part = Object.fromEntries(
    dayInWords.formatToParts(date).map((found) => [found.type, found.value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${formatTime(date)}`;
}

/** The day in Chennai as YYYY-MM-DD: "today" for a progress update's date. */
export function siteDay(at: Date = new Date()): string {
  const found = kolkataParts(at)!;
  const two = (value: number) => String(value).padStart(2, "0");
  return `${found.year}-${two(found.month)}-${two(found.day)}`;
}

/** "25 Nov 2026" for a day written YYYY-MM-DD (a day, not a time: no time zone applies). */
export function formatDay(day: string, language: Language = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return "";
  const [, year, month, date] = match;
  return `${Number(date)} ${MONTH_NAMES[language][Number(month) - 1]} ${year}`;
}
