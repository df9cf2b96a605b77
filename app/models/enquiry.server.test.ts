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
    expect(model.setEnquiryStatus(a.id, "contacted")).toBe(true);
    expect(model.setEnquiryStatus("missing", "closed")).toBe(false);
    expect(model.listEnquiries({ status: "contacted" }).items.map((row) => row.id)).toEqual([a.id]);
    expect(model.countNewEnquiries()).toBe(1);
    expect(model.deleteEnquiry(b.id)).toBe(true);
    expect(model.deleteEnquiry(b.id)).toBe(false);
    expect(model.exportEnquiries().map((row) => row.name)).toEqual(["Anitha"]);
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
