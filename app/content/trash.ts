/**
 * The trash (docs/product/admin.md#trash): what may be in it and for how long. Client-safe: the
 * /trash page and the services read the same names.
 */
import { CONTENT_KINDS, KINDS, type ContentKind } from "~/kinds/registry";

/** The content kinds (app/kinds/registry.ts) and the enquiries. */
export const TRASH_KINDS = [...CONTENT_KINDS, "enquiry"] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** Days an item stays in the trash before the purge removes it with its files. */
export const TRASH_DAYS = 30;

/** How the trash names an item's kind: "Blog post". */
export function trashKindName(kind: TrashKind): string {
  return kind === "enquiry" ? "Enquiry" : KINDS[kind as ContentKind].nouns.label;
}

export function isTrashKind(value: unknown): value is TrashKind {
  return typeof value === "string" && (TRASH_KINDS as readonly string[]).includes(value);
}
