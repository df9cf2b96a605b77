/**
 * The reminder of the day before, with the clock in the test's hands: queued once on India's day
 * before the visit, whatever the number of ticks, never earlier, and not for a visit booked that
 * same day or cancelled.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-visits-test-"));
process.env.DATABASE_PATH = path.join(dataDir, "app.db");
process.env.UPLOADS_DIR = path.join(dataDir, "uploads");
// Mail is configured, with nothing listening: every queued mail stays in the outbox.
process.env.SMTP_URL = "smtp://127.0.0.1:9";
process.env.ENQUIRY_EMAIL_TO = "office@example.com";

const db = await import("~/db/db.server");
const { siteVisits, visitMails } = await import("~/db/schema");
const { queueVisitReminders } = await import("./site-visits.server");

beforeAll(() => {
  db.migrateDatabase();
  const visit = (id: string, extra: Partial<typeof siteVisits.$inferInsert> = {}) => ({
    id,
    date: "2026-12-10",
    time: "11:30",
    name: id,
    phone: "98400 12345",
    email: `${id}@example.com`,
    secretHash: `hash-${id}`,
    createdAt: "2026-12-01T04:00:00.000Z",
    ...extra,
  });
  db.getDb()
    .insert(siteVisits)
    .values([
      visit("anand"),
      visit("bala", { status: "cancelled" }),
      visit("chitra", { email: "" }),
      // Booked on India's 9 December (03:00 UTC is 08:30 there): its confirmation just went.
      visit("deepa", { createdAt: "2026-12-09T03:00:00.000Z" }),
    ])
    .run();
});
afterAll(() => {
  db.closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const reminderKeys = () =>
  db
    .getDb()
    .select({ key: visitMails.key, to: visitMails.to })
    .from(visitMails)
    .all()
    .filter((row) => row.key.startsWith("reminder:"));

describe("the reminder of the day before", () => {
  it("is not queued two days before", () => {
    // Noon on 8 December in Chennai.
    expect(queueVisitReminders(new Date("2026-12-08T06:30:00Z"))).toBe(0);
    // 18:00 UTC on 8 December is still 23:30 on 8 December in Chennai.
    expect(queueVisitReminders(new Date("2026-12-08T18:00:00Z"))).toBe(0);
    expect(reminderKeys()).toEqual([]);
  });

  it("is queued once on India's day before, for open visits with an e-mail booked earlier", () => {
    // 18:45 UTC on 8 December is 00:15 on 9 December in Chennai: the day before has begun.
    expect(queueVisitReminders(new Date("2026-12-08T18:45:00Z"))).toBe(1);
    expect(queueVisitReminders(new Date("2026-12-09T10:00:00Z"))).toBe(0);
    expect(queueVisitReminders(new Date("2026-12-09T18:00:00Z"))).toBe(0);
    expect(reminderKeys()).toEqual([
      { key: "reminder:anand:2026-12-10 11:30", to: "anand@example.com" },
    ]);
  });

  it("is not queued on the day itself", () => {
    expect(queueVisitReminders(new Date("2026-12-10T01:00:00Z"))).toBe(0);
    expect(reminderKeys()).toHaveLength(1);
  });
});
