/**
 * Publish states of projects, posts and galleries
 * (docs/decisions/026-publish-state.md): one stored time decides them all.
 * Client-safe, and imported by app/db/schema.ts, so only relative imports.
 */
import { formatDateTime, MONTHS } from "~/utils/dates";
import { isPrivate } from "../utils/project-visibility";
import { publicPath, type ContentKind } from "~/kinds/registry";

/** The stored time of a row that was never a draft (rows from before publish states, raw inserts). */
export const PUBLISHED_SINCE_ALWAYS = "1970-01-01T00:00:00.000Z";

/** The owner enters and reads publish times in Chennai's time; Asia/Kolkata has no daylight saving. */
const KOLKATA_OFFSET = "+05:30";

export const PUBLISH_STATES = ["published", "draft", "scheduled"] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

export const PUBLISH_STATE_LABELS: Record<PublishState, string> = {
  published: "Published",
  draft: "Draft",
  scheduled: "Scheduled",
};

/**
 * The words of an editor's save button for the publish state chosen, so the
 * button says what the save will do: `save` (such as "Publish Post" or
 * "Save Changes") while the item is and stays published, "Publish Post" when
 * a draft or scheduled item is published now, "Save Draft" and
 * "Schedule Post" for the other choices (docs/product/content.md#publish-state).
 */
export function submitLabelFor(
  chosen: PublishState,
  { save, noun, saved = "published" }: { save: string; noun: string; saved?: PublishState },
): string {
  if (chosen === "draft") return "Save Draft";
  if (chosen === "scheduled") return `Schedule ${noun}`;
  return saved === "published" ? save : `Publish ${noun}`;
}

/** Draft without a time, scheduled until the time passes, published after it. */
export function publishStateOf(publishedAt: string | null, now: Date = new Date()): PublishState {
  if (publishedAt === null) return "draft";
  return publishedAt > now.toISOString() ? "scheduled" : "published";
}

/**
 * Whether visitors may see the item: published, and not a private project (those are their
 * client's alone, docs/decisions/068-private-projects-and-tracker.md).
 */
export function isPublic(
  item: { publishedAt: string | null; visibility?: string },
  now: Date = new Date(),
): boolean {
  return !isPrivate(item) && publishStateOf(item.publishedAt, now) === "published";
}

/**
 * The stored publish time a save asks for: undefined (no state sent) keeps
 * what there is (a new item: published at creation); Published keeps an
 * item that is already public as it was and makes any other public now.
 * `publishAt` has passed the schema, so it parses.
 */
export function publishedAtFor(
  asked: { status?: PublishState; publishAt?: string },
  current: string | null | undefined,
  now: Date = new Date(),
): string | null | undefined {
  switch (asked.status) {
    case undefined:
      return undefined;
    case "draft":
      return null;
    case "scheduled":
      return parsePublishTime(asked.publishAt ?? "") ?? undefined;
    case "published":
      return current != null && publishStateOf(current, now) === "published"
        ? current
        : now.toISOString();
  }
}

/** The publish fields of an edit form, filled from the stored time. */
export function publishFormValues(publishedAt: string | null, now: Date = new Date()) {
  const status = publishStateOf(publishedAt, now);
  return {
    status,
    // The date and time picker's own value ("2026-12-05T10:00"), in Chennai time.
    publishAt: status === "scheduled" ? toKolkataLocal(publishedAt!) : "",
  };
}

/** "5 Dec 2026, 10:00 am IST": how a publish time is shown to the owner. */
export function formatPublishTime(iso: string): string {
  return `${formatDateTime(iso)} IST`;
}

/**
 * What the owner's lists show: the state and its words, "Draft", "Published"
 * or "Scheduled for 5 Dec 2026, 10:00 am IST". Worked out on the server, so
 * the page and the browser agree on "now".
 */
export function describePublishState(
  publishedAt: string | null,
  now: Date = new Date(),
): { state: PublishState; label: string } {
  const state = publishStateOf(publishedAt, now);
  const label =
    state === "scheduled"
      ? `Scheduled for ${formatPublishTime(publishedAt!)}`
      : PUBLISH_STATE_LABELS[state];
  return { state, label };
}

/**
 * The owner's preview of an item's public page: the page's own URL with
 * ?preview, honoured only for a signed-in administrator.
 */
export const PREVIEW_PARAM = "preview";

function previewPath(publicPath: string): string {
  return `${publicPath}?${PREVIEW_PARAM}`;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
/**
 * Day, month, year and time as the owner writes them: "5 Dec 2026, 10:00 am",
 * "05-12-2026 18:30", "5/12/2026 6:30 pm" (the month as a number or its name).
 */
const DAY_MONTH_YEAR =
  /^(\d{1,2})[\s./-]+([a-z]{3,9}|\d{1,2})[\s./,-]+(\d{4})[\s,]+(\d{1,2})[:.](\d{2})\s*([ap]\.?m\.?)?$/i;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** "2026-12-05T10:00" from a day-month-year time as typed, or null when it is not one. */
function fromDayMonthYear(text: string): string | null {
  const match = DAY_MONTH_YEAR.exec(text);
  if (!match) return null;
  const [, day, monthText, year, hourText, minute, period] = match;
  const month = /^\d+$/.test(monthText)
    ? Number(monthText)
    : MONTHS.findIndex((name) => monthText.toLowerCase().startsWith(name.toLowerCase())) + 1;
  let hour = Number(hourText);
  if (period) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (/^p/i.test(period) ? 12 : 0);
  }
  if (month < 1 || month > 12 || hour > 23) return null;
  const two = (value: number | string) => String(value).padStart(2, "0");
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${minute}`;
}

/**
 * A publish time as typed: day, month, year and time ("5 Dec 2026, 10:00
 * am", "05-12-2026 18:30", as the editor's field shows it) or a
 * datetime-local value ("2026-12-05T10:00") is Chennai time; a full ISO 8601
 * time with Z or an offset is taken as given. Returns the UTC ISO string, or
 * null when the text is not such a time.
 */
export function parsePublishTime(text: string): string | null {
  const typed = text.trim();
  const value = fromDayMonthYear(typed) ?? typed;
  let date: Date;
  if (LOCAL_DATE_TIME.test(value)) {
    const [, year, month, day, hour, minute, second = "00"] = LOCAL_DATE_TIME.exec(value)!;
    date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${KOLKATA_OFFSET}`);
    if (Number.isNaN(date.getTime())) return null;
    // "2026-02-31T10:00" would roll over into March; refuse it instead.
    if (toKolkataLocal(date.toISOString()) !== `${year}-${month}-${day}T${hour}:${minute}`) {
      return null;
    }
  } else if (WITH_OFFSET.test(value)) {
    date = new Date(value);
  } else {
    return null;
  }
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The datetime-local value ("2026-12-05T10:00") of a stored UTC time, in Chennai time. */
export function toKolkataLocal(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + (5 * 60 + 30) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/**
 * Where the owner sees an item as visitors would: its public page once it
 * is public, otherwise the page's preview.
 */
export function siteLink(
  kind: ContentKind,
  item: { slug: string; publishedAt: string | null; visibility?: string },
  now: Date = new Date(),
): { to: string; preview: boolean } {
  const page = publicPath(kind, item.slug);
  return isPublic(item, now)
    ? { to: page, preview: false }
    : { to: previewPath(page), preview: true };
}
