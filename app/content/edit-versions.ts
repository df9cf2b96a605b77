/**
 * Saves that do not lose someone else's (docs/product.md#two-people-editing):
 * every editor and API save may say which version of the record it was
 * based on, and a save based on an older one is refused with this message.
 */
import { KINDS, type ContentKind } from "~/kinds/registry";
import { formatDate, formatTime } from "~/utils/dates";

/** The form field (and JSON field) that carries the version a save was based on. */
export const EDITED_VERSION_FIELD = "updatedAt";

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
