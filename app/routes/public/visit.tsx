/**
 * /visit and /ta/visit: a site visit booked online (docs/product/site-visits.md). A server form
 * (works without a script): the open slots grouped by day, the visitor's details and an optional
 * project (`?project=<slug>` chooses one). A booking answers 303 to the visitor's private page;
 * a refusal draws the form again with what was typed and the message beside its field.
 */
import { leadSourceOf } from "~/http/lead-source.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { PageMeta } from "~/components/ui/page-meta";
import { buttonClass } from "~/components/ui/button";
import { useRootData } from "~/components/use-root-data";
import { SLOT_FIELD, SlotChoices, slotDays } from "~/components/visit/slot-choices";
import { readFormBody } from "~/http/form-body.server";
import { readsQuery } from "~/http/page-parameters";
import { requestInfoContext } from "~/http/request-context";
import { languageOfRequest, pathInLanguage, type Language } from "~/i18n/language";
import { messagesFor } from "~/i18n/messages";
import { useMessages } from "~/i18n/use-messages";
import { visitableProjects } from "~/models/site-visits.server";
import { VISIT_LIMITS, visitBookingSchema } from "~/schemas/site-visit";
import { bookVisit, openSlots } from "~/services/site-visits.server";
import { addressKey, contactLimiter } from "~/utils/rate-limit.server";
import type { Route } from "./+types/visit";

/** `?project=<slug>`: the project the visitor came from, chosen in the form. */
export const PROJECT_PARAM = "project";
export const handle = readsQuery(PROJECT_PARAM);

function projectChoices(language: Language) {
  return visitableProjects().map((project) => ({
    value: project.slug ?? project.id,
    title: (language === "ta" && project.ta?.title) || project.title,
  }));
}

export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const projects = projectChoices(language);
  const wanted = new URL(request.url).searchParams.get(PROJECT_PARAM) ?? "";
  return {
    days: slotDays(openSlots(new Date())),
    projects,
    chosenProject: projects.some((project) => project.value === wanted) ? wanted : "",
  };
}

/** The slots change with every booking and every hour: the page is drawn for each request. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  if (actionHeaders.has("Retry-After")) return actionHeaders;
  return { "Cache-Control": "no-cache" };
}

type Values = Record<string, string>;
type Refusal = { formError: string; errors: Record<string, string>; values: Values };

function valuesOf(form: FormData): Values {
  const values: Values = {};
  for (const name of [SLOT_FIELD, "name", "phone", "email", "project", "note"]) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

export async function action({ request, context }: Route.ActionArgs) {
  const language = languageOfRequest(request);
  const t = messagesFor(language).visit.errors;
  const form = await readFormBody(request);
  // A body that is not a form is refused before it counts against the address's bookings.
  if (!form)
    return data<Refusal>({ formError: t.unreadable, errors: {}, values: {} }, { status: 400 });
  const values = valuesOf(form);
  const client = addressKey(context.get(requestInfoContext).clientIp);
  const limit = contactLimiter.check(client);
  if (!limit.allowed) {
    return data<Refusal>(
      { formError: t.rateLimited, errors: {}, values },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  contactLimiter.hit(client);
  // The slot sends "YYYY-MM-DD HH:MM"; the schema (shared with the API) reads the two.
  const [date = "", time = ""] = (values[SLOT_FIELD] ?? "").split(" ");
  if (date) form.set("date", date);
  if (time) form.set("time", time);
  const submission = parseWithZod(form, { schema: visitBookingSchema(t) });
  if (submission.status !== "success") {
    const errors: Record<string, string> = {};
    for (const [name, messages] of Object.entries(submission.error ?? {})) {
      const key = name === "date" || name === "time" ? SLOT_FIELD : name;
      if (messages?.[0]) errors[key] ??= messages[0];
    }
    return data<Refusal>({ formError: t.invalid, errors, values }, { status: 400 });
  }
  // Where the visitor first came from (the lead-source cookie), kept with the visit.
  const booked = bookVisit(submission.value, { language, source: leadSourceOf(request) });
  if (!booked.ok) {
    const key = booked.field === "date" || booked.field === "time" ? SLOT_FIELD : booked.field;
    return data<Refusal>(
      { formError: booked.message, errors: { [key]: booked.message }, values },
      { status: booked.status },
    );
  }
  return redirect(pathInLanguage(`/visit/${booked.secret}?booked=1`, language), 303);
}

const inputClass =
  "mt-1.5 block w-full rounded-lg border-0 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm ring-1 ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-orange-700 focus:outline-none aria-[invalid=true]:ring-red-600";

export default function BookVisit({ loaderData, actionData }: Route.ComponentProps) {
  const { site } = useRootData();
  const t = useMessages().visit;
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  const field = (name: string) => ({
    id: `visit-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `visit-${name}-error` : undefined,
    className: inputClass,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`visit-${name}-error`} className="mt-1.5 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;
  const label = (name: string, text: string) => (
    <label htmlFor={`visit-${name}`} className="block text-sm font-semibold text-slate-800">
      {text}
    </label>
  );
  const chosenProject = values.project ?? loaderData.chosenProject;
  return (
    <>
      <PageMeta title={t.title} description={t.description(site.name)} />
      <PageHero eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <section className="bg-slate-50 py-10 sm:py-14">
        <form
          method="post"
          aria-label={t.form}
          className="mx-auto max-w-3xl space-y-8 px-4 sm:px-6 lg:px-8"
        >
          {actionData?.formError && !errors[SLOT_FIELD] ? (
            <p
              role="alert"
              className="rounded-lg bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200"
            >
              {actionData.formError}
            </p>
          ) : null}
          <SlotChoices
            days={loaderData.days}
            chosen={values[SLOT_FIELD]}
            error={errors[SLOT_FIELD]}
          />
          <div className="grid gap-5 *:min-w-0 sm:grid-cols-2">
            <div>
              {label("name", t.name)}
              <input
                type="text"
                autoComplete="name"
                maxLength={VISIT_LIMITS.name}
                required
                {...field("name")}
              />
              {error("name")}
            </div>
            <div>
              {label("phone", t.phone)}
              <input
                type="tel"
                autoComplete="tel"
                inputMode="tel"
                maxLength={20}
                required
                placeholder="98400 12345"
                {...field("phone")}
              />
              {error("phone")}
            </div>
            <div className="sm:col-span-2">
              {label("email", t.email)}
              <input
                type="email"
                autoComplete="email"
                maxLength={VISIT_LIMITS.email}
                {...field("email")}
              />
              <p className="mt-1 text-xs text-slate-600">{t.emailHint}</p>
              {error("email")}
            </div>
            <div className="sm:col-span-2">
              {label("project", t.project)}
              <select {...field("project")} defaultValue={chosenProject}>
                <option value="">{t.anyProject}</option>
                {loaderData.projects.map((project) => (
                  <option key={project.value} value={project.value}>
                    {project.title}
                  </option>
                ))}
              </select>
              {error("project")}
            </div>
            <div className="sm:col-span-2">
              {label("note", t.note)}
              <textarea rows={3} maxLength={VISIT_LIMITS.note} {...field("note")} />
              {error("note")}
            </div>
          </div>
          <button type="submit" className={buttonClass("primary", "w-full sm:w-auto")}>
            {t.submit}
          </button>
        </form>
      </section>
    </>
  );
}
