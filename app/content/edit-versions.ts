/**
 * Saves that do not lose someone else's (docs/product/admin-forms.md#two-people-editing):
 * every editor and API save may say which version of the record it was
 * based on, and a save based on an older one is refused with this message.
 */
import { KINDS, type ContentKind } from "~/kinds/registry";
import { formatDate, formatTime } from "~/utils/dates";

/** The form field (and JSON field) that carries the version a save was based on. */
export const EDITED_VERSION_FIELD = "updatedAt";

/** One kept version as the History panel lists it (docs/product/admin-forms.md#history). */
export type HistoryEntry = {
  id: string;
  savedAt: string;
  when: string;
  who: string;
  /** For a version a Restore made: when the version it brought back was saved. */
  restoredFrom: string | null;
  /** What this version changed from the one before it; null for the first one kept. */
  changed: string[] | null;
  current: boolean;
};

/** A record's version: when it was last saved, or created if it never was. */
export function versionOf(record: { updatedAt: string | null; createdAt: string }): string {
  return record.updatedAt ?? record.createdAt;
}

/** "10:42 am" today in Chennai, "5 Dec 2026, 10:42 am" on another day. */
export function formatSaveTime(iso: string, now: Date = new Date()): string {
  const time = formatTime(iso);
  const day = formatDate(iso);
  return day === formatDate(now) ? time : `${day}, ${time}`;
}

export function editConflictMessage(kind: ContentKind, savedAt: string, now?: Date): string {
  return `Someone else saved this ${KINDS[kind].nouns.short} at ${formatSaveTime(savedAt, now)}. Your changes are kept below: reload to see theirs, or save again to replace them.`;
}

/**
 * The versions a save says it was based on (docs/api/conventions.md#edit-conflicts), read the same
 * way by every save, content kinds and site sections alike: those an `If-Match` header names
 * (quoted or weak tags; `*` means any, so none), else the form's `updatedAt` field; none for a
 * client that sends neither, which saves as it always did.
 */
export function savedVersionsNamed(request: Request, form?: FormData): string[] | undefined {
  const tags = (request.headers.get("If-Match") ?? "")
    .split(",")
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, "")
        .replace(/^"(.*)"$/, "$1"),
    )
    .filter(Boolean);
  if (tags.includes("*")) return undefined;
  if (tags.length) return tags;
  const field = form?.get(EDITED_VERSION_FIELD);
  return typeof field === "string" && field.trim() ? [field.trim()] : undefined;
}
