/**
 * The e-mail that tells a private project's client an instalment has fallen due, in-process on a
 * fresh database: queued in the client outbox once per instalment (`due:<id>`), in the client's
 * language with the stop link, when a published update reaches its stage or its day comes in
 * India; nothing for a paid instalment, a draft update or after the stop link. A cancelled
 * receipt leaves the schedule, its sums and the e-mails as if it had never been recorded.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-payments-test-"));
process.env.DATABASE_PATH = path.join(dataDir, "app.db");
process.env.UPLOADS_DIR = path.join(dataDir, "uploads");
// Nothing listens there: the e-mails stay queued, which is what is looked at.
process.env.SMTP_URL = "smtp://127.0.0.1:9";
process.env.ENQUIRY_EMAIL_TO = "owner@example.com";
process.env.SITE_URL = "https://www.example.in";

const db = await import("~/db/db.server");
const schema = await import("~/db/schema");
const payments = await import("~/models/payments.server");
const tracker = await import("~/models/project-tracker.server");
const service = await import("./client-payments.server");
const { stopEnquiryJobs } = await import("./enquiry-mail.server");

beforeAll(() => db.migrateDatabase());
afterAll(() => {
  stopEnquiryJobs();
  db.closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let count = 0;
function privateProject(language: "en" | "ta", email = "meena@example.com") {
  count += 1;
  const id = `project${count}`;
  db.getDb()
    .insert(schema.projects)
    .values({
      id,
      title: `Kilpauk Residence ${count}`,
      slug: `kilpauk-${count}`,
      visibility: "private",
      clientName: "Meenakshi",
      clientEmail: email,
      clientLanguage: language,
      ta: { title: "கீழ்ப்பாக்கம் இல்லம்" },
    })
    .run();
  tracker.trackerOf(id);
  return id;
}

function publishUpdate(projectId: string, stage: string, publishedAt: string | null) {
  db.getDb()
    .insert(schema.progressUpdates)
    .values({
      id: `${projectId}-${stage}`,
      projectId,
      slug: `${projectId}-${stage}`,
      date: "2026-11-01",
      stage,
      percent: 20,
      title: "Foundation poured",
      publishedAt,
    })
    .run();
}

function mailsOf(projectId: string) {
  return db
    .getDb()
    .select()
    .from(schema.clientMails)
    .all()
    .filter((mail) => mail.projectId === projectId);
}

const instalment = (values: Partial<Parameters<typeof payments.createPayment>[1]>) => ({
  title: "Foundation",
  titleTa: "அடித்தளம்",
  amount: 150_000,
  stage: null,
  dueOn: null,
  ...values,
});

describe("an instalment falling due", () => {
  it("is mailed once, in Tamil, when a published update reaches its stage", () => {
    const projectId = privateProject("ta");
    const due = payments.createPayment(projectId, instalment({ stage: "foundation" }));
    payments.createPayment(
      projectId,
      instalment({ title: "Roof", titleTa: "", stage: "structure" }),
    );
    const now = new Date("2026-11-29T06:00:00Z");
    service.mailDuePayments(now);
    expect(mailsOf(projectId)).toHaveLength(0);

    // A draft reaches nothing; a scheduled one only once its time has come.
    publishUpdate(projectId, "foundation", null);
    service.mailDuePayments(now);
    expect(mailsOf(projectId)).toHaveLength(0);
    publishUpdate(projectId, "plinth", "2026-11-30T00:00:00.000Z");
    service.mailDuePayments(now);
    expect(mailsOf(projectId)).toHaveLength(0);

    const later = new Date("2026-11-30T01:00:00Z");
    service.mailDuePayments(later);
    service.mailDuePayments(later);
    const mails = mailsOf(projectId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subjectId: `due:${due.id}`, to: "meena@example.com" });
    expect(mails[0].subject).toBe("கீழ்ப்பாக்கம் இல்லம்: அடித்தளம் செலுத்த வேண்டிய நேரம்");
    expect(mails[0].body).toContain("வணக்கம் Meenakshi,");
    expect(mails[0].body).toContain("அடித்தளம், ₹1,50,000.");
    expect(mails[0].body).toMatch(/https:\/\/www\.example\.in\/ta\/track-mail\/stop\/\S+/);
  });

  it("is mailed in English on its day in India, not the day before, and never once paid", () => {
    const projectId = privateProject("en");
    const dated = payments.createPayment(
      projectId,
      instalment({ title: "Second instalment", amount: 1_234_567, dueOn: "2026-12-01" }),
    );
    const paid = payments.createPayment(projectId, instalment({ dueOn: "2026-11-01" }));
    payments.addReceipt(paid, { amount: 150_000, date: "2026-11-02", mode: "cash", reference: "" });
    // 18:00 UTC on 30 November is 23:30 in Chennai: not yet the day.
    service.mailDuePayments(new Date("2026-11-30T18:00:00Z"));
    expect(mailsOf(projectId).map((mail) => mail.subject)).toEqual([]);
    // 18:31 UTC is past midnight in Chennai.
    service.mailDuePayments(new Date("2026-11-30T18:31:00Z"));
    const mails = mailsOf(projectId);
    expect(mails.map((mail) => mail.subjectId)).toEqual([`due:${dated.id}`]);
    expect(mails[0].subject).toBe("Payment due on Kilpauk Residence 2: Second instalment");
    expect(mails[0].body).toContain("Second instalment, ₹12,34,567.");
    expect(mails[0].body).toMatch(/To stop these e-mails: https:\/\/www\.example\.in\/track-mail/);
  });

  it("is not mailed after the stop link, nor to a client without an address", () => {
    const stopped = privateProject("en");
    payments.createPayment(stopped, instalment({ dueOn: "2026-11-01" }));
    tracker.stopClientMail(tracker.trackerOf(stopped).unsubscribeSecret);
    const silent = privateProject("en", "");
    payments.createPayment(silent, instalment({ dueOn: "2026-11-01" }));
    service.mailDuePayments(new Date("2026-11-29T06:00:00Z"));
    expect(mailsOf(stopped)).toHaveLength(0);
    expect(mailsOf(silent)).toHaveLength(0);
  });
});

describe("a cancelled receipt", () => {
  const now = new Date("2026-11-29T06:00:00Z");
  /** What the owner, the client and the API read of a schedule: each state and the sums. */
  const scheduleSeen = (projectId: string) => {
    const { instalments, totals } = service.paymentScheduleOf(projectId, now);
    return {
      instalments: instalments.map(({ amount, paid, state }) => ({ amount, paid, state })),
      totals,
    };
  };

  it("leaves paid, balance and every state as if it had never been recorded", () => {
    const receipt = fc.record({
      amount: fc.integer({ min: 1, max: 300_000 }),
      cancelled: fc.boolean(),
    });
    const instalments = fc.array(
      fc.record({
        amount: fc.integer({ min: 1, max: 1_000_000 }),
        dueOn: fc.constantFrom(null, "2026-01-01", "2027-01-01"),
        receipts: fc.array(receipt, { maxLength: 4 }),
      }),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(instalments, (schedule) => {
        // The same schedule twice: one with every receipt, some then cancelled; its twin only
        // ever had the valid ones.
        const withCancelled = privateProject("en");
        const twin = privateProject("en");
        for (const { amount, dueOn, receipts } of schedule) {
          const row = payments.createPayment(withCancelled, instalment({ amount, dueOn }));
          const twinRow = payments.createPayment(twin, instalment({ amount, dueOn }));
          for (const { amount: paid, cancelled } of receipts) {
            const values = {
              amount: paid,
              date: "2026-11-02",
              mode: "upi" as const,
              reference: "",
            };
            const recorded = payments.addReceipt(row, values);
            if (cancelled)
              expect(payments.cancelReceipt(recorded.id, "Wrong amount")).not.toBeNull();
            else payments.addReceipt(twinRow, values);
          }
        }
        const seen = scheduleSeen(withCancelled);
        expect(seen).toEqual(scheduleSeen(twin));
        expect(seen.totals.paid + seen.totals.balance).toBe(seen.totals.total);
        // Every receipt is still listed, with its number.
        const listed = payments.listReceipts(withCancelled);
        expect(listed).toHaveLength(schedule.flatMap((row) => row.receipts).length);
        expect(listed.filter((row) => row.cancelledAt).map((row) => row.cancelReason)).toEqual(
          schedule
            .flatMap((row) => row.receipts)
            .filter((row) => row.cancelled)
            .map(() => "Wrong amount"),
        );
      }),
      { numRuns: 40 },
    );
  });

  it("is cancelled once, keeping the first reason", () => {
    const projectId = privateProject("en");
    const row = payments.createPayment(projectId, instalment({}));
    const receipt = payments.addReceipt(row, {
      amount: 150_000,
      date: "2026-11-02",
      mode: "cash",
      reference: "",
    });
    const at = new Date("2026-11-29T10:00:00Z");
    expect(payments.cancelReceipt(receipt.id, "Wrong instalment", at)).toMatchObject({
      number: receipt.number,
      cancelledAt: at.toISOString(),
      cancelReason: "Wrong instalment",
    });
    expect(payments.cancelReceipt(receipt.id, "Again")).toBeNull();
    expect(payments.getReceipt(receipt.id)?.cancelReason).toBe("Wrong instalment");
  });

  it("makes its instalment due again, and mailed as due", () => {
    const projectId = privateProject("en", "cancel@example.com");
    const row = payments.createPayment(projectId, instalment({ dueOn: "2026-11-01" }));
    const receipt = payments.addReceipt(row, {
      amount: 150_000,
      date: "2026-11-02",
      mode: "cash",
      reference: "",
    });
    service.mailDuePayments(now);
    expect(mailsOf(projectId)).toHaveLength(0);
    payments.cancelReceipt(receipt.id, "Recorded on the wrong project");
    expect(scheduleSeen(projectId).instalments[0]).toMatchObject({ paid: 0, state: "due" });
    service.mailDuePayments(now);
    expect(mailsOf(projectId).map((mail) => mail.subjectId)).toEqual([`due:${row.id}`]);
  });
});
