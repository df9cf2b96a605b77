import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-enquiry-test-"));
process.env.DATABASE_PATH = path.join(dataDir, "app.db");
process.env.UPLOADS_DIR = path.join(dataDir, "uploads");

const db = await import("~/db/db.server");
const { enquiries } = await import("~/db/schema");
const model = await import("./enquiry.server");
const { siteDay } = await import("~/utils/dates");

const fields = (name: string, extra: Partial<Record<string, string>> = {}) => ({
  name,
  email: `${name.toLowerCase().replace(/\s/g, "")}@example.com`,
  phone: "+91 98765 43210",
  service: "Other",
  message: `Message from ${name}`,
  ...extra,
});

beforeAll(() => db.migrateDatabase());
beforeEach(() => db.getDb().delete(enquiries).run());
afterAll(() => {
  db.closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("enquiries", () => {
  it("stores every field with the page and time, as new", () => {
    const stored = model.createEnquiry(fields("Priya"), "/contact", {
      mail: false,
      now: new Date("2026-01-02T03:04:05.000Z"),
    });
    expect(model.getEnquiry(stored.id)).toMatchObject({
      name: "Priya",
      email: "priya@example.com",
      phone: "+91 98765 43210",
      service: "Other",
      message: "Message from Priya",
      page: "/contact",
      status: "new",
      createdAt: "2026-01-02T03:04:05.000Z",
      mailStatus: "none",
    });
    expect(model.countNewEnquiries()).toBe(1);
  });

  it("lists newest first by default, 20 per page, with search and sorts", () => {
    for (let i = 0; i < 45; i++) {
      model.createEnquiry(fields(`Person ${String(i).padStart(2, "0")}`), "/", {
        mail: false,
        now: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
    const first = model.listEnquiries();
    expect(first.total).toBe(45);
    expect(first.items).toHaveLength(20);
    expect(first.items[0].name).toBe("Person 44");
    expect(model.listEnquiries({ page: 3 }).items.map((row) => row.name)).toEqual([
      "Person 04",
      "Person 03",
      "Person 02",
      "Person 01",
      "Person 00",
    ]);
    expect(model.listEnquiries({ sort: "oldest" }).items[0].name).toBe("Person 00");
    expect(model.listEnquiries({ q: "person 1" })).toMatchObject({ total: 10 });
    expect(model.listEnquiries({ q: "%" }).total).toBe(0);
  });

  it("filters by status, changes status and deletes", () => {
    const a = model.createEnquiry(fields("Anitha"), "/", { mail: false });
    const b = model.createEnquiry(fields("Bala"), "/", { mail: false });
    expect(model.changeEnquiryPipeline(a.id, { status: "contacted" })).toBe(true);
    expect(model.changeEnquiryPipeline("missing", { status: "lost", lostReason: "x" })).toBe(false);
    expect(model.listEnquiries({ status: "contacted" }).items.map((row) => row.id)).toEqual([a.id]);
    expect(model.countNewEnquiries()).toBe(1);
    expect(model.deleteEnquiry(b.id)).toBe(true);
    expect(model.deleteEnquiry(b.id)).toBe(false);
    expect(model.exportEnquiries().map((row) => row.name)).toEqual(["Anitha"]);
  });

  it("moves through the pipeline: a lost reason goes when it moves on, a follow-up day is kept", () => {
    const a = model.createEnquiry(fields("Anitha"), "/", { mail: false });
    model.changeEnquiryPipeline(a.id, { status: "lost", lostReason: "Went with a cousin" });
    expect(model.getEnquiry(a.id)).toMatchObject({
      status: "lost",
      lostReason: "Went with a cousin",
    });
    model.changeEnquiryPipeline(a.id, { status: "quoted", followUpOn: "2026-12-01" });
    expect(model.getEnquiry(a.id)).toMatchObject({
      status: "quoted",
      lostReason: "",
      followUpOn: "2026-12-01",
    });
    model.changeEnquiryPipeline(a.id, { followUpOn: null });
    expect(model.getEnquiry(a.id)).toMatchObject({ status: "quoted", followUpOn: null });
    model.trashEnquiry(a.id);
    expect(model.changeEnquiryPipeline(a.id, { status: "won" })).toBe(false);
  });

  it("lists call-backs due today and overdue in India's day, without won, lost or trashed ones", () => {
    const make = (name: string, followUpOn: string, status?: "won" | "lost" | "quoted") => {
      const stored = model.createEnquiry(fields(name), "/", { mail: false });
      model.changeEnquiryPipeline(stored.id, { followUpOn, status, lostReason: "gone" });
      return stored;
    };
    // 20:00 UTC on 29 Nov is already 30 Nov in Chennai (01:30).
    const today = siteDay(new Date("2026-11-29T20:00:00.000Z"));
    expect(today).toBe("2026-11-30");
    make("Today", "2026-11-30");
    make("Quoted today", "2026-11-30", "quoted");
    make("Yesterday", "2026-11-29");
    make("Last week", "2026-11-23");
    make("Tomorrow", "2026-12-01");
    make("Won", "2026-11-29", "won");
    make("Lost", "2026-11-30", "lost");
    model.trashEnquiry(make("Trashed", "2026-11-30").id);
    const due = model.followUpsDue(today);
    expect(due.today.map((row) => row.name)).toEqual(["Today", "Quoted today"]);
    expect(due.overdue.map((row) => row.name)).toEqual(["Last week", "Yesterday"]);
  });

  it("deletes enquiries past the retention period only", () => {
    const now = Date.parse("2026-06-01T00:00:00.000Z");
    model.createEnquiry(fields("Old"), "/", { mail: false, now: new Date(now - 366 * 86400_000) });
    model.createEnquiry(fields("Recent"), "/", {
      mail: false,
      now: new Date(now - 364 * 86400_000),
    });
    expect(model.deleteEnquiriesOlderThan(365, now)).toBe(1);
    expect(model.exportEnquiries().map((row) => row.name)).toEqual(["Recent"]);
  });

  it("hands a due e-mail to one sender at a time and keeps failures for later", () => {
    const now = new Date("2026-03-01T10:00:00.000Z");
    const queued = model.createEnquiry(fields("Mail"), "/", { mail: true, now });
    expect(model.dueEnquiryMails(now).map((row) => row.id)).toEqual([queued.id]);
    expect(model.claimEnquiryMail(queued.id, now, 60_000)).toBe(true);
    expect(model.claimEnquiryMail(queued.id, now, 60_000)).toBe(false);
    model.markEnquiryMailFailed(queued.id, "connect ECONNREFUSED", new Date(now.getTime() + 5000));
    expect(model.dueEnquiryMails(now)).toHaveLength(0);
    const later = new Date(now.getTime() + 5000);
    expect(model.dueEnquiryMails(later).map((row) => row.id)).toEqual([queued.id]);
    expect(model.getEnquiry(queued.id)).toMatchObject({
      mailStatus: "pending",
      mailAttempts: 1,
      mailLastError: "connect ECONNREFUSED",
    });
    model.markEnquiryMailSent(queued.id);
    expect(model.dueEnquiryMails(later)).toHaveLength(0);
    expect(model.getEnquiry(queued.id)).toMatchObject({ mailStatus: "sent", mailAttempts: 2 });
  });
});
