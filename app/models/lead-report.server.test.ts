import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-lead-report-test-"));
process.env.DATABASE_PATH = path.join(dataDir, "app.db");
process.env.UPLOADS_DIR = path.join(dataDir, "uploads");

const db = await import("~/db/db.server");
const { siteVisits } = await import("~/db/schema");
const { createEnquiry, changeEnquiryPipeline, trashEnquiry } = await import("./enquiry.server");
const { leadSourceReport } = await import("./lead-report.server");

const source = (utmSource: string, referrer = "") => ({
  landingPage: "/",
  referrer,
  utmSource,
  utmMedium: "",
  utmCampaign: "",
});

function enquiry(at: string, from: ReturnType<typeof source> | null) {
  return createEnquiry(
    { name: "A", email: "a@example.com", phone: "98400 12345", service: "Other", message: "Hi" },
    "/",
    { mail: false, now: new Date(at), source: from },
  );
}

let visits = 0;
function visit(at: string, from: ReturnType<typeof source> | null) {
  db.getDb()
    .insert(siteVisits)
    .values({
      id: `visit-${++visits}`,
      date: "2026-12-01",
      time: "10:00",
      name: "V",
      phone: "98400 12345",
      secretHash: `hash-${visits}`,
      source: from,
      createdAt: at,
    })
    .run();
}

beforeAll(() => db.migrateDatabase());
afterAll(() => {
  db.closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the lead-source report", () => {
  it("counts enquiries, visits and wins by India's month and by source", () => {
    const won = enquiry("2026-11-05T10:00:00.000Z", source("facebook", "facebook.com"));
    changeEnquiryPipeline(won.id, { status: "won" });
    enquiry("2026-11-06T10:00:00.000Z", source("facebook"));
    enquiry("2026-11-07T10:00:00.000Z", source("", "google.com"));
    enquiry("2026-11-08T10:00:00.000Z", null);
    trashEnquiry(enquiry("2026-11-09T10:00:00.000Z", source("facebook")).id);
    // 20:00 UTC on 31 October is 1 November in Chennai.
    enquiry("2026-10-31T20:00:00.000Z", source("instagram"));
    enquiry("2026-10-15T10:00:00.000Z", source("instagram"));
    visit("2026-11-10T10:00:00.000Z", source("facebook"));
    visit("2026-10-10T10:00:00.000Z", null);

    expect(leadSourceReport()).toEqual([
      { month: "2026-11", source: "facebook", enquiries: 2, visits: 1, won: 1 },
      { month: "2026-11", source: "Direct", enquiries: 1, visits: 0, won: 0 },
      { month: "2026-11", source: "google.com", enquiries: 1, visits: 0, won: 0 },
      { month: "2026-11", source: "instagram", enquiries: 1, visits: 0, won: 0 },
      { month: "2026-10", source: "Direct", enquiries: 0, visits: 1, won: 0 },
      { month: "2026-10", source: "instagram", enquiries: 1, visits: 0, won: 0 },
    ]);
    expect(leadSourceReport(1).map((row) => row.month)).toEqual([
      "2026-11",
      "2026-11",
      "2026-11",
      "2026-11",
    ]);
  });
});
