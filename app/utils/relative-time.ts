import { formatDate } from "./dates";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Beyond this many days the activity shows its date instead. */
const RELATIVE_DAYS_LIMIT = 7;

function plural(count: number, unit: string) {
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/**
 * The dashboard's recent-activity times (docs/product/admin.md#dashboard): 'Just now', 'N minutes
 * ago', 'N hours ago', 'N days ago', otherwise the date. `now` is passed in so the server and the
 * browser render the same text, and so it can be tested.
 */
export function relativeTime(iso: string, now: Date): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return "";
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < MINUTE) return "Just now";
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), "hour");
  const days = Math.floor(elapsed / DAY);
  if (days < RELATIVE_DAYS_LIMIT) return plural(days, "day");
  return formatDate(then);
}
