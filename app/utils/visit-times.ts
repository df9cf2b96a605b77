/**
 * The days and slots of the visiting hours as dates (docs/product/site-visits.md#slots): every
 * day and time is India's (Asia/Kolkata, UTC+05:30 all year), whatever the server's own zone.
 * Client-safe and pure: each function takes `now`, so tests control the clock.
 */
import type { VisitingHours, WeekDay } from "../config/visiting-hours";
import type { Language } from "../i18n/language";
import { siteDay, TAMIL_MONTHS } from "./dates";

/** India's offset from UTC; Asia/Kolkata has no daylight saving. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 3600_000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return at.toISOString().slice(0, 10) === value;
}

function isSlotTime(value: string): boolean {
  return TIME.test(value);
}

/** The moment a slot starts: `date` at `time` in India. */
export function slotStart(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - INDIA_OFFSET_MS);
}

/** The day after (or `days` after) a YYYY-MM-DD day. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

const WEEK_DAYS_FROM_SUNDAY: WeekDay[] = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

export function weekDayOf(date: string): WeekDay {
  const [year, month, day] = date.split("-").map(Number);
  return WEEK_DAYS_FROM_SUNDAY[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
}

/** Why a day and time cannot be booked, or null when it is one of the visiting hours' slots. */
export type SlotProblem = "invalid" | "past" | "closed" | "no-slot" | "too-far";

export function slotProblem(
  hours: VisitingHours,
  date: string,
  time: string,
  now: Date,
): SlotProblem | null {
  if (!isDay(date) || !isSlotTime(time)) return "invalid";
  if (slotStart(date, time).getTime() <= now.getTime()) return "past";
  if (date > addDays(siteDay(now), hours.daysAhead)) return "too-far";
  if (!hours.days.includes(weekDayOf(date)) || hours.closedDates.includes(date)) return "closed";
  if (!hours.slots.includes(time)) return "no-slot";
  return null;
}

/** Every slot from the day `from` (India's today at the earliest) for `days` days, not yet begun. */
export function slotsBetween(
  hours: VisitingHours,
  now: Date,
  from: string = siteDay(now),
  days: number = hours.daysAhead + 1,
): { date: string; time: string }[] {
  const today = siteDay(now);
  const first = from < today ? today : from;
  const last = addDays(today, hours.daysAhead);
  const found: { date: string; time: string }[] = [];
  for (let date = first, n = 0; date <= last && n < days; date = addDays(date, 1), n++) {
    for (const time of hours.slots) {
      if (slotProblem(hours, date, time, now) === null) found.push({ date, time });
    }
  }
  return found;
}

const TAMIL_WEEK_DAYS: Record<WeekDay, string> = {
  Monday: "திங்கள்",
  Tuesday: "செவ்வாய்",
  Wednesday: "புதன்",
  Thursday: "வியாழன்",
  Friday: "வெள்ளி",
  Saturday: "சனி",
  Sunday: "ஞாயிறு",
};

const MONTHS_IN_FULL: Record<Language, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  ta: TAMIL_MONTHS,
};

/** "Saturday 6 December 2026" ("சனி, 6 டிசம்பர் 2026"). */
export function dayInWords(date: string, language: Language): string {
  const [year, month, day] = date.split("-").map(Number);
  const weekDay = weekDayOf(date);
  const monthName = MONTHS_IN_FULL[language][month - 1];
  return language === "ta"
    ? `${TAMIL_WEEK_DAYS[weekDay]}, ${day} ${monthName} ${year}`
    : `${weekDay} ${day} ${monthName} ${year}`;
}

/** "11:30 am" ("காலை 11:30"). */
export function timeInWords(time: string, language: Language): string {
  const [hour, minute] = time.split(":").map(Number);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const clock = `${twelve}:${String(minute).padStart(2, "0")}`;
  if (language === "en") return `${clock} ${hour < 12 ? "am" : "pm"}`;
  const part = hour < 12 ? "காலை" : hour < 16 ? "மதியம்" : hour < 19 ? "மாலை" : "இரவு";
  return `${part} ${clock}`;
}

/** "Saturday 6 December 2026, 11:30 am". */
export function visitInWords(date: string, time: string, language: Language): string {
  return `${dayInWords(date, language)}, ${timeInWords(time, language)}`;
}
