import { Link } from "react-router";
import { OffSiteCopy } from "~/routes/admin/+dashboard/off-site-copy";
import { OpenQuestions } from "~/routes/admin/+dashboard/open-questions";
import { openClientQuestions } from "~/models/client-question.server";
import { adminErrorBoundary, AdminTitle } from "~/components/admin/page";
import { Icon, type CoreIconName } from "~/components/ui/icon";
import {
  CONTENT_KINDS,
  editPath,
  KINDS,
  kindsInMenuOrder,
  type ContentKind,
} from "~/kinds/registry";
import { KIND_MODELS } from "~/kinds/registry.server";
import { countNewEnquiries, followUpsDue } from "~/models/enquiry.server";
import { CallBacks } from "~/routes/admin/+dashboard/call-backs";
import { siteDay } from "~/utils/dates";
import { upcomingVisitCount } from "~/services/site-visits.server";
import { replicaStatus } from "~/replica/replica.server";
import { describePublishState, isPublic } from "~/content/publish-state";
import { relativeTime } from "~/utils/relative-time";
import type { Route } from "./+types/dashboard";

type Activity = {
  kind: ContentKind;
  title: string;
  href: string;
  createdAt: string;
  /** "Draft" or "Scheduled for …" when visitors cannot see it yet. */
  notPublic: string | null;
};

/** The newest item of a kind, drafts included, as Recent Activity lists it. */
function latestActivity(kind: ContentKind): Activity | null {
  const item = KIND_MODELS[kind].latest();
  if (!item) return null;
  return {
    kind,
    title: item.title || KINDS[kind].admin.untitled,
    href: editPath(kind, item.id),
    createdAt: item.createdAt,
    notPublic: isPublic(item) ? null : describePublishState(item.publishedAt).label,
  };
}

export function loader() {
  const activities = CONTENT_KINDS.map(latestActivity).filter((activity) => activity !== null);
  activities.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    // A card per kind, in the side menu's order (docs/product/admin.md#admin-layout).
    cards: kindsInMenuOrder().map((kind) => ({ kind, count: KIND_MODELS[kind].dashboardCount() })),
    newEnquiries: countNewEnquiries(),
    // Follow-up days are India's days, whatever the server's zone (docs/product/enquiry-pipeline.md).
    callBacks: followUpsDue(siteDay()),
    upcomingVisits: upcomingVisitCount(),
    activities,
    replica: replicaStatus(),
    openQuestions: openClientQuestions(),
    // The page's notion of "now", so the server and the browser write the same times.
    now: new Date().toISOString(),
  };
}

function StatCard({
  label,
  count,
  icon,
  addHref,
  addLabel,
  manageHref,
  manageLabel,
}: {
  label: string;
  count: number;
  icon: CoreIconName;
  addHref: string;
  addLabel: string;
  manageHref: string;
  manageLabel: string;
}) {
  return (
    <section
      aria-label={label}
      className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-sm font-semibold text-slate-600">{label}</h2>
          <p className="mt-1 text-4xl font-bold tracking-tight text-slate-900">{count}</p>
        </div>
        <span className="rounded-xl bg-orange-50 p-3 text-orange-700">
          <Icon name={icon} className="size-6" />
        </span>
      </div>
      <div className="mt-5 flex gap-3">
        <Link
          to={addHref}
          aria-label={addLabel}
          className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg bg-orange-700 px-3 py-2.5 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
        >
          <Icon name="plus" className="size-4" />
          Add New
        </Link>
        <Link
          to={manageHref}
          aria-label={manageLabel}
          className="inline-flex flex-1 items-center justify-center rounded-lg bg-white px-3 py-2.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
        >
          Manage
        </Link>
      </div>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const {
    cards,
    activities,
    now,
    newEnquiries,
    upcomingVisits,
    replica,
    openQuestions,
    callBacks,
  } = loaderData;
  return (
    <div className="space-y-8">
      <AdminTitle>Dashboard</AdminTitle>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Dashboard
          </h1>
          <p className="mt-1 text-slate-600">Welcome back. Here is what is on your website.</p>
        </div>
        <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
          <Icon name="shield" className="size-4" />
          Admin Access
        </span>
      </div>

      <Link
        to={newEnquiries > 0 ? "/enquiries?status=new" : "/enquiries"}
        aria-label={`New enquiries: ${newEnquiries}`}
        className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-orange-300 sm:p-6"
      >
        <span className="rounded-xl bg-orange-50 p-3 text-orange-700">
          <Icon name="mail" className="size-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-slate-600">New enquiries</span>
          <span className="block text-slate-700">
            {newEnquiries === 0
              ? "Nothing new from the contact form."
              : "Contact form messages waiting for a reply."}
          </span>
        </span>
        <span className="text-4xl font-bold tracking-tight text-slate-900">{newEnquiries}</span>
      </Link>

      <Link
        to="/site-visits"
        aria-label={`Upcoming site visits: ${upcomingVisits}`}
        className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-orange-300 sm:p-6"
      >
        <span className="rounded-xl bg-orange-50 p-3 text-orange-700">
          <Icon name="calendar" className="size-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-slate-600">Upcoming site visits</span>
          <span className="block text-slate-700">
            {upcomingVisits === 0 ? "No visits booked." : "Visits booked from today on."}
          </span>
        </span>
        <span className="text-4xl font-bold tracking-tight text-slate-900">{upcomingVisits}</span>
      </Link>

      <CallBacks {...callBacks} />

      <OpenQuestions questions={openQuestions} />

      {replica ? <OffSiteCopy status={replica} now={now} /> : null}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map(({ kind, count }) => {
          const { admin, paths, list } = KINDS[kind];
          return (
            <StatCard
              key={kind}
              label={admin.statLabel}
              count={count}
              icon={admin.icon}
              addHref={paths.new}
              addLabel={admin.statAddLabel}
              manageHref={paths.list}
              manageLabel={list.title}
            />
          );
        })}
      </div>

      <section
        aria-labelledby="recent-activity"
        className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <h2
          id="recent-activity"
          className="border-b border-slate-200 px-5 py-4 text-lg font-bold text-slate-900 sm:px-6"
        >
          Recent Activity
        </h2>
        {activities.length === 0 ? (
          <p className="px-5 py-8 text-center text-slate-600 sm:px-6">No recent activities found</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {activities.map((activity) => {
              const { recentLabel: label, icon } = KINDS[activity.kind].admin;
              return (
                <li key={activity.kind}>
                  <Link
                    to={activity.href}
                    className="flex items-center gap-4 px-5 py-4 hover:bg-slate-50 sm:px-6"
                  >
                    <span className="shrink-0 rounded-full bg-slate-100 p-2.5 text-slate-700">
                      <Icon name={icon} className="size-5" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm text-slate-600">
                        {label}
                        {activity.notPublic ? ` · ${activity.notPublic}` : null}
                      </span>
                      <span className="block truncate font-semibold text-slate-900">
                        {activity.title}
                      </span>
                    </span>
                    <span className="flex shrink-0 items-center gap-1 text-sm text-slate-500">
                      <Icon name="clock" className="size-4" />
                      <time dateTime={activity.createdAt}>
                        {relativeTime(activity.createdAt, new Date(now))}
                      </time>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load dashboard data. Please try again.",
  back: { to: "/dashboard", label: "Back to Dashboard" },
});
