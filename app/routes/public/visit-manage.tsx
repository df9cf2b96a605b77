/**
 * /visit/<secret> and /ta/visit/<secret>: the visitor's private page of their site visit
 * (docs/product/site-visits.md#private-link): the visit in words, the address and map, the
 * calendar file, a WhatsApp link, and forms to move or cancel it. Found by the secret's SHA-256;
 * a wrong secret is the not-found page. Kept out of every cache and index, like /track/<secret>
 * (app/server/security.server.ts, CLIENT_PAGE_PATHS).
 */
import { data, redirect } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { useRootData } from "~/components/use-root-data";
import { SLOT_FIELD, SlotChoices, slotDays } from "~/components/visit/slot-choices";
import { readFormBody } from "~/http/form-body.server";
import { languageOfRequest, pathInLanguage } from "~/i18n/language";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { visitableProjects, visitOfSecret } from "~/models/site-visits.server";
import { messagesFor } from "~/i18n/messages";
import {
  cancelVisitByVisitor,
  moveVisit,
  openSlots,
  siteAddress,
  siteMapUrl,
} from "~/services/site-visits.server";
import { chatLink } from "~/utils/chat-link";
import { getSiteConfig } from "~/config/site.server";
import { siteDay } from "~/utils/dates";
import { visitInWords } from "~/utils/visit-times";
import type { Route } from "./+types/visit-manage";

const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
};

function visitOrNotFound(secret: string | undefined) {
  const visit = visitOfSecret(secret ?? "");
  if (!visit) throw data(null, { status: 404, headers: PRIVATE_HEADERS });
  return visit;
}

export function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const visit = visitOrNotFound(params.secret);
  const search = new URL(request.url).searchParams;
  const project = visit.projectId
    ? visitableProjects().find((item) => item.id === visit.projectId)
    : undefined;
  const open = visit.status === "booked" || visit.status === "confirmed";
  const upcoming = open && visit.date >= siteDay();
  const when = visitInWords(visit.date, visit.time, language);
  return {
    visit: {
      when,
      status: visit.status,
      cancelMessage: visit.cancelMessage,
      project: project ? (language === "ta" && project.ta?.title) || project.title : "",
    },
    address: siteAddress(language),
    mapUrl: siteMapUrl(),
    calendarPath: `/visit/${params.secret}/calendar.ics`,
    chat: chatLink(getSiteConfig().chatNumber, messagesFor(language).visit.chat(visit.name, when)),
    moveDays: upcoming ? slotDays(openSlots(new Date())) : [],
    upcoming,
    notice: search.get("booked") === "1" ? "booked" : search.get("moved") === "1" ? "moved" : null,
  };
}

export function headers() {
  return PRIVATE_HEADERS;
}

export async function action({ params, request }: Route.ActionArgs) {
  const language = languageOfRequest(request);
  // The body is read first: a form that cannot be read is refused whatever the address.
  const form = await readFormBody(request);
  if (!form) {
    return data(
      { error: messagesFor(language).visit.errors.unreadable, slot: "" },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  }
  const visit = visitOrNotFound(params.secret);
  const here = pathInLanguage(`/visit/${params.secret}`, language);
  const open = visit.status === "booked" || visit.status === "confirmed";
  if (form.get("intent") === "cancel") {
    if (open) cancelVisitByVisitor(visit.id);
    return redirect(here, 303);
  }
  const [date = "", time = ""] = String(form.get(SLOT_FIELD) ?? "").split(" ");
  const refusal = open
    ? moveVisit(visit, date, time)
    : { status: 400 as const, field: "time", message: "" };
  if (refusal) {
    return data(
      {
        error: refusal.message || messagesFor(language).visit.booked.cancelled,
        slot: `${date} ${time}`,
      },
      { status: refusal.status, headers: PRIVATE_HEADERS },
    );
  }
  return redirect(`${here}?moved=1`, 303);
}

export default function ManageVisit({ loaderData, actionData }: Route.ComponentProps) {
  const { site } = useRootData();
  const language = useLanguage();
  const t = useMessages().visit.booked;
  const { visit, notice } = loaderData;
  return (
    <>
      <title>{`${t.title} | ${site.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="same-origin" />
      <PageHero eyebrow={t.eyebrow} title={t.title} />
      <section className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        {notice ? (
          <p
            role="status"
            className="rounded-lg bg-green-50 p-4 font-semibold text-green-900 ring-1 ring-green-200"
          >
            {notice === "booked" ? t.done : t.moved}
          </p>
        ) : null}
        <dl className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-600">{t.when}</dt>
          <dd className="text-lg font-bold text-slate-900" data-visit-when>
            {visit.when}
            <span className="ml-2 inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700">
              {t.status[visit.status]}
            </span>
          </dd>
          <dt className="font-semibold text-slate-600">{t.where}</dt>
          <dd className="text-slate-900">
            {loaderData.address}
            <br />
            <a
              href={loaderData.mapUrl}
              className="font-semibold text-orange-800 underline"
              rel="noreferrer"
            >
              {t.map}
            </a>
          </dd>
          {visit.project ? (
            <>
              <dt className="font-semibold text-slate-600">{t.project}</dt>
              <dd className="text-slate-900">{visit.project}</dd>
            </>
          ) : null}
        </dl>
        {visit.status === "cancelled" ? (
          <div className="rounded-lg bg-amber-50 p-4 ring-1 ring-amber-200">
            <p className="font-semibold text-amber-900">{t.cancelled}</p>
            {visit.cancelMessage ? (
              <p className="mt-2 text-amber-900">
                {t.ownerMessage} {visit.cancelMessage}
              </p>
            ) : null}
            <a href={pathInLanguage("/visit", language)} className={buttonClass("primary", "mt-4")}>
              {t.bookAgain}
            </a>
          </div>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          {loaderData.upcoming ? (
            <a
              href={loaderData.calendarPath}
              download="site-visit.ics"
              className={buttonClass("primary")}
            >
              {t.addToCalendar}
            </a>
          ) : null}
          <a href={loaderData.chat} className={buttonClass("secondary")} rel="noreferrer">
            {t.whatsapp}
          </a>
        </div>
        <p className="text-sm text-slate-600">{t.keepLink}</p>
        {loaderData.upcoming ? (
          <>
            <form method="post" className="space-y-4 border-t border-slate-200 pt-8">
              <h2 className="text-xl font-bold text-slate-900">{t.moveHeading}</h2>
              <SlotChoices
                days={loaderData.moveDays}
                chosen={actionData?.slot}
                error={actionData?.error}
              />
              <button type="submit" name="intent" value="move" className={buttonClass("secondary")}>
                {t.move}
              </button>
            </form>
            <form method="post" className="space-y-3 border-t border-slate-200 pt-8">
              <h2 className="text-xl font-bold text-slate-900">{t.cancelHeading}</h2>
              <button
                type="submit"
                name="intent"
                value="cancel"
                className={buttonClass("secondary")}
              >
                {t.cancel}
              </button>
            </form>
          </>
        ) : null}
      </section>
    </>
  );
}
