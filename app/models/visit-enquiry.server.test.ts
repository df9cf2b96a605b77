import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-visit-enquiry-test-"));
process.env.DATABASE_PATH = path.join(dataDir, "app.db");
process.env.UPLOADS_DIR = path.join(dataDir, "uploads");

const db = await import("~/db/db.server");
const { enquiries, siteVisits } = await import("~/db/schema");
const { eq } = await import("drizzle-orm");
const model = await import("./enquiry.server");
const { joinVisitToEnquiry } = await import("./visit-enquiry.server");

const facebook = {
  landingPage: "/projects",
  referrer: "",
  utmSource: "facebook",
  utmMedium: "cpc",
  utmCampaign: "diwali",
};

let visits = 0;
/** A site_visits row as the booking page stores it. */
function bookVisit(fields: { phone: string; name?: string; language?: "en" | "ta" }) {
  const id = `visit-${++visits}`;
  db.getDb()
    .insert(siteVisits)
    .values({
      id,
      date: "2026-12-05",
      time: "11:00",
      name: fields.name ?? "Arun Prakash",
      phone: fields.phone,
      email: "arun@example.com",
      note: "We would like to see the villa in Adyar",
      language: fields.language ?? "en",
      secretHash: `hash-${id}`,
      source: facebook,
      createdAt: "2026-11-29T05:00:00.000Z",
    })
    .run();
  return id;
}

function enquiryFrom(phone: string) {
  return model.createEnquiry(
    { name: "Arun", email: "arun@example.com", phone, service: "Other", message: "Hello" },
    "/contact",
    { mail: false },
  );
}

const visitRow = (id: string) =>
  db.getDb().select().from(siteVisits).where(eq(siteVisits.id, id)).get()!;

beforeAll(() => db.migrateDatabase());
beforeEach(() => {
  db.getDb().delete(siteVisits).run();
  db.getDb().delete(enquiries).run();
});
afterAll(() => {
  db.closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("joinVisitToEnquiry", () => {
  it("joins the live enquiry of the same number, however it is written, and books its visit", () => {
    const existing = enquiryFrom("098400 12345");
    const visit = bookVisit({ phone: "+91 98400 12345" });
    expect(joinVisitToEnquiry(visit)).toBe(existing.id);
    expect(visitRow(visit).enquiryId).toBe(existing.id);
    expect(model.getEnquiry(existing.id)).toMatchObject({ status: "visit-booked", name: "Arun" });
    expect(model.listEnquiries().total).toBe(1);
  });

  it("starts an enquiry from the visit when the number has none (a trashed one does not count)", () => {
    model.trashEnquiry(enquiryFrom("98400 12345").id);
    enquiryFrom("98400 99999");
    const visit = bookVisit({ phone: "9840012345", name: "Kalpana", language: "ta" });
    const id = joinVisitToEnquiry(visit)!;
    expect(model.getEnquiry(id)).toMatchObject({
      name: "Kalpana",
      phone: "9840012345",
      email: "arun@example.com",
      message: "We would like to see the villa in Adyar",
      service: "Site visit",
      page: "/ta/visit",
      source: facebook,
      status: "visit-booked",
      mailStatus: "none",
    });
    expect(visitRow(visit).enquiryId).toBe(id);
    // Joining again keeps the same enquiry.
    expect(joinVisitToEnquiry(visit)).toBe(id);
    expect(model.listEnquiries().total).toBe(2);
  });

  it("leaves a quoted or won enquiry where it is, and brings a lost one back", () => {
    const quoted = enquiryFrom("98400 11111");
    model.changeEnquiryPipeline(quoted.id, { status: "quoted" });
    joinVisitToEnquiry(bookVisit({ phone: "98400 11111" }));
    expect(model.getEnquiry(quoted.id)?.status).toBe("quoted");

    const won = enquiryFrom("98400 22222");
    model.changeEnquiryPipeline(won.id, { status: "won" });
    joinVisitToEnquiry(bookVisit({ phone: "98400 22222" }));
    expect(model.getEnquiry(won.id)?.status).toBe("won");

    const lost = enquiryFrom("98400 33333");
    model.changeEnquiryPipeline(lost.id, { status: "lost", lostReason: "No reply" });
    joinVisitToEnquiry(bookVisit({ phone: "98400 33333" }));
    expect(model.getEnquiry(lost.id)).toMatchObject({ status: "visit-booked", lostReason: "" });
  });

  it("answers null for an unknown visit", () => {
    expect(joinVisitToEnquiry("no-such-visit")).toBeNull();
  });
});
