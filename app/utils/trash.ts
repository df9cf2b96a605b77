/**
 * The trash (docs/product.md#trash): what may be in it and for how long. Client-safe: the
 * /trash page and the services read the same names.
 */
export const TRASH_KINDS = ["project", "blog", "gallery", "enquiry"] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** Days an item stays in the trash before the purge removes it with its files. */
export const TRASH_DAYS = 30;

export const TRASH_KIND_NAMES: Record<TrashKind, string> = {
  project: "Project",
  blog: "Blog post",
  gallery: "Gallery",
  enquiry: "Enquiry",
};

export function isTrashKind(value: unknown): value is TrashKind {
  return typeof value === "string" && (TRASH_KINDS as readonly string[]).includes(value);
}
