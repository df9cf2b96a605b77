/**
 * A site visit's booking (docs/product/site-visits.md): one schema for the /visit form (through
 * Conform), its action and POST /api/visits, with the messages of the page's language.
 */
import { z } from "zod";
import type { Messages } from "~/i18n/messages";
import { isOneLine } from "~/utils/one-line";

export const VISIT_LIMITS = { name: 100, email: 254, note: 1000 } as const;

/**
 * An Indian mobile number as people write it: 10 digits from 6 to 9, with an optional 0, 91 or
 * +91 in front and spaces or dashes between.
 */
function isIndianMobile(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, "");
  const national =
    digits.length === 12 && digits.startsWith("91")
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith("0")
        ? digits.slice(1)
        : digits;
  return /^[6-9]\d{9}$/.test(national);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function visitBookingSchema(t: Messages["visit"]["errors"]) {
  const oneLine = (max: number, required?: string) =>
    z
      .string({ error: required ?? t.invalid })
      .trim()
      .max(max, t.tooLong(max))
      .refine(isOneLine, t.invalid);
  return z.object({
    date: z.string({ error: t.slotRequired }).trim().min(1, t.slotRequired),
    time: z.string({ error: t.slotRequired }).trim().min(1, t.slotRequired),
    name: oneLine(VISIT_LIMITS.name, t.nameRequired).pipe(z.string().min(1, t.nameRequired)),
    phone: z.string({ error: t.phoneInvalid }).trim().refine(isIndianMobile, t.phoneInvalid),
    email: z
      .string()
      .trim()
      .max(VISIT_LIMITS.email, t.emailInvalid)
      .refine((value) => value === "" || EMAIL.test(value), t.emailInvalid)
      .optional()
      .transform((value) => value ?? ""),
    project: z
      .string()
      .trim()
      .max(200)
      .optional()
      .transform((value) => value ?? ""),
    note: z
      .string()
      .trim()
      .max(VISIT_LIMITS.note, t.tooLong(VISIT_LIMITS.note))
      .optional()
      .transform((value) => value ?? ""),
  });
}

export type VisitBooking = z.output<ReturnType<typeof visitBookingSchema>>;
