import { Link, redirect } from "react-router";
import { AdminPageHeader, adminErrorBoundary } from "~/components/admin/page";
import { Pagination } from "~/components/pagination";
import { EmptyState } from "~/components/ui/empty-state";
import { editPath, isContentKind } from "~/kinds/registry";
import { listActivity, type ActivityEntry } from "~/models/activity.server";
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_GROUPS,
  isActivityGroup,
  subjectName,
  type ActivityGroup,
} from "~/content/activity-actions";
import { parsePage } from "~/utils/list-params";
import { formatDateTime } from "~/utils/dates";
import { describeUserAgent } from "~/utils/user-agent";
import type { Route } from "./+types/activity";

/** Where an item of the log can be opened while it still exists: a content item in its editor. */
function subjectLink(kind: string, id: string): string | null {
  if (isContentKind(kind)) return editPath(kind, id);
  return kind === "administrator" ? "/administrators" : null;
}

function kindQuery(kind: ActivityGroup | null, page = 1) {
  const params = new URLSearchParams();
  if (kind) params.set("kind", kind);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * docs/product/admin.md#activity: the audit log, newest first, a page at a time, optionally one
 * kind of event. Read-only: the admin has no way to change or delete a row.
 */
export function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const kindParam = search.get("kind");
  const kind = isActivityGroup(kindParam) ? kindParam : null;
  const page = parsePage(search.get("page"));
  const found = listActivity({ page, group: kind ?? undefined });
  if (page > found.pageCount) throw redirect(`/activity${kindQuery(kind, found.pageCount)}`);
  return {
    kind,
    page,
    pageCount: found.pageCount,
    entries: found.items.map((entry) => shape(entry)),
  };
}

/** What the page shows of a row: its words and times worked out on the server. */
function shape(entry: ActivityEntry) {
  const link =
    entry.subjectKind && entry.subjectId && entry.subjectExists
      ? subjectLink(entry.subjectKind, entry.subjectId)
      : null;
  return {
    id: entry.id,
    createdAt: entry.createdAt,
    when: formatDateTime(entry.createdAt),
    what: ACTIVITY_ACTIONS[entry.action]?.label ?? entry.action,
    who: entry.actorEmail,
    subject: entry.subjectKind
      ? {
          name: subjectName(entry.subjectKind) ?? entry.subjectKind,
          label: entry.subjectLabel || "(untitled)",
          link,
        }
      : null,
    detail: entry.detail,
    address: entry.address,
    device: describeUserAgent(entry.userAgent),
  };
}

type Entry = ReturnType<typeof shape>;

function KindFilter({ kind }: { kind: ActivityGroup | null }) {
  const options: [ActivityGroup | null, string][] = [
    [null, "All"],
    ...(Object.entries(ACTIVITY_GROUPS) as [ActivityGroup, string][]),
  ];
  return (
    <nav aria-label="Kind of activity">
      <ul className="flex flex-wrap gap-2">
        {options.map(([value, label]) => {
          const current = value === kind;
          return (
            <li key={label} className="shrink-0">
              <Link
                to={`/activity${kindQuery(value)}`}
                aria-current={current ? "page" : undefined}
                className={`inline-flex rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 ${
                  current
                    ? "bg-slate-900 text-white ring-slate-900"
                    : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function EntryRow({ entry }: { entry: Entry }) {
  return (
    <li className="grid gap-1 px-4 py-3.5 sm:px-5 md:grid-cols-[11rem_minmax(0,1fr)_14rem] md:gap-4">
      <p className="text-sm text-slate-600 md:pt-0.5">
        <time dateTime={entry.createdAt}>{entry.when}</time>
      </p>
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">
          {entry.what}
          {entry.subject ? (
            <>
              {": "}
              <span className="font-normal text-slate-600">{entry.subject.name} </span>
              {entry.subject.link ? (
                <Link
                  to={entry.subject.link}
                  className="text-orange-700 underline-offset-2 hover:underline"
                >
                  {entry.subject.label}
                </Link>
              ) : (
                <span>{entry.subject.label}</span>
              )}
            </>
          ) : null}
        </p>
        {entry.detail ? <p className="text-sm break-words text-slate-700">{entry.detail}</p> : null}
        <p className="text-sm break-all text-slate-600">
          {entry.who ? `By ${entry.who}` : "By someone not signed in"}
        </p>
      </div>
      <p className="text-sm break-words text-slate-600">
        <span className="block">{entry.device}</span>
        <span className="block font-mono text-xs break-all">
          {entry.address || "Unknown address"}
        </span>
      </p>
    </li>
  );
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { entries, kind, page, pageCount } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Activity"
        description="Who did what and when, from which address and device. Kept for a year; times in IST."
      />
      <KindFilter kind={kind} />
      {entries.length ? (
        <>
          <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            <div
              aria-hidden="true"
              className="hidden border-b border-slate-200 bg-slate-50 px-5 py-2.5 text-xs font-semibold tracking-wider text-slate-500 uppercase md:grid md:grid-cols-[11rem_minmax(0,1fr)_14rem] md:gap-4"
            >
              <span>When (IST)</span>
              <span>What</span>
              <span>Device and address</span>
            </div>
            <ol aria-label="Activity" className="divide-y divide-slate-200">
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </ol>
          </div>
          <Pagination
            page={page}
            pageCount={pageCount}
            label="Activity pages"
            hrefFor={(target) => `/activity${kindQuery(kind, target)}`}
          />
        </>
      ) : (
        <EmptyState
          surface="card"
          icon="clock"
          title={kind ? "Nothing of this kind yet" : "No activity yet"}
          message="Sign-ins, saves, deletes and account changes appear here as they happen."
        />
      )}
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load the activity. Please try again.",
  back: { to: "/dashboard", label: "Back to Dashboard" },
});
