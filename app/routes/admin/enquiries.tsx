import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { DeleteControl } from "~/components/admin/lists/delete-control";
import { AdminPageHeader, adminErrorBoundary } from "~/components/admin/page";
import { buttonClass } from "~/components/ui/button";
import { countLabel } from "~/components/admin/lists/list-controls";
import { EmptyState } from "~/components/ui/empty-state";
import { Pagination } from "~/components/pagination";
import { Icon } from "~/components/ui/icon";
import { changeEnquiryPipeline, listEnquiries } from "~/models/enquiry.server";
import { enquiryPipelineSchema } from "~/schemas/enquiry-pipeline";
import {
  ClientProjectControl,
  FollowUpForm,
  LeadSourceLine,
  STATUS_LABELS,
  STATUS_STYLES,
  StatusForm,
  type PipelineRefusal,
} from "./+enquiries/pipeline-forms";
import {
  addEnquiryNote,
  deleteEnquiryNote,
  notesOf,
  type EnquiryNote,
} from "~/models/enquiry-notes.server";
import { useRootData } from "~/components/use-root-data";
import { adminContext } from "~/http/auth.server";
import { replyChatLink } from "~/utils/chat-link";
import {
  ENQUIRY_SORTS,
  isEnquiryStatus,
  MAX_NOTE_LENGTH,
  type EnquiryStatus,
} from "~/utils/enquiry-options";
import { field } from "~/schemas/common";
import { ADMIN_PAGE_SIZE, listSearch, pageCount, readListParams } from "~/utils/list-params";
import type { Route } from "./+types/enquiries";
import { formatDateTime, siteDay } from "~/utils/dates";
import { FormMessage } from "~/components/admin/form/conform-field";

const SORT_LABELS: Record<(typeof ENQUIRY_SORTS)[number], string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name (A–Z)",
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = readListParams(url, ENQUIRY_SORTS);
  const statusParam = url.searchParams.get("status");
  const status = isEnquiryStatus(statusParam) ? statusParam : null;
  // One enquiry alone: the dashboard's call-backs link to it.
  const id = url.searchParams.get("id") || null;
  const { items, total } = listEnquiries({ ...params, status, id });
  // A page past the end (after deleting its last row) shows the last page instead.
  if (items.length === 0 && params.page > 1 && total > 0) {
    throw redirect(
      `${url.pathname}${listSearch(url.searchParams, { page: pageCount(total, ADMIN_PAGE_SIZE) })}`,
    );
  }
  const notes = notesOf(items.map((item) => item.id));
  return {
    ...params,
    status,
    id,
    items,
    notes,
    total,
    today: siteDay(),
    now: new Date().toISOString(),
  };
}

const NOTE_EMPTY = "Write the note before adding it.";
const NOTE_TOO_LONG = `A note must be at most ${MAX_NOTE_LENGTH} characters.`;
const ENQUIRY_GONE = "That enquiry no longer exists.";

/**
 * Status changes and notes post here from the list; the answer returns to the same page of the
 * list. A refused note comes back beside its field, with what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) return data({ error: UNREADABLE_FORM_MESSAGE, note: null }, { status: 400 });
  const back = `/enquiries${new URL(request.url).search}`;
  const intent = field(form, "intent");
  const id = field(form, "id");
  if (intent === "add-note") {
    const body = field(form, "note").trim();
    const error = !body ? NOTE_EMPTY : body.length > MAX_NOTE_LENGTH ? NOTE_TOO_LONG : null;
    if (error) return data({ error: null, note: { id, error, body } }, { status: 400 });
    if (!addEnquiryNote(id, body, context.get(adminContext).email)) {
      return data({ error: ENQUIRY_GONE, note: null }, { status: 404 });
    }
    return redirect(back);
  }
  if (intent === "delete-note") {
    deleteEnquiryNote(id, field(form, "noteId"));
    return redirect(back);
  }
  // The status buttons (with the reason if lost) and the follow-up day post only their fields.
  const parsed = enquiryPipelineSchema.safeParse({
    status: form.has("status") ? field(form, "status") : undefined,
    lostReason: form.has("lostReason") ? field(form, "lostReason") : undefined,
    followUpOn: form.has("followUpOn") ? field(form, "followUpOn") : undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const pipeline = { id, field: String(issue.path[0] ?? "status"), error: issue.message };
    return data({ error: null, note: null, pipeline }, { status: 400 });
  }
  if (!changeEnquiryPipeline(id, parsed.data)) {
    return data({ error: ENQUIRY_GONE, note: null }, { status: 404 });
  }
  return redirect(back);
}

/** Reply by WhatsApp, e-mail or a call: each opens the phone's or computer's own app. */
function ReplyLinks({
  enquiry,
  companyName,
}: {
  enquiry: { name: string; email: string; phone: string; page: string };
  companyName: string;
}) {
  const chat = replyChatLink(enquiry, companyName);
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {chat ? (
        <a
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("secondary", "", "sm")}
          aria-label={`Reply on WhatsApp to ${enquiry.name}`}
        >
          <Icon name="chat" className="size-4" />
          Reply on WhatsApp
        </a>
      ) : null}
      <a
        href={`mailto:${enquiry.email}`}
        className={buttonClass("secondary", "", "sm")}
        aria-label={`E-mail ${enquiry.name}`}
      >
        <Icon name="mail" className="size-4" />
        E-mail
      </a>
      <a
        href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}
        className={buttonClass("secondary", "", "sm")}
        aria-label={`Call ${enquiry.name}`}
      >
        <Icon name="phone" className="size-4" />
        Call
      </a>
    </div>
  );
}

function Filters({ q, sort, status }: { q: string; sort: string; status: EnquiryStatus | null }) {
  const { search } = useLocation();
  const current = new URLSearchParams(search);
  const tabs: { label: string; value: EnquiryStatus | null }[] = [
    { label: "All", value: null },
    ...(Object.keys(STATUS_LABELS) as EnquiryStatus[]).map((value) => ({
      label: STATUS_LABELS[value],
      value,
    })),
  ];
  return (
    <div className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <Form method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {status ? <input type="hidden" name="status" value={status} /> : null}
        <div className="min-w-0 flex-1">
          <label htmlFor="enquiry-search" className="block text-sm font-semibold text-slate-800">
            Search
          </label>
          <input
            id="enquiry-search"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={100}
            placeholder="Name, e-mail, phone or message"
            className="mt-1.5 block w-full rounded-lg border-0 px-3.5 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-orange-700 focus:outline-none"
          />
        </div>
        <div>
          <label htmlFor="enquiry-sort" className="block text-sm font-semibold text-slate-800">
            Sort
          </label>
          <select
            id="enquiry-sort"
            name="sort"
            defaultValue={sort}
            key={sort}
            className="mt-1.5 block w-full rounded-lg border-0 bg-white px-3.5 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none sm:w-44"
          >
            {ENQUIRY_SORTS.map((value) => (
              <option key={value} value={value}>
                {SORT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary", "", "sm")}>
          <Icon name="search" className="size-5" />
          Search
        </button>
      </Form>
      <nav aria-label="Filter by status" className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const active = tab.value === status;
          return (
            <Link
              key={tab.label}
              to={`/enquiries${listSearch(current, { status: tab.value, page: null })}`}
              aria-current={active ? "page" : undefined}
              className={`rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${
                active
                  ? "bg-slate-900 text-white ring-slate-900"
                  : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
              }`}
            >
              {tab.label}
            </Link>
          );
        })}
      </nav>
    </div>
  );
}

/** The private notes of one enquiry, each with its writer and time, and the form to add one. */
function Notes({
  enquiry,
  notes,
  refused,
}: {
  enquiry: { id: string; name: string };
  notes: EnquiryNote[];
  refused: { error: string; body: string } | null;
}) {
  const fieldId = `note-${enquiry.id}`;
  return (
    <section
      aria-label={`Notes on ${enquiry.name}`}
      className="mt-4 border-t border-slate-100 pt-4"
    >
      <h3 className="text-sm font-semibold text-slate-800">Private notes</h3>
      {notes.length ? (
        <ul className="mt-2 space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-amber-50 p-3 text-sm ring-1 ring-amber-100">
              <p className="break-words whitespace-pre-line text-slate-800">{note.body}</p>
              <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                <p className="text-xs text-slate-600">
                  <span className="break-all">{note.authorEmail}</span>
                  {" · "}
                  <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-note" />
                  <input type="hidden" name="id" value={enquiry.id} />
                  <input type="hidden" name="noteId" value={note.id} />
                  <button
                    type="submit"
                    className="min-h-11 px-2 text-xs font-semibold text-red-700 hover:underline"
                    aria-label={`Delete the note of ${formatDateTime(note.createdAt)}`}
                  >
                    Delete
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-500">None yet. Only administrators see them.</p>
      )}
      <Form method="post" className="mt-3 space-y-2">
        <input type="hidden" name="intent" value="add-note" />
        <input type="hidden" name="id" value={enquiry.id} />
        <label htmlFor={fieldId} className="sr-only">
          {`Note on ${enquiry.name}`}
        </label>
        <textarea
          id={fieldId}
          name="note"
          rows={2}
          required
          maxLength={MAX_NOTE_LENGTH}
          defaultValue={refused?.body}
          // A new key empties the field after a note is added (the page stays mounted).
          key={`${notes.length}:${refused?.body ?? ""}`}
          autoFocus={Boolean(refused)}
          placeholder="Add a note: a call made, a site visit agreed..."
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? `${fieldId}-error` : undefined}
          className={`block w-full rounded-lg border-0 px-3 py-2 text-base text-slate-900 ring-1 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none ${
            refused ? "ring-red-600" : "ring-slate-300"
          }`}
        />
        {refused ? (
          <p id={`${fieldId}-error`} className="text-sm font-semibold text-red-700">
            {refused.error}
          </p>
        ) : null}
        <button type="submit" className={buttonClass("secondary", "", "sm")}>
          Add note
        </button>
      </Form>
    </section>
  );
}

export default function Enquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { items, notes, total, page, q, sort, status, today } = loaderData;
  const refused: PipelineRefusal =
    actionData && "pipeline" in actionData ? actionData.pipeline : null;
  const refusedFor = (id: string) => (refused?.id === id ? refused : null);
  const { site } = useRootData();
  const { search } = useLocation();
  const navigation = useNavigation();
  const exportSearch = listSearch(new URLSearchParams(search), { page: null });
  const filtered = Boolean(q || status || loaderData.id);
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Enquiries"
        description={`${countLabel(total, "enquiry", "enquiries")}${filtered ? " found" : ""}. Messages sent through the website's contact form.`}
        actions={
          <>
            <Link to="/enquiries/sources" className={buttonClass("secondary")}>
              <Icon name="target" className="size-5" />
              Where they come from
            </Link>
            <a
              href={`/enquiries/export${exportSearch}`}
              className={buttonClass("secondary")}
              download
            >
              <Icon name="clipboard" className="size-5" />
              Export CSV
            </a>
          </>
        }
      />
      <FormMessage errors={actionData?.error ? [actionData.error] : undefined} />
      <Filters q={q} sort={sort} status={status} />
      {items.length === 0 ? (
        <EmptyState
          message={filtered ? "No enquiries match this search." : "No enquiries yet."}
          icon={null}
          surface="card"
        />
      ) : (
        <ul
          aria-label="Enquiries"
          className={`space-y-4 ${navigation.state === "loading" ? "opacity-60" : ""}`}
        >
          {items.map((enquiry) => (
            <li
              key={enquiry.id}
              id={`enquiry-${enquiry.id}`}
              aria-label={enquiry.name}
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
                    <span className="break-words">{enquiry.name}</span>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLES[enquiry.status]}`}
                    >
                      {STATUS_LABELS[enquiry.status]}
                    </span>
                  </h2>
                  <p className="mt-0.5 text-sm text-slate-600">
                    <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
                    {" · "}
                    {enquiry.service}
                    {enquiry.package ? ` · package: ${enquiry.package}` : ""}
                    {" · from "}
                    {enquiry.page === "/" ? "home page" : enquiry.page}
                  </p>
                  <LeadSourceLine source={enquiry.source} />
                  {enquiry.status === "lost" && enquiry.lostReason ? (
                    <p className="mt-1 text-sm text-slate-700">Lost: {enquiry.lostReason}</p>
                  ) : null}
                </div>
                <DeleteControl
                  action={`/enquiries/${enquiry.id}/delete${search ? `?back=${encodeURIComponent(search)}` : ""}`}
                  itemTitle={`the enquiry from ${enquiry.name}`}
                  question="Are you sure you want to delete this enquiry?"
                  failureMessage="Failed to delete enquiry. Please try again."
                />
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div className="flex min-w-0 gap-2">
                  <dt className="text-slate-500">E-mail</dt>
                  <dd className="min-w-0 break-all">
                    <a className="text-orange-800 hover:underline" href={`mailto:${enquiry.email}`}>
                      {enquiry.email}
                    </a>
                  </dd>
                </div>
                <div className="flex gap-2">
                  <dt className="text-slate-500">Phone</dt>
                  <dd>
                    <a
                      className="text-orange-800 hover:underline"
                      href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}
                    >
                      {enquiry.phone}
                    </a>
                  </dd>
                </div>
              </dl>
              <ReplyLinks enquiry={enquiry} companyName={site.name} />
              <div className="mt-3">
                <ClientProjectControl enquiry={enquiry} />
              </div>
              {enquiry.estimate ? (
                <div className="mt-3 rounded-lg bg-orange-50 p-3 text-sm text-slate-800 ring-1 ring-orange-200">
                  <p className="font-semibold text-slate-900">Cost estimate sent with it</p>
                  <p className="mt-1">{enquiry.estimate.summary}</p>
                  <a
                    className="mt-1 inline-block font-semibold text-orange-800 hover:underline"
                    href={`/estimate?${enquiry.estimate.query}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Open the estimate with today’s prices
                  </a>
                </div>
              ) : null}
              <p className="mt-3 break-words whitespace-pre-line text-slate-800">
                {enquiry.message}
              </p>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
                <StatusForm enquiry={enquiry} refused={refusedFor(enquiry.id)} />
                {enquiry.mailStatus === "pending" ? (
                  <p className="text-xs text-slate-500">E-mail not sent yet; retrying.</p>
                ) : enquiry.mailStatus === "sent" ? (
                  <p className="text-xs text-slate-500">E-mailed to you.</p>
                ) : enquiry.mailStatus === "skipped" ? (
                  <p className="text-xs text-slate-500">
                    {enquiry.mailLastError ?? "Not e-mailed."}
                  </p>
                ) : null}
              </div>
              <FollowUpForm enquiry={enquiry} today={today} refused={refusedFor(enquiry.id)} />
              <Notes
                enquiry={enquiry}
                notes={notes[enquiry.id] ?? []}
                refused={actionData?.note?.id === enquiry.id ? actionData.note : null}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount(total, ADMIN_PAGE_SIZE)}
        label="Enquiry pages"
        hrefFor={(target) =>
          `/enquiries${listSearch(new URLSearchParams(search), { page: target })}`
        }
      />
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load enquiries. Please try again.",
  back: { to: "/dashboard", label: "Back to Dashboard" },
});
