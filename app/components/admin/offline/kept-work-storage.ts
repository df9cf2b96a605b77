/**
 * Work kept on the device (docs/product/admin-forms.md#work-kept-on-the-device): what an
 * editor form holds, as the browser's storage keeps it between a reload, a
 * crash, a sign-out or a dropped connection and the next time the form
 * opens. Only text survives: a form's values as Conform reads them (text,
 * choices, photo order, alt texts and captions); chosen files never do.
 * The browser side (storage, the offer to restore) is
 * app/components/admin/offline/kept-work.tsx.
 */
import { formatSaveTime } from "~/content/edit-versions";

/** A form's values as Conform reads them: text, lists of text, and nested groups (photos). */
export type KeptValue = { [name: string]: KeptEntry };
type KeptEntry = string | KeptEntry[] | KeptValue;

/** One form's kept work, as stored. */
export type KeptWork = {
  /** When it was last kept (ISO time). */
  savedAt: string;
  /** The version of the record the form was opened on; null on a form that creates one. */
  version: string | null;
  value: KeptValue;
};

/** The storage key of a form, by its page's path (an edit page's path names its record). */
export function keptWorkKey(path: string): string {
  return `kept-work:${path}`;
}

function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Text only: files (and anything else that is not text) are dropped, at any depth. */
function textOnly(value: unknown): KeptEntry | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    const items = value.map(textOnly);
    return items.every((item) => item !== undefined) ? (items as KeptEntry[]) : undefined;
  }
  if (isGroup(value) && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).flatMap(([name, entry]) => {
      const kept = textOnly(entry);
      return kept === undefined ? [] : [[name, kept] as const];
    });
    return Object.fromEntries(entries);
  }
  return undefined;
}

/** What is kept of a form's values: their text, without the fields named in `ignore`. */
export function keptValue(payload: Record<string, unknown>, ignore: readonly string[] = []) {
  const value: KeptValue = {};
  for (const [name, entry] of Object.entries(payload)) {
    if (ignore.includes(name)) continue;
    const kept = textOnly(entry);
    // A file input left empty is sent as an empty file: nothing of it is kept.
    if (kept !== undefined && !(Array.isArray(kept) && kept.length === 0)) value[name] = kept;
  }
  return value;
}

/** The stored text back as kept work, or null when it is missing or not ours. */
export function readKeptWork(stored: string | null): KeptWork | null {
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!isGroup(parsed) || typeof parsed.savedAt !== "string" || !isGroup(parsed.value)) {
      return null;
    }
    if (Number.isNaN(Date.parse(parsed.savedAt))) return null;
    const version = typeof parsed.version === "string" ? parsed.version : null;
    return { savedAt: parsed.savedAt, version, value: keptValue(parsed.value) };
  } catch {
    return null;
  }
}

type Named = Record<string, unknown> & { name: string };

function namedItems(value: unknown): Named[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value.every((item) => isGroup(item) && typeof item.name === "string")
    ? (value as Named[])
    : null;
}

/**
 * A list of saved photos (items named by their file) as the kept work
 * ordered and described them, for the photos the record has now: one
 * deleted meanwhile is left out, one added meanwhile keeps its place at the
 * end with its own details.
 */
function mergedItems(current: Named[], kept: Named[]): Named[] {
  const byName = new Map(current.map((item) => [item.name, item]));
  const keptNames = new Set(kept.map((item) => item.name));
  const ordered = kept.filter((item) => byName.has(item.name)).map((item) => ({ ...item }));
  return [...ordered, ...current.filter((item) => !keptNames.has(item.name))];
}

/**
 * The form's values with the kept work put back: every kept field replaces
 * the current one; lists of named photos are merged (mergedItems); fields
 * the kept work does not name keep their current value.
 */
export function restoredValue(current: KeptValue, kept: KeptValue): KeptValue {
  const value: KeptValue = { ...current };
  for (const [name, entry] of Object.entries(kept)) {
    const currentItems = namedItems(current[name]);
    const keptItems = namedItems(entry);
    value[name] =
      currentItems && keptItems ? (mergedItems(currentItems, keptItems) as KeptValue[]) : entry;
  }
  return value;
}

/** Whether two values hold the same text (line endings as a browser sends them aside). */
export function sameValue(a: KeptValue, b: KeptValue): boolean {
  const text = (value: KeptValue) => JSON.stringify(value).replace(/\\r\\n?/g, "\\n");
  return text(a) === text(b);
}

/** "at 10:42 am" today (Chennai time), "on 24 Nov 2026, 10:42 am" on another day. */
export function keptTimeText(savedAt: string, now: Date = new Date()): string {
  const when = formatSaveTime(savedAt, now);
  return `${when.includes(",") ? "on" : "at"} ${when}`;
}

/** "Restore what you typed at 10:42 am?" */
export function restoreQuestion(savedAt: string, now: Date = new Date()): string {
  return `Restore what you typed ${keptTimeText(savedAt, now)}?`;
}
