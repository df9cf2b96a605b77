/** The enquiry statuses and list sorts, shared by the database schema, the model and the screen. */
export const ENQUIRY_STATUSES = ["new", "contacted", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_SORTS = ["newest", "oldest", "name"] as const;
export type EnquirySort = (typeof ENQUIRY_SORTS)[number];

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return (ENQUIRY_STATUSES as readonly unknown[]).includes(value);
}

/** The longest private note on an enquiry. */
export const MAX_NOTE_LENGTH = 2000;
