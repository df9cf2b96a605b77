/**
 * The enquiry pipeline's statuses and the list sorts, shared by the database schema, the model,
 * the screen and /api (docs/product/enquiry-pipeline.md).
 */
export const ENQUIRY_STATUSES = [
  "new",
  "contacted",
  "visit-booked",
  "quoted",
  "won",
  "lost",
] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The statuses an enquiry has left the pipeline in: no call-back is due for them. */
export const SETTLED_STATUSES = ["won", "lost"] as const satisfies readonly EnquiryStatus[];

export const ENQUIRY_SORTS = ["newest", "oldest", "name"] as const;
export type EnquirySort = (typeof ENQUIRY_SORTS)[number];

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return (ENQUIRY_STATUSES as readonly unknown[]).includes(value);
}

/** The longest private note on an enquiry. */
export const MAX_NOTE_LENGTH = 2000;
/** The longest reason given for a lost enquiry. */
export const MAX_LOST_REASON_LENGTH = 200;
