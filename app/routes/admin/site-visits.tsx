/**
 * /site-visits: the owner's site visits booked online (docs/product/site-visits.md#owner), today,
 * upcoming and past, with confirm, done, no-show and cancel (with a message to the visitor), and
 * the address of the calendar feed for the owner's phone, which the owner can renew. Plain forms:
 * works without a script.
 */
import { data, Form, redirect } from "react-router";
import { AdminPageHeader, adminErrorBoundary } from "~/components/admin/page";
import { Notice } from "~/components/admin/notice";
import { buttonClass } from "~/components/ui/button";
import { VISIT_STATUSES } from "~/db/schema";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { ownerLinkSecret, renewOwnerLink } from "~/models/owner-links.server";
import {
  visitableProjects,
  visitsBefore,
  visitsFrom,
  type SiteVisit,
} from "~/models/site-visits.server";
import { changeVisitStatus } from "~/services/site-visits.server";
import { siteDay } from "~/utils/dates";
import { getEnv } from "~/utils/env.server";
import { absoluteUrl } from "~/utils/seo";
import { addDays, visitInWords } from "~/utils/visit-times";
import type { Route } from "./+types/site-visits";

const STATUS_LABELS: Record<SiteVisit["status"], string> = {
  booked: "Booked",
  confirmed: "Confirmed",
  done: "Done",
  "no-show": "No-show",
  cancelled: "Cancelled",
};

function row(visit: SiteVisit, projects: Map<string, string>) {
  return {
    id: visit.id,
    when: visitInWords(visit.date, visit.time, "en"),
    status: visit.status,
    name: visit.name,
    phone: visit.phone,
    email: visit.email,
    note: visit.note,
    project: visit.projectId ? (projects.get(visit.projectId) ?? "") : "",
    cancelMessage: visit.cancelMessage,
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const today = siteDay();
  const projects = new Map(visitableProjects().map((project) => [project.id, project.title]));
  const fromToday = visitsFrom(today);
  const search = new URL(request.url).searchParams;
  return {
    today: fromToday.filter((visit) => visit.date === today).map((visit) => row(visit, projects)),
    upcoming: fromToday
      .filter((visit) => visit.date >= addDays(today, 1))
      .map((visit) => row(visit, projects)),
    past: visitsBefore(today).map((visit) => row(visit, projects)),
    calendarUrl: absoluteUrl(getEnv().SITE_URL, `/calendar/${ownerLinkSecret("calendar")}.ics`),
    done: search.get("done"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) return data({ error: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  const intent = String(form.get("intent") ?? "");
  if (intent === "renew-calendar") {
    renewOwnerLink("calendar");
    return redirect("/site-visits?done=renewed");
  }
  const status = VISIT_STATUSES.find((value) => value === intent);
  const id = String(form.get("id") ?? "");
  if (!status) return data({ error: "Choose what to do with the visit." }, { status: 400 });
  const message = String(form.get("message") ?? "")
    .trim()
    .slice(0, 1000);
  const changed = changeVisitStatus(id, status, message);
  if (changed === "missing") {
    return data({ error: "That visit no longer exists." }, { status: 404 });
  }
  if (changed === "full") {
    return data({ error: VISIT_SLOT_FULL }, { status: 409 });
  }
  return redirect(`/site-visits?done=${status}`);
}

/** When a cancelled or missed visit cannot take its place again. */
const VISIT_SLOT_FULL =
  "That time is full now: the visit keeps its status. Move it to another time from its private page, or book it again.";

const DONE_NOTICES: Record<string, string> = {
  confirmed: "The visit is confirmed.",
  done: "The visit is marked done.",
  "no-show": "The visit is marked as a no-show.",
  cancelled: "The visit is cancelled. The visitor is told by e-mail when they gave one.",
  renewed: "The calendar address is renewed: the old address no longer works.",
};

type Row = ReturnType<typeof row>;

export default function SiteVisits({ loaderData, actionData }: Route.ComponentProps) {
  const { today, upcoming, past, calendarUrl, done } = loaderData;
  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="Site visits"
        description="Visits booked on the website (India time). Set the visiting hours in Settings."
      />
      {done && DONE_NOTICES[done] ? <Notice tone="success">{DONE_NOTICES[done]}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      <VisitSection id="visits-today" title="Today" visits={today} empty="No visits today." />
      <VisitSection
        id="visits-upcoming"
        title="Upcoming"
        visits={upcoming}
        empty="No visits booked after today."
      />
      <VisitSection id="visits-past" title="Past" visits={past} empty="No past visits." />
      <CalendarFeed url={calendarUrl} />
    </div>
  );
}

function VisitSection({
  id,
  title,
  visits,
  empty,
}: {
  id: string;
  title: string;
  visits: Row[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title} <span className="text-slate-500">({visits.length})</span>
      </h2>
      {visits.length === 0 ? <p className="text-slate-600">{empty}</p> : null}
      <ul className="space-y-3">
        {visits.map((visit) => (
          <VisitCard key={visit.id} visit={visit} />
        ))}
      </ul>
    </section>
  );
}

function VisitCard({ visit }: { visit: Row }) {
  const open = visit.status === "booked" || visit.status === "confirmed";
  return (
    <li
      aria-label={`${visit.name}, ${visit.when}`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-bold text-slate-900">{visit.when}</p>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700">
          {STATUS_LABELS[visit.status]}
        </span>
      </div>
      <p className="mt-1 break-words text-slate-800">
        {visit.name} ·{" "}
        <a href={`tel:${visit.phone.replace(/[^\d+]/g, "")}`} className="underline">
          {visit.phone}
        </a>
        {visit.email ? <> · {visit.email}</> : null}
      </p>
      {visit.project ? <p className="text-sm text-slate-600">Project: {visit.project}</p> : null}
      {visit.note ? <p className="mt-1 text-sm break-words text-slate-700">{visit.note}</p> : null}
      {visit.cancelMessage ? (
        <p className="mt-1 text-sm text-slate-600">Message sent: {visit.cancelMessage}</p>
      ) : null}
      {open ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {visit.status === "booked" ? (
            <StatusButton id={visit.id} status="confirmed" label="Confirm" />
          ) : null}
          <StatusButton id={visit.id} status="done" label="Mark done" />
          <StatusButton id={visit.id} status="no-show" label="No-show" />
        </div>
      ) : null}
      {open ? (
        <details className="mt-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-red-800">
            Cancel this visit
          </summary>
          <Form method="post" className="mt-2 space-y-2">
            <input type="hidden" name="id" value={visit.id} />
            <label
              htmlFor={`cancel-${visit.id}`}
              className="block text-sm font-semibold text-slate-800"
            >
              Message to the visitor
            </label>
            <textarea
              id={`cancel-${visit.id}`}
              name="message"
              rows={2}
              maxLength={1000}
              className="block w-full rounded-lg border-0 px-3 py-2 ring-1 ring-slate-300"
            />
            <button
              type="submit"
              name="intent"
              value="cancelled"
              className={buttonClass("danger", "", "sm")}
            >
              Cancel the visit
            </button>
          </Form>
        </details>
      ) : null}
    </li>
  );
}

function StatusButton({ id, status, label }: { id: string; status: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={status}
        aria-label={label}
        className={buttonClass("secondary", "", "sm")}
      >
        {label}
      </button>
    </Form>
  );
}

function CalendarFeed({ url }: { url: string }) {
  return (
    <section
      aria-labelledby="calendar-feed"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="calendar-feed" className="text-lg font-bold text-slate-900">
        Calendar for your phone
      </h2>
      <p className="mt-1 text-slate-700">
        Add this address to your phone&apos;s calendar (subscribe by URL) to see every upcoming
        visit. Keep it private; renew it if someone else has it.
      </p>
      <p
        className="mt-3 rounded-lg bg-slate-50 p-3 font-mono text-sm break-all text-slate-900"
        data-calendar-url
      >
        {url}
      </p>
      <Form method="post" className="mt-3">
        <button
          type="submit"
          name="intent"
          value="renew-calendar"
          className={buttonClass("secondary", "", "sm")}
        >
          Renew the address
        </button>
      </Form>
    </section>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "The site visits could not be loaded. Please try again.",
  back: { to: "/dashboard", label: "Back to Dashboard" },
});
