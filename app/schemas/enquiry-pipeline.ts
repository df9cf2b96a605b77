/**
 * A change to an enquiry's place in the pipeline (docs/product/enquiry-pipeline.md): its status,
 * why it was lost, the day to call back. One schema for the enquiries screen's forms and
 * `PATCH /api/enquiries/:id`; every field is optional, so each form sends only its own.
 */
import { z } from "zod";
import { ENQUIRY_STATUSES, MAX_LOST_REASON_LENGTH } from "~/utils/enquiry-options";
import { oneLine } from "./common";

/** A calendar day written YYYY-MM-DD that exists (2026-02-30 does not). */
function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
}

const LOST_REASON_REQUIRED = "Say why the enquiry was lost.";
const FOLLOW_UP_INVALID = "The follow-up date must be a day written YYYY-MM-DD.";

export const enquiryPipelineSchema = z
  .object({
    status: z.enum(ENQUIRY_STATUSES, { error: "Unknown status." }).optional(),
    lostReason: oneLine("The reason")
      .max(MAX_LOST_REASON_LENGTH, {
        error: `The reason must be at most ${MAX_LOST_REASON_LENGTH} characters.`,
      })
      .optional(),
    /** A day, or "" / null to clear it. */
    followUpOn: z
      .union([z.string().trim(), z.null()], { error: FOLLOW_UP_INVALID })
      .refine((value) => !value || isCalendarDay(value), { error: FOLLOW_UP_INVALID })
      .transform((value) => value || null)
      .optional(),
  })
  .superRefine((change, context) => {
    if (change.status === "lost" && !change.lostReason) {
      context.addIssue({ code: "custom", path: ["lostReason"], message: LOST_REASON_REQUIRED });
    }
  });

export type EnquiryPipelineChange = z.output<typeof enquiryPipelineSchema>;
