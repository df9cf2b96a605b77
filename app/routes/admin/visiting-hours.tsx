/**
 * /settings/visiting-hours: when visitors may book a site visit (docs/product/site-visits.md
 * #visiting-hours): the days, the times of each of those days (India time), the visits a time
 * takes, how far ahead, and closed dates. Kept in the settings row; the booking page reads them
 * at once.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { z } from "zod";
import { FormMessage } from "~/components/admin/form/conform-field";
import { FormSection, TextAreaField, TextField } from "~/components/admin/form/form-fields";
import { Notice } from "~/components/admin/notice";
import { AdminPageHeader, adminErrorBoundary } from "~/components/admin/page";
import { buttonClass } from "~/components/ui/button";
import { WEEK_DAYS } from "~/config/site";
import { adminContext } from "~/http/auth.server";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { recordActivity } from "~/models/activity.server";
import { saveVisitingHours, visitingHours } from "~/models/site-settings.server";
import { VisitingHoursSchema } from "~/schemas/visiting-hours";
import type { Route } from "./+types/visiting-hours";

export function loader({ request }: Route.LoaderArgs) {
  return {
    hours: visitingHours(),
    saved: new URL(request.url).searchParams.get("saved") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) return data({ formError: UNREADABLE_FORM_MESSAGE, reply: undefined }, { status: 400 });
  const submission = parseWithZod(form, { schema: VisitingHoursSchema });
  if (submission.status !== "success") {
    return data(
      {
        formError: "Some fields need a change: see the messages beside them.",
        reply: submission.reply(),
      },
      { status: 400 },
    );
  }
  saveVisitingHours(submission.value, context.get(adminContext).email);
  recordActivity({ action: "settings-changed", request, detail: "visiting hours" });
  return redirect("/settings/visiting-hours?saved=1");
}

export default function VisitingHoursPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hours, saved } = loaderData;
  const [form, fields] = useForm<z.input<typeof VisitingHoursSchema>>({
    id: "visiting-hours",
    lastResult: actionData?.reply,
    defaultValue: {
      days: hours.days,
      slots: hours.slots.join("\n"),
      perSlot: String(hours.perSlot),
      daysAhead: String(hours.daysAhead),
      closedDates: hours.closedDates.join("\n"),
    } as never,
    shouldValidate: "onBlur",
  });
  const chosen = new Set(
    Array.isArray(fields.days.initialValue) ? fields.days.initialValue : [fields.days.initialValue],
  );
  const daysError = fields.days.errors?.[0];
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Visiting hours"
        description={
          <>
            When visitors may book a site visit on the website (India time). The booked visits are
            under{" "}
            <Link to="/site-visits" className="font-semibold underline">
              Site visits
            </Link>
            .
          </>
        }
      />
      {saved && !actionData ? <Notice tone="success">Visiting hours saved.</Notice> : null}
      {actionData?.formError ? <Notice tone="error">{actionData.formError}</Notice> : null}
      <Form
        method="post"
        {...getFormProps(form)}
        className="space-y-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <FormMessage id={form.errorId} errors={form.errors} />
        <FormSection title="Visiting hours">
          <fieldset aria-describedby={daysError ? fields.days.errorId : undefined}>
            <legend className="block text-sm font-semibold text-slate-800">Visits on</legend>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              {WEEK_DAYS.map((day) => (
                <label key={day} className="flex min-h-11 items-center gap-2 text-slate-800">
                  <input
                    key={fields.days.key}
                    type="checkbox"
                    name={fields.days.name}
                    value={day}
                    defaultChecked={chosen.has(day)}
                    className="size-5 rounded border-slate-300 text-orange-700 focus:ring-orange-700"
                  />
                  {day}
                </label>
              ))}
            </div>
            {daysError ? (
              <p id={fields.days.errorId} className="mt-1.5 text-sm font-semibold text-red-700">
                {daysError}
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            label="Visiting times"
            meta={fields.slots}
            rows={4}
            hint="One 24-hour time a line, e.g. 10:00, 11:30, 16:00. Every visiting day has them."
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Visits per time" meta={fields.perSlot} inputMode="numeric" />
            <TextField
              label="Days ahead"
              meta={fields.daysAhead}
              inputMode="numeric"
              hint="How far ahead a visit can be booked."
            />
          </div>
          <TextAreaField
            label="Closed dates"
            meta={fields.closedDates}
            rows={4}
            hint="Festivals and other days without visits: one date a line, YYYY-MM-DD."
          />
        </FormSection>
        <button type="submit" className={buttonClass("primary")}>
          Save visiting hours
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "The visiting hours could not be loaded. Please try again.",
  back: { to: "/settings", label: "Back to Settings" },
});
