/**
 * The owner's visiting hours for site visits booked online (docs/product/site-visits.md): the
 * days of the week, the slots of each of those days (India time), how many visits a slot takes,
 * how far ahead a visit may be booked and the dates that are closed. Kept in the settings row
 * beside the company's details, under `visiting` (docs/decisions/085-site-visit-booking.md).
 */
import type { WEEK_DAYS } from "./site";

export type WeekDay = (typeof WEEK_DAYS)[number];

export type VisitingHours = {
  days: WeekDay[];
  /** HH:MM, 24-hour, India time, in order. */
  slots: string[];
  perSlot: number;
  daysAhead: number;
  /** YYYY-MM-DD: festivals and other days without visits. */
  closedDates: string[];
};

export const DEFAULT_VISITING_HOURS: VisitingHours = {
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  slots: ["10:00", "11:30", "16:00"],
  perSlot: 2,
  daysAhead: 30,
  closedDates: [],
};

/** The stored visiting hours, or the defaults for settings saved before they existed. */
export function visitingHoursOf(stored: { visiting?: VisitingHours } | null | undefined) {
  return stored?.visiting ?? DEFAULT_VISITING_HOURS;
}
