/**
 * A private project's instalments and receipts (docs/product/client-payments.md): one schema for
 * the owner's forms (through Conform), their actions and the /api calls.
 */
import { z } from "zod";
import { oneLine, requiredText, text } from "./common";

/** How a client paid: the `receipts.mode` values of app/db/schema.ts. */
export const PAYMENT_MODES = ["upi", "bank-transfer", "cheque", "cash"] as const;

const PAYMENT_MESSAGES = {
  amount: "Enter the amount in whole rupees, such as 150000",
  tooMuch: "The amount must be at most ₹1,00,00,00,000",
  day: "Enter the date as YYYY-MM-DD",
  mode: "Choose UPI, bank transfer, cheque or cash",
  stage: "Choose one of the stages",
  percents: "The estimator's stages must add up to 100 %",
} as const;

/** One hundred crore: far above any house, low enough that sums stay exact integers. */
const MOST_RUPEES = 1_000_000_000;

/** Whole rupees: a number, or text with the grouping commas a person types ("12,34,567"). */
const rupees = z.preprocess(
  (value) =>
    typeof value === "string" && /^\s*[\d,]+\s*$/.test(value)
      ? Number(value.replace(/[\s,]/g, ""))
      : value,
  z
    .number({ error: PAYMENT_MESSAGES.amount })
    .int(PAYMENT_MESSAGES.amount)
    .positive(PAYMENT_MESSAGES.amount)
    .max(MOST_RUPEES, PAYMENT_MESSAGES.tooMuch),
);

/** A real calendar day, written YYYY-MM-DD. */
function isDay(value: string) {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

const day = oneLine("Date", { error: PAYMENT_MESSAGES.day }).refine(isDay, PAYMENT_MESSAGES.day);

/** "" or missing is none (null). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === undefined ? null : value), schema.nullable());

/** An instalment; `stages` (the owner's stage slugs) checks the stage on the server. */
export function paymentSchema(stages: readonly string[]) {
  return z.object({
    title: requiredText(100, "Title"),
    titleTa: text(100, "Tamil title"),
    amount: rupees,
    stage: optional(
      oneLine("Stage").refine((value) => stages.includes(value), PAYMENT_MESSAGES.stage),
    ),
    dueOn: optional(day),
  });
}
export type PaymentValues = z.output<ReturnType<typeof paymentSchema>>;

export const ReceiptSchema = z.object({
  amount: rupees,
  date: day,
  mode: z.enum(PAYMENT_MODES, { error: PAYMENT_MESSAGES.mode }),
  reference: text(100, "Reference"),
});
export type ReceiptValues = z.output<typeof ReceiptSchema>;

/** Cancelling a receipt: why, printed on it (docs/decisions/090-cancelled-receipts.md). */
export const CancelReceiptSchema = z.object({ reason: requiredText(200, "Reason") });

/** "Fill from the estimator's stages": the contract total to split. */
export const FillScheduleSchema = z.object({ total: rupees });
