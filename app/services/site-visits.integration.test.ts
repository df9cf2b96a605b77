/**
 * Site visits booked online (docs/product/site-visits.md), against the built server and a real
 * SMTP server: refused days and times, two visitors taking a slot's last place at once, the
 * private page and its calendar file at India's time, the owner's e-mail with its calendar file,
 * the owner's calendar feed and its renewal, the reminder of the day before sent once, and the
 * JSON calls.
 */
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import nodeIcal from "node-ical";
import { beforeAll, describe, expect, it } from "vitest";
import { json, sessionCookie, signInForm } from "../../test/support/api";
import { useApiServer } from "../../test/support/api-server";
import { until } from "../../test/support/poll";
import { freePort, startSmtpServer, type TestSmtpServer } from "../../test/support/smtp";
import { siteDay } from "~/utils/dates";
import { addDays, dayInWords, slotStart, weekDayOf } from "~/utils/visit-times";

const smtpPort = await freePort();
let smtp: TestSmtpServer;

const api = useApiServer({
  env: {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ENQUIRY_EMAIL_TO: "office@example.com",
    MAIL_RETRY_SECONDS: "1",
  },
  beforeStart: async () => {
    smtp = await startSmtpServer(smtpPort);
  },
  afterStop: () => smtp?.stop(),
});

let clients = 0;
/** A fresh client address per request, so the booking limit (the contact form's) never trips. */
const fromNewClient = () => ({ "X-Forwarded-For": `203.0.113.${++clients}` });

const today = siteDay();
/** The next day from tomorrow on that is not a Sunday (the demo's visiting days are Mon-Sat). */
function nextVisitingDay(after: string): string {
  let day = addDays(after, 1);
  while (weekDayOf(day) === "Sunday") day = addDays(day, 1);
  return day;
}
const DAY_ONE = nextVisitingDay(today);
const DAY_TWO = nextVisitingDay(DAY_ONE);
let sunday = addDays(today, 1);
while (weekDayOf(sunday) !== "Sunday") sunday = addDays(sunday, 1);

function bookByApi(fields: Record<string, string>) {
  return api.send("POST", "/api/visits", {
    headers: { "Content-Type": "application/json", ...fromNewClient() },
    body: JSON.stringify({ name: "Karthik", phone: "98400 11111", ...fields }),
  });
}

function bookByForm(path: string, fields: Record<string, string>) {
  return api.send("POST", path, {
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...fromNewClient() },
    body: new URLSearchParams({ name: "Lakshmi", phone: "+91 98400 22222", ...fields }).toString(),
  });
}

async function openSlots(from = today, days = 40) {
  const response = await api.send("GET", `/api/visits/slots?from=${from}&days=${days}`);
  expect(response.status).toBe(200);
  return (await json<{ slots: { date: string; time: string; left: number }[] }>(response)).slots;
}

/** The text/calendar part of a received multipart message, decoded. */
function calendarPart(raw: string): string {
  const part = raw
    .split(/\r?\n--/)
    .find((section) => /Content-Type: text\/calendar/i.test(section));
  expect(part, raw.slice(0, 2000)).toBeDefined();
  const [head, ...rest] = part!.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(head)?.[1].toLowerCase();
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    return body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  return body;
}

function eventsOf(ics: string) {
  return Object.values(nodeIcal.sync.parseICS(ics)).filter((item) => item?.type === "VEVENT");
}

function db() {
  return new Database(api.server.databasePath);
}

describe("booking a site visit", () => {
  it("offers only the visiting hours' slots, from India's today, with the places left", async () => {
    const slots = await openSlots();
    expect(slots.length).toBeGreaterThan(10);
    for (const slot of slots) {
      expect(slot.date >= today).toBe(true);
      expect(weekDayOf(slot.date)).not.toBe("Sunday");
      expect(["10:00", "11:30", "16:00"]).toContain(slot.time);
      expect(slotStart(slot.date, slot.time).getTime()).toBeGreaterThan(Date.now());
      expect(slot.left).toBe(2);
    }
    expect(slots.at(-1)!.date <= addDays(today, 30)).toBe(true);
    const site = await json<{ visits: Record<string, unknown> }>(
      await api.send("GET", "/api/site"),
    );
    expect(site.visits).toEqual({
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      slots: ["10:00", "11:30", "16:00"],
      perSlot: 2,
      daysAhead: 30,
      closedDates: [],
    });
  });

  it("refuses a past day, a closed day, a time that is not a slot and a day too far ahead", async () => {
    const past = await bookByApi({ date: addDays(today, -1), time: "10:00" });
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({
      message: "That time has already passed. Please choose another.",
      field: "time",
    });
    const closed = await bookByApi({ date: sunday, time: "10:00" });
    expect(closed.status).toBe(400);
    expect(await closed.json()).toEqual({
      message: "We do not take visits on that day. Please choose another.",
      field: "date",
    });
    const noSlot = await bookByApi({ date: DAY_ONE, time: "10:15" });
    expect(await noSlot.json()).toMatchObject({ field: "time" });
    const far = await bookByApi({ date: nextVisitingDay(addDays(today, 31)), time: "10:00" });
    expect(await far.json()).toMatchObject({ field: "date" });
    const phone = await bookByApi({ date: DAY_ONE, time: "10:00", phone: "12345" });
    expect(phone.status).toBe(400);
    expect(await phone.json()).toMatchObject({ field: "phone" });

    // The form answers the same refusals beside the slot, keeping what was typed.
    const form = await bookByForm("/visit", { slot: `${sunday} 10:00`, name: "Selvi Arumugam" });
    expect(form.status).toBe(400);
    const page = await form.text();
    expect(page).toContain("We do not take visits on that day. Please choose another.");
    expect(page).toContain('value="Selvi Arumugam"');
    const tamil = await bookByForm("/ta/visit", { slot: `${addDays(today, -1)} 10:00` });
    expect(await tamil.text()).toContain("அந்த நேரம் ஏற்கெனவே கடந்துவிட்டது");
  });

  it("gives a slot's last place to one of two visitors booking at the same moment", async () => {
    const first = await bookByApi({ date: DAY_ONE, time: "11:30", email: "karthik@example.com" });
    expect(first.status).toBe(201);
    const booked = await json<{ visit: Record<string, string> }>(first);
    expect(booked.visit).toMatchObject({ date: DAY_ONE, time: "11:30", status: "booked" });
    expect(booked.visit.manageUrl).toMatch(/^https:\/\/www\.example\.in\/visit\/[\w-]{43}$/);
    expect((await openSlots(DAY_ONE, 1)).find((slot) => slot.time === "11:30")?.left).toBe(1);

    const both = await Promise.all([
      bookByApi({ date: DAY_ONE, time: "11:30", name: "Anand" }),
      bookByApi({ date: DAY_ONE, time: "11:30", name: "Bala" }),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    const full = both.find((response) => response.status === 409)!;
    expect(await full.json()).toEqual({
      message: "Sorry, that time was just taken. Please choose another.",
      field: "time",
    });
    expect((await openSlots(DAY_ONE, 1)).map((slot) => slot.time)).not.toContain("11:30");

    // The same through the form without a script: one confirmation, one form again.
    await bookByForm("/visit", { slot: `${DAY_TWO} 16:00` });
    const forms = await Promise.all([
      bookByForm("/visit", { slot: `${DAY_TWO} 16:00`, name: "Chitra" }),
      bookByForm("/visit", { slot: `${DAY_TWO} 16:00`, name: "Deepa" }),
    ]);
    expect(forms.map((response) => response.status).sort()).toEqual([303, 409]);
    const again = await forms.find((response) => response.status === 409)!.text();
    expect(again).toContain("Sorry, that time was just taken. Please choose another.");
    expect(again).toMatch(/value="(Chitra|Deepa)"/);
  });

  it("joins the enquiry of the visitor's phone number and keeps where the visitor came from", async () => {
    // A visitor who landed from a campaign: the server's own lead-source cookie.
    const landing = await api.send("GET", "/?utm_source=facebook&utm_campaign=diwali");
    const cookie = landing.headers
      .getSetCookie()
      .find((value) => value.startsWith("lead_source="))!
      .split(";")[0];
    const database = db();
    database
      .prepare(
        "INSERT INTO enquiries (id, name, email, phone, service, message, page, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        "earlier-enquiry",
        "Meena",
        "",
        "098400 33333",
        "Villa",
        "Call me",
        "/contact",
        "contacted",
      );
    const known = await api.send("POST", "/api/visits", {
      headers: { "Content-Type": "application/json", Cookie: cookie, ...fromNewClient() },
      body: JSON.stringify({
        name: "Meena",
        phone: "+91 98400 33333",
        date: DAY_ONE,
        time: "16:00",
      }),
    });
    expect(known.status).toBe(201);
    const stranger = await bookByForm("/visit", {
      slot: `${DAY_ONE} 16:00`,
      name: "Ravi",
      phone: "98400 44444",
    });
    expect(stranger.status).toBe(303);

    const enquiry = (phone: string) =>
      database.prepare("SELECT id, status, source FROM enquiries WHERE phone = ?").get(phone) as {
        id: string;
        status: string;
        source: string | null;
      };
    const visitOf = (phone: string) =>
      database.prepare("SELECT enquiry_id, source FROM site_visits WHERE phone = ?").get(phone) as {
        enquiry_id: string;
        source: string | null;
      };
    // The earlier enquiry moved on to "visit booked"; the visit keeps the campaign.
    expect(enquiry("098400 33333")).toMatchObject({
      id: "earlier-enquiry",
      status: "visit-booked",
    });
    expect(visitOf("+91 98400 33333").enquiry_id).toBe("earlier-enquiry");
    expect(JSON.parse(visitOf("+91 98400 33333").source!)).toMatchObject({
      utmSource: "facebook",
      utmCampaign: "diwali",
    });
    // A number the owner has not heard from starts an enquiry at "visit booked".
    const started = enquiry("98400 44444");
    expect(started.status).toBe("visit-booked");
    expect(visitOf("98400 44444").enquiry_id).toBe(started.id);
    database.close();
  });

  it("confirms in words with a private, unindexed page and a calendar file at India's time", async () => {
    const response = await bookByForm("/visit", {
      slot: `${DAY_TWO} 11:30`,
      name: "Meera",
      email: "meera@example.com",
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/visit\/[\w-]{43}\?booked=1$/);
    const page = await api.send("GET", location);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("x-robots-tag")).toContain("noindex");
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(`${dayInWords(DAY_TWO, "en")}, 11:30 am`);
    expect(html).toContain("https://wa.me/919840012345?text=");
    expect(html).toContain("https://www.google.com/maps/search/?api=1&amp;query=");

    const calendarPath = /href="(\/visit\/[\w-]{43}\/calendar\.ics)"/.exec(html)![1];
    const file = await api.send("GET", calendarPath);
    expect(file.headers.get("content-type")).toContain("text/calendar");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    const ics = await file.text();
    expect(ics).toContain(`DTSTART;TZID=Asia/Kolkata:${DAY_TWO.replaceAll("-", "")}T113000`);
    const [event] = eventsOf(ics);
    expect((event as { start: Date }).start.toISOString()).toBe(`${DAY_TWO}T06:00:00.000Z`);

    const wrong = await api.send("GET", `/visit/${randomBytes(32).toString("base64url")}`);
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get("cache-control")).toBe("private, no-store");
    expect((await api.send("GET", `/visit/nope/calendar.ics`)).status).toBe(404);

    // In Tamil on /ta.
    const tamil = await bookByForm("/ta/visit", { slot: `${DAY_TWO} 10:00` });
    expect(tamil.headers.get("location")).toMatch(/^\/ta\/visit\/[\w-]{43}\?booked=1$/);
    const tamilPage = await (await api.send("GET", tamil.headers.get("location")!)).text();
    expect(tamilPage).toContain(`${dayInWords(DAY_TWO, "ta")}, காலை 10:00`);
    expect(tamilPage).toContain("உங்கள் தளப் பார்வை முன்பதிவு ஆகிவிட்டது");

    // The owner's e-mail carries the same time in its calendar file; the visitor gets theirs.
    const mail = await until(
      () =>
        smtp.inbox.find(
          (item) => item.to.includes("office@example.com") && item.raw.includes("Meera"),
        ),
      "the owner's e-mail",
    );
    const [ownerEvent] = eventsOf(calendarPart(mail.raw));
    expect((ownerEvent as { start: Date }).start.toISOString()).toBe(`${DAY_TWO}T06:00:00.000Z`);
    expect((ownerEvent as { summary: string }).summary).toContain("Meera");
    await until(
      () => smtp.inbox.find((item) => item.to.includes("meera@example.com")),
      "the visitor's confirmation",
    );
  });
});

describe("the owner's side", () => {
  let cookie = "";
  beforeAll(async () => {
    cookie = sessionCookie(await signInForm(api.baseURL));
  });

  it("lists every upcoming visit in the calendar feed; renewing cuts the old address off", async () => {
    const screen = await api.send("GET", "/site-visits", { headers: { Cookie: cookie } });
    expect(screen.status).toBe(200);
    const html = await screen.text();
    const url = /(https:\/\/www\.example\.in)(\/calendar\/[\w-]{43}\.ics)</.exec(html);
    expect(url, html.slice(0, 500)).not.toBeNull();
    const feed = await api.send("GET", url![2]);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("cache-control")).toBe("private, no-store");
    const summaries = eventsOf(await feed.text()).map(
      (event) => (event as { summary: string }).summary,
    );
    expect(summaries.some((summary) => summary.includes("Karthik"))).toBe(true);
    expect(summaries.some((summary) => summary.includes("Meera"))).toBe(true);

    const renewed = await api.send("POST", "/site-visits", {
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=renew-calendar",
    });
    expect(renewed.status).toBe(302);
    expect((await api.send("GET", url![2])).status).toBe(404);
    const after = await (
      await api.send("GET", "/site-visits", { headers: { Cookie: cookie } })
    ).text();
    const next = /(\/calendar\/[\w-]{43}\.ics)</.exec(after)![1];
    expect(next).not.toBe(url![2]);
    expect((await api.send("GET", next)).status).toBe(200);
    expect((await api.send("GET", "/calendar/wrong.ics")).status).toBe(404);
  });

  it("sends the reminder the day before once, through the outbox", async () => {
    const tomorrow = addDays(today, 1);
    const writer = db();
    try {
      writer
        .prepare(
          `insert into site_visits (id, date, time, name, phone, email, secret_hash, created_at)
           values (?, ?, '16:00', 'Ravi', '98400 33333', 'ravi@example.com', ?, ?)`,
        )
        .run(
          "reminderVisit0001",
          tomorrow,
          randomBytes(32).toString("hex"),
          new Date(Date.now() - 3 * 24 * 3600_000).toISOString(),
        );
    } finally {
      writer.close();
    }
    const reminder = await until(
      () => smtp.inbox.find((item) => item.to.includes("ravi@example.com")),
      "the reminder",
    );
    expect(reminder.raw).toContain("Reminder: your site visit tomorrow");
    // Further ticks of the mail timer (every second here) queue nothing more.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.inbox.filter((item) => item.to.includes("ravi@example.com"))).toHaveLength(1);
    const reader = db();
    try {
      const rows = reader
        .prepare("select key, mail_status from visit_mails where visit_id = ?")
        .all("reminderVisit0001");
      expect(rows).toEqual([
        { key: `reminder:reminderVisit0001:${tomorrow} 16:00`, mail_status: "sent" },
      ]);
    } finally {
      reader.close();
    }
  });

  it("takes the owner's visiting hours at once, and refuses a time that is not one", async () => {
    const save = (fields: [string, string][]) =>
      api.send("POST", "/settings/visiting-hours", {
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    const refused = await save([
      ["days", "Monday"],
      ["slots", "25:00"],
      ["perSlot", "1"],
      ["daysAhead", "10"],
      ["closedDates", ""],
    ]);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Write each time as a 24-hour time, e.g. 11:30");

    const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    const saved = await save([
      ...days.map((day): [string, string] => ["days", day]),
      ["slots", "17:00\n09:30"],
      ["perSlot", "1"],
      ["daysAhead", "10"],
      ["closedDates", DAY_TWO],
    ]);
    expect(saved.status).toBe(302);
    const slots = await openSlots();
    expect(new Set(slots.map((slot) => slot.time))).toEqual(new Set(["09:30", "17:00"]));
    expect(slots.every((slot) => slot.left === 1)).toBe(true);
    expect(slots.some((slot) => slot.date === DAY_TWO)).toBe(false);
    expect(slots.some((slot) => weekDayOf(slot.date) === "Sunday")).toBe(true);
    expect(slots.at(-1)!.date <= addDays(today, 10)).toBe(true);
    const site = await json<{ visits: Record<string, unknown> }>(
      await api.send("GET", "/api/site"),
    );
    expect(site.visits).toMatchObject({ slots: ["09:30", "17:00"], perSlot: 1, daysAhead: 10 });
  });

  it("lists and changes visits through the API with a token only", async () => {
    expect((await api.send("GET", "/api/visits")).status).toBe(401);
    const list = await json<{ visits: { _id: string; name: string; status: string }[] }>(
      await api.send("GET", "/api/visits", { token: api.token }),
    );
    const karthik = list.visits.find((visit) => visit.name === "Karthik")!;
    expect(karthik).toMatchObject({ status: "booked", date: DAY_ONE, time: "11:30" });
    const body = JSON.stringify({ status: "confirmed" });
    const headers = { "Content-Type": "application/json" };
    expect((await api.send("PATCH", `/api/visits/${karthik._id}`, { headers, body })).status).toBe(
      401,
    );
    const patched = await api.send("PATCH", `/api/visits/${karthik._id}`, {
      token: api.token,
      headers,
      body,
    });
    expect(patched.status).toBe(200);
    expect((await json<{ visit: { status: string } }>(patched)).visit.status).toBe("confirmed");
    const refused = await api.send("PATCH", `/api/visits/${karthik._id}`, {
      token: api.token,
      headers,
      body: JSON.stringify({ status: "maybe" }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ field: "status" });

    // A cancelled visit whose place went to someone else cannot take it back (the hours above:
    // one visit a time).
    const ezhil = await bookByApi({ date: DAY_ONE, time: "17:00", name: "Ezhil" });
    expect(ezhil.status, await ezhil.clone().text()).toBe(201);
    const ezhilId = (await json<{ visit: { _id: string } }>(ezhil)).visit._id;
    const patch = (status: string) =>
      api.send("PATCH", `/api/visits/${ezhilId}`, {
        token: api.token,
        headers,
        body: JSON.stringify({ status }),
      });
    expect((await patch("cancelled")).status).toBe(200);
    expect((await bookByApi({ date: DAY_ONE, time: "17:00", name: "Farah" })).status).toBe(201);
    const again = await patch("booked");
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ field: "status" });
    const kept = await json<{ visit: { status: string } }>(
      await api.send("GET", `/api/visits/${ezhilId}`, { token: api.token }),
    );
    expect(kept.visit.status).toBe("cancelled");
  });
});
