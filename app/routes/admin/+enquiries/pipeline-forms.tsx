/**
 * The pipeline's controls on each enquiry of the enquiries screen
 * (docs/product/enquiry-pipeline.md): its status (with the reason when lost), the day to call
 * back, where it came from. Plain forms: they work without JavaScript.
 */
import { Form, Link, useLocation } from "react-router";
import { editPath } from "~/kinds/registry";
import { buttonClass } from "~/components/ui/button";
import type { LeadSource } from "~/db/schema";
import {
  ENQUIRY_STATUSES,
  MAX_LOST_REASON_LENGTH,
  type EnquiryStatus,
} from "~/utils/enquiry-options";
import { formatDay } from "~/utils/dates";
import { leadSourceName } from "~/utils/lead-source";

export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  "visit-booked": "Visit booked",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};

export const STATUS_STYLES: Record<EnquiryStatus, string> = {
  new: "bg-orange-50 text-orange-800 ring-orange-200",
  contacted: "bg-sky-50 text-sky-800 ring-sky-200",
  "visit-booked": "bg-violet-50 text-violet-800 ring-violet-200",
  quoted: "bg-amber-50 text-amber-900 ring-amber-300",
  won: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  lost: "bg-slate-100 text-slate-700 ring-slate-300",
};

/** A refused change, shown beside the enquiry it was for. */
export type PipelineRefusal = { id: string; field: string; error: string } | null;

type Enquiry = { id: string; name: string; status: EnquiryStatus; lostReason: string };

const fieldClass =
  "block w-full rounded-lg border-0 px-3 py-2 text-base text-slate-900 ring-1 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none";

/** The status buttons; "Lost" takes the reason typed beside them. */
export function StatusForm({ enquiry, refused }: { enquiry: Enquiry; refused: PipelineRefusal }) {
  const { search } = useLocation();
  const reasonId = `lost-reason-${enquiry.id}`;
  const error = refused?.field === "lostReason" || refused?.field === "status" ? refused : null;
  return (
    <Form method="post" action={`/enquiries${search}`} preventScrollReset className="space-y-2">
      <input type="hidden" name="id" value={enquiry.id} />
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Status of the enquiry from {enquiry.name}</legend>
        {ENQUIRY_STATUSES.map((value) => {
          const current = value === enquiry.status;
          return (
            <button
              key={value}
              type="submit"
              name="status"
              value={value}
              aria-pressed={current}
              className={`min-h-9 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 ${
                current
                  ? STATUS_STYLES[value]
                  : "bg-white text-slate-600 ring-slate-300 hover:bg-slate-50"
              }`}
            >
              {STATUS_LABELS[value]}
            </button>
          );
        })}
      </fieldset>
      <div className="max-w-md">
        <label htmlFor={reasonId} className="text-xs font-semibold text-slate-600">
          Reason, when lost
        </label>
        <input
          id={reasonId}
          name="lostReason"
          defaultValue={enquiry.lostReason}
          key={enquiry.lostReason}
          maxLength={MAX_LOST_REASON_LENGTH}
          placeholder="e.g. budget, chose another builder"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${reasonId}-error` : undefined}
          className={`${fieldClass} mt-1 ${error ? "ring-red-600" : "ring-slate-300"}`}
        />
        {error ? (
          <p id={`${reasonId}-error`} className="mt-1 text-sm font-semibold text-red-700">
            {error.error}
          </p>
        ) : null}
      </div>
    </Form>
  );
}

/** The day to call back: a date field, and Clear once one is set. */
export function FollowUpForm({
  enquiry,
  today,
  refused,
}: {
  enquiry: { id: string; name: string; followUpOn: string | null; status: EnquiryStatus };
  today: string;
  refused: PipelineRefusal;
}) {
  const { search } = useLocation();
  const fieldId = `follow-up-${enquiry.id}`;
  const error = refused?.field === "followUpOn" ? refused : null;
  const day = enquiry.followUpOn;
  const open = enquiry.status !== "won" && enquiry.status !== "lost";
  const due =
    day && open ? (day < today ? "Overdue" : day === today ? "Call back today" : null) : null;
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap items-end gap-2">
        <Form
          method="post"
          action={`/enquiries${search}`}
          preventScrollReset
          className="flex flex-wrap items-end gap-2"
        >
          <input type="hidden" name="id" value={enquiry.id} />
          <div>
            <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-800">
              Call back on
            </label>
            <input
              id={fieldId}
              type="date"
              name="followUpOn"
              defaultValue={day ?? ""}
              key={day ?? ""}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              className={`${fieldClass} mt-1 w-44 ${error ? "ring-red-600" : "ring-slate-300"}`}
            />
          </div>
          <button type="submit" className={buttonClass("secondary", "", "sm")}>
            Save date
          </button>
        </Form>
        {day ? (
          <Form method="post" action={`/enquiries${search}`} preventScrollReset>
            <input type="hidden" name="id" value={enquiry.id} />
            <input type="hidden" name="followUpOn" value="" />
            <button
              type="submit"
              className="min-h-11 px-2 text-sm font-semibold text-slate-600 hover:underline"
              aria-label={`Clear the call-back day of ${enquiry.name}`}
            >
              Clear
            </button>
          </Form>
        ) : null}
      </div>
      {day ? (
        <p className="mt-1 text-sm text-slate-700">
          Call back on {formatDay(day)}
          {due ? (
            <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
              {due}
            </span>
          ) : null}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error.error}
        </p>
      ) : null}
    </div>
  );
}

/** Where the visitor first came from: the source's name, campaign and landing page. */
export function LeadSourceLine({ source }: { source: LeadSource | null }) {
  if (!source) return <p className="mt-1 text-sm text-slate-600">Source: {leadSourceName(null)}</p>;
  const details = [
    source.utmMedium && `medium ${source.utmMedium}`,
    source.utmCampaign && `campaign ${source.utmCampaign}`,
    source.utmSource && source.referrer && `via ${source.referrer}`,
    source.landingPage && `landed on ${source.landingPage}`,
  ].filter(Boolean);
  return (
    <p className="mt-1 text-sm break-words text-slate-600">
      Source: <span className="font-semibold text-slate-800">{leadSourceName(source)}</span>
      {details.length ? ` · ${details.join(" · ")}` : ""}
    </p>
  );
}

/**
 * The won enquiry's next step: its client's private project, made by one button (the server asks
 * first when the enquiry is not won yet), or opened once made.
 */
export function ClientProjectControl({
  enquiry,
}: {
  enquiry: { id: string; name: string; projectId: string | null; status: EnquiryStatus };
}) {
  if (enquiry.projectId) {
    return (
      <Link
        to={editPath("project", enquiry.projectId)}
        className={buttonClass("secondary", "", "sm")}
      >
        Open the client's project
      </Link>
    );
  }
  return (
    <Form method="post" action={`/enquiries/${enquiry.id}/project`}>
      <button
        type="submit"
        className={buttonClass(enquiry.status === "won" ? "primary" : "secondary", "", "sm")}
        aria-label={`Make the client's project for ${enquiry.name}`}
      >
        Make the client's project
      </button>
    </Form>
  );
}
