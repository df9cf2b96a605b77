/**
 * Site visits booked online (docs/product/site-visits.md): the slots with room, a booking (its
 * checks, the insert that holds the slot's capacity, its e-mails), the visitor's moves and
 * cancellation, the owner's statuses, the calendar files and the reminders of the day before.
 * E-mails go through the shared outbox (`visit_mails`, app/services/mail-outbox.server.ts).
 */
import { joinVisitToEnquiry } from "~/models/visit-enquiry.server";
import { TZDate } from "@date-fns/tz";
import ical, { type ICalCalendar } from "ical-generator";
import { getSiteConfig, getSiteTexts } from "~/config/site.server";
import type { LeadSource } from "~/db/schema";
import type { Language } from "~/i18n/language";
import { messagesFor } from "~/i18n/messages";
import {
  countUpcomingVisits,
  getVisit,
  insertVisitIfRoom,
  moveVisitIfRoom,
  setVisitStatus,
  takenPlaces,
  visitableProjects,
  visitsFrom,
  visitsOnDay,
  type SiteVisit,
  type VisitStatus,
} from "~/models/site-visits.server";
import { visitingHours } from "~/models/site-settings.server";
import {
  claimVisitMail,
  dueVisitMails,
  getVisitMail,
  markVisitMailFailed,
  markVisitMailSent,
  queueVisitMail,
  type VisitMail,
} from "~/models/visit-mails.server";
import type { VisitBooking } from "~/schemas/site-visit";
import { siteDay } from "~/utils/dates";
import { getEnv } from "~/utils/env.server";
import { absoluteUrl } from "~/utils/seo";
import {
  addDays,
  slotProblem,
  slotsBetween,
  slotStart,
  visitInWords,
  type SlotProblem,
} from "~/utils/visit-times";
import { mailConfigured, sendQueuedMails, senderAddress, type Outbox } from "./mail-outbox.server";

const TIME_ZONE = "Asia/Kolkata";
/** How long a visit is written in the calendar files. */
const VISIT_MINUTES = 60;

type OpenSlot = { date: string; time: string; left: number };

/** The slots that can be booked, with the places left in each (full ones left out). */
export function openSlots(now: Date, from?: string, days?: number): OpenSlot[] {
  const hours = visitingHours();
  const taken = takenPlaces(siteDay(now));
  return slotsBetween(hours, now, from, days)
    .map((slot) => ({
      ...slot,
      left: hours.perSlot - (taken.get(`${slot.date} ${slot.time}`) ?? 0),
    }))
    .filter((slot) => slot.left > 0);
}

/** A refused booking: the field it is about and the message in the visitor's language. */
type VisitRefusal = { status: 400 | 409; field: string; message: string };

const PROBLEM_MESSAGE: Record<
  SlotProblem,
  keyof ReturnType<typeof messagesFor>["visit"]["errors"]
> = {
  invalid: "noSlot",
  past: "past",
  closed: "closed",
  "no-slot": "noSlot",
  "too-far": "tooFar",
};

function slotRefusal(problem: SlotProblem, language: Language): VisitRefusal {
  const message = messagesFor(language).visit.errors[PROBLEM_MESSAGE[problem]];
  return {
    status: 400,
    field: problem === "closed" || problem === "too-far" ? "date" : "time",
    message: message as string,
  };
}

/** The public project a slug or id names, or undefined when none does. */
function projectOf(value: string) {
  return visitableProjects().find((project) => project.slug === value || project.id === value);
}

/**
 * Books a visit: refused (400) for a day or time that is not bookable or an unknown project,
 * 409 when the slot filled meanwhile. `source`: where the visitor came from, null when unknown.
 */
export function bookVisit(
  values: VisitBooking,
  options: { language: Language; source: LeadSource | null; now?: Date },
): { ok: true; visit: SiteVisit; secret: string } | ({ ok: false } & VisitRefusal) {
  const now = options.now ?? new Date();
  const hours = visitingHours();
  const problem = slotProblem(hours, values.date, values.time, now);
  if (problem) return { ok: false, ...slotRefusal(problem, options.language) };
  const project = values.project ? projectOf(values.project) : null;
  if (project === undefined) {
    const message = messagesFor(options.language).visit.errors.projectUnknown;
    return { ok: false, status: 400, field: "project", message };
  }
  const booked = insertVisitIfRoom(
    {
      date: values.date,
      time: values.time,
      name: values.name,
      phone: values.phone,
      email: values.email,
      projectId: project?.id ?? null,
      note: values.note,
      language: options.language,
      source: options.source,
    },
    hours.perSlot,
  );
  if (!booked) {
    const message = messagesFor(options.language).visit.errors.slotFull;
    return { ok: false, status: 409, field: "time", message };
  }
  afterVisitBooked(booked.visit.id, booked.secret);
  return { ok: true, ...booked };
}

/**
 * What follows a new booking: the visit joins the enquiry of the same phone number (or starts
 * one) and moves it to "visit booked" (docs/product/enquiry-pipeline.md), then the e-mails.
 */
function afterVisitBooked(visitId: string, secret?: string) {
  joinVisitToEnquiry(visitId);
  const visit = getVisit(visitId);
  if (!visit || !mailConfigured()) return;
  queueOwnerMail(visit, `owner:${visit.id}`);
  if (visit.email && secret) queueVisitorConfirmation(visit, secret);
  sendQueuedMails(visitMailOutbox);
}

/** The private link's address in the visit's language. */
export function manageUrl(secret: string, language: Language): string {
  return absoluteUrl(getEnv().SITE_URL, `${language === "ta" ? "/ta" : ""}/visit/${secret}`);
}

/** The site's address in one line, in `language`. */
export function siteAddress(language: Language): string {
  const site = getSiteConfig();
  const texts = getSiteTexts(language);
  return [texts.street.text, texts.city.text, site.address.postalCode].filter(Boolean).join(", ");
}

/** A map of the site's position. */
export function siteMapUrl(): string {
  const { latitude, longitude } = getSiteConfig().geo;
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

function projectTitleOf(visit: SiteVisit, language: Language = "en"): string {
  if (!visit.projectId) return "";
  const project = visitableProjects().find((item) => item.id === visit.projectId);
  if (!project) return "";
  return (language === "ta" && project.ta?.title) || project.title;
}

/** The visit's own wording for the calendar event. */
type EventWords = { summary: string; description: string; url?: string };

/** An iCalendar file of `visits`, each at its India time (a VTIMEZONE for Asia/Kolkata). */
function visitsCalendar(
  name: string,
  visits: { visit: SiteVisit; words: EventWords }[],
): ICalCalendar {
  const calendar = ical({
    name,
    prodId: { company: getSiteConfig().name, product: "site-visits" },
    timezone: { name: TIME_ZONE, generator: kolkataTimeZone },
  });
  for (const { visit, words } of visits) {
    const start = slotStart(visit.date, visit.time);
    calendar.createEvent({
      id: `${visit.id}@site-visits`,
      start: new TZDate(start.getTime(), TIME_ZONE),
      end: new TZDate(start.getTime() + VISIT_MINUTES * 60_000, TIME_ZONE),
      timezone: TIME_ZONE,
      summary: words.summary,
      description: words.description,
      location: siteAddress("en"),
      url: words.url,
    });
  }
  return calendar;
}

/** India has one offset all year and no daylight saving. */
function kolkataTimeZone(): string {
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${TIME_ZONE}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0530",
    "TZOFFSETTO:+0530",
    "TZNAME:IST",
    "END:STANDARD",
    "END:VTIMEZONE",
  ].join("\r\n");
}

/** The visitor's calendar file of their visit. */
export function visitorCalendar(visit: SiteVisit, secret: string): string {
  const company = getSiteConfig().name;
  const language = visit.language;
  const words = {
    summary: `${messagesFor(language).visit.eyebrow}: ${company}`,
    description: [projectTitleOf(visit, language), getSiteConfig().phone]
      .filter(Boolean)
      .join("\n"),
    url: manageUrl(secret, language),
  };
  return visitsCalendar(company, [{ visit, words }]).toString();
}

/** The owner's words for a visit: who comes, their phone, the project, the note. */
function ownerWords(visit: SiteVisit): EventWords {
  return {
    summary: `Site visit: ${visit.name} (${visit.phone})`,
    description: [
      `Phone: ${visit.phone}`,
      visit.email ? `E-mail: ${visit.email}` : "",
      projectTitleOf(visit) ? `Project: ${projectTitleOf(visit)}` : "",
      visit.note ? `Note: ${visit.note}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
  };
}

/** The owner's feed: every upcoming visit that still holds its place. */
export function ownerCalendar(now = new Date()): string {
  const visits = visitsFrom(siteDay(now), ["booked", "confirmed"]);
  const name = `${getSiteConfig().name}: site visits`;
  return visitsCalendar(
    name,
    visits.map((visit) => ({ visit, words: ownerWords(visit) })),
  ).toString();
}

function oneLine(text: string) {
  return text.replace(/[\r\n\t]+/g, " ").trim();
}

function queueOwnerMail(visit: SiteVisit, key: string) {
  const when = visitInWords(visit.date, visit.time, "en");
  const moved = key.startsWith("moved:");
  queueVisitMail({
    visitId: visit.id,
    key,
    to: getEnv().ENQUIRY_EMAIL_TO!,
    subject: oneLine(
      `${moved ? "Site visit moved" : "New site visit"}: ${visit.name}, ${when}`,
    ).slice(0, 200),
    body: [
      moved
        ? "A visitor moved their site visit through their private link."
        : "A site visit was booked through the website.",
      "",
      `When: ${when} (India time)`,
      `Name: ${oneLine(visit.name)}`,
      `Phone: ${oneLine(visit.phone)}`,
      ...(visit.email ? [`E-mail: ${oneLine(visit.email)}`] : []),
      ...(projectTitleOf(visit) ? [`Project: ${projectTitleOf(visit)}`] : []),
      ...(visit.note ? ["", visit.note] : []),
      "",
      "Confirm it, or see every visit, under Site visits in the admin.",
    ].join("\n"),
    ics: visitsCalendar(getSiteConfig().name, [{ visit, words: ownerWords(visit) }]).toString(),
  });
}

function queueVisitorConfirmation(visit: SiteVisit, secret: string) {
  const t = messagesFor(visit.language).visit.mail;
  const when = visitInWords(visit.date, visit.time, visit.language);
  queueVisitMail({
    visitId: visit.id,
    key: `confirmation:${visit.id}:${visit.date} ${visit.time}`,
    to: visit.email,
    subject: oneLine(t.subject(getSiteConfig().name, when)).slice(0, 200),
    body: t.body({
      name: oneLine(visit.name),
      when,
      address: siteAddress(visit.language),
      map: siteMapUrl(),
      link: manageUrl(secret, visit.language),
    }),
    ics: visitorCalendar(visit, secret),
  });
}

/**
 * Queues tomorrow's reminders (India's tomorrow of `now`): one per visit and slot whatever the
 * number of calls, none for a visit booked today (its confirmation just went). Returns how many
 * were queued. The mail timer calls it each tick; tests pass their own clock.
 */
export function queueVisitReminders(now: Date): number {
  if (!mailConfigured()) return 0;
  const today = siteDay(now);
  let queued = 0;
  for (const visit of visitsOnDay(addDays(today, 1))) {
    if (!visit.email || siteDay(new Date(visit.createdAt)) === today) continue;
    const t = messagesFor(visit.language).visit.mail;
    const when = visitInWords(visit.date, visit.time, visit.language);
    const added = queueVisitMail({
      visitId: visit.id,
      key: `reminder:${visit.id}:${visit.date} ${visit.time}`,
      to: visit.email,
      subject: oneLine(t.reminderSubject(when)).slice(0, 200),
      body: t.reminderBody({
        name: oneLine(visit.name),
        when,
        address: siteAddress(visit.language),
        map: siteMapUrl(),
        phone: getSiteConfig().phone,
      }),
    });
    if (added) queued++;
  }
  if (queued) sendQueuedMails(visitMailOutbox);
  return queued;
}

export const visitMailOutbox: Outbox<VisitMail> = {
  name: "visit mail",
  due: dueVisitMails,
  claim: claimVisitMail,
  get: getVisitMail,
  message: (mail) => ({
    from: { name: getSiteConfig().name, address: senderAddress() },
    to: mail.to,
    subject: mail.subject,
    text: mail.body,
    ...(mail.ics
      ? {
          icalEvent: { filename: "site-visit.ics", method: "PUBLISH", content: mail.ics },
        }
      : {}),
  }),
  markSent: markVisitMailSent,
  markFailed: markVisitMailFailed,
};

/** The visitor moves their visit (private link): refused like a booking, 409 when full. */
export function moveVisit(
  visit: SiteVisit,
  date: string,
  time: string,
  now = new Date(),
): VisitRefusal | null {
  const hours = visitingHours();
  const problem = slotProblem(hours, date, time, now);
  if (problem) return slotRefusal(problem, visit.language);
  if (!moveVisitIfRoom(visit.id, date, time, hours.perSlot)) {
    return {
      status: 409,
      field: "time",
      message: messagesFor(visit.language).visit.errors.slotFull,
    };
  }
  if (mailConfigured()) {
    queueOwnerMail({ ...visit, date, time }, `moved:${visit.id}:${date} ${time}`);
    sendQueuedMails(visitMailOutbox);
  }
  return null;
}

/**
 * The owner's change of a visit's status; a cancellation with an e-mail address tells the
 * visitor, with the owner's message. "missing" when there is no such visit, "full" when a
 * cancelled or missed visit would take a place its slot no longer has.
 */
export function changeVisitStatus(
  id: string,
  status: VisitStatus,
  message = "",
): "changed" | "missing" | "full" {
  const visit = getVisit(id);
  if (!visit) return "missing";
  const result = setVisitStatus(
    id,
    status,
    visitingHours().perSlot,
    status === "cancelled" ? message : undefined,
  );
  if (result !== "changed") return result;
  if (status === "cancelled" && visit.status !== "cancelled" && visit.email && mailConfigured()) {
    const t = messagesFor(visit.language).visit.mail;
    const when = visitInWords(visit.date, visit.time, visit.language);
    queueVisitMail({
      visitId: visit.id,
      key: `cancelled:${visit.id}:${visit.date} ${visit.time}`,
      to: visit.email,
      subject: oneLine(t.cancelledSubject(when)).slice(0, 200),
      body: t.cancelledBody({
        name: oneLine(visit.name),
        when,
        message,
        link: absoluteUrl(getEnv().SITE_URL, visit.language === "ta" ? "/ta/visit" : "/visit"),
      }),
    });
    sendQueuedMails(visitMailOutbox);
  }
  return "changed";
}

/** The visitor's own cancellation through the private link (a cancellation never needs room). */
export function cancelVisitByVisitor(id: string) {
  setVisitStatus(id, "cancelled", visitingHours().perSlot);
}

/** The dashboard's count of visits to come. */
export function upcomingVisitCount(now = new Date()): number {
  return countUpcomingVisits(siteDay(now));
}

/** A visit as the API shows it. */
export function visitJson(visit: SiteVisit) {
  return {
    _id: visit.id,
    date: visit.date,
    time: visit.time,
    status: visit.status,
    name: visit.name,
    phone: visit.phone,
    email: visit.email,
    projectId: visit.projectId,
    note: visit.note,
    language: visit.language,
    cancelMessage: visit.cancelMessage,
    createdAt: visit.createdAt,
  };
}
