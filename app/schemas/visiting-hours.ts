/**
 * The visiting hours of site visits at /settings (docs/product/site-visits.md#visiting-hours):
 * the days, the slots (24-hour times, India time), the visits a slot takes, how many days ahead
 * a visit may be booked and the closed dates, with the messages shown beside each field.
 */
import { z } from "zod";
import { WEEK_DAYS } from "~/config/site";
import type { VisitingHours } from "~/config/visiting-hours";
import { isDay } from "~/utils/visit-times";

/** Lines or commas in the form, an array from an API client. */
function list(value: unknown) {
  return typeof value === "string"
    ? value
        .split(/[\n,]/)
        .map((item) => item.trim())
        .filter(Boolean)
    : value;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const VisitingHoursSchema = z.object({
  days: z
    .preprocess(
      (value) => (typeof value === "string" ? [value] : (value ?? [])),
      z.array(z.enum(WEEK_DAYS, "Choose days of the week")),
    )
    .refine((days) => days.length > 0, "Choose at least one visiting day")
    .transform((days) => WEEK_DAYS.filter((day) => days.includes(day))),
  slots: z
    .preprocess(
      (value) => list(value ?? []),
      z
        .array(z.string().regex(TIME, "Write each time as a 24-hour time, e.g. 11:30"))
        .min(1, "Enter at least one visiting time")
        .max(12, "At most 12 visiting times"),
    )
    .transform((slots) => [...new Set(slots)].sort()),
  perSlot: z.coerce
    .number({ error: "Visits per time must be a number from 1 to 20" })
    .int("Visits per time must be a number from 1 to 20")
    .min(1, "Visits per time must be a number from 1 to 20")
    .max(20, "Visits per time must be a number from 1 to 20"),
  daysAhead: z.coerce
    .number({ error: "Days ahead must be a number from 1 to 365" })
    .int("Days ahead must be a number from 1 to 365")
    .min(1, "Days ahead must be a number from 1 to 365")
    .max(365, "Days ahead must be a number from 1 to 365"),
  closedDates: z
    .preprocess(
      (value) => list(value ?? []),
      z
        .array(z.string().refine(isDay, "Write each closed date as YYYY-MM-DD, e.g. 2026-01-15"))
        .max(100, "At most 100 closed dates"),
    )
    .transform((dates) => [...new Set(dates)].sort()),
}) satisfies z.ZodType<VisitingHours, unknown>;
