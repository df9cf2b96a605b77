/**
 * The enquiry outbox against a real SMTP server on 127.0.0.1: delivered
 * when up, kept and retried when down, delivered once it is back.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startSmtpServer } from "../../test/support/smtp";

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-mail-test-"));
process.env.DATABASE_PATH = path.join(dataDir, "app.db");
process.env.UPLOADS_DIR = path.join(dataDir, "uploads");
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
process.env.ENQUIRY_EMAIL_TO = "owner@example.com";
process.env.MAIL_RETRY_SECONDS = "1";
process.env.SITE_URL = "https://www.example.in";
// A server abroad: the e-mail still gives Chennai's time.
process.env.TZ = "America/Los_Angeles";

const db = await import("~/db/db.server");
const model = await import("~/models/enquiry.server");
const mail = await import("./enquiry-mail.server");

const fields = {
  name: "Priya Raman",
  email: "priya@example.com",
  phone: "+91 98765 43210",
  service: "Renovation and Remodeling",
  message: "Kitchen and two baths, Adyar.",
};

beforeAll(() => db.migrateDatabase());
afterAll(() => {
  mail.stopEnquiryJobs();
  db.closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("enquiry e-mails", () => {
  it("waits longer after each failure, up to an hour", () => {
    expect(mail.retryDelayMs(0, 60)).toBe(60_000);
    expect(mail.retryDelayMs(1, 60)).toBe(120_000);
    expect(mail.retryDelayMs(10, 60)).toBe(3600_000);
  });

  it("keeps the e-mail when the server is down and delivers it once it is up", async () => {
    const enquiry = model.createEnquiry(fields, "/contact", { mail: true });
    expect(await mail.deliverEnquiryMail(enquiry.id)).toBe(false);
    expect(model.getEnquiry(enquiry.id)).toMatchObject({
      mailStatus: "pending",
      mailAttempts: 1,
      mailLastError: expect.stringMatching(/ECONNREFUSED/),
    });
    // Not due again before its retry time.
    expect(await mail.deliverDueEnquiryMails()).toBe(0);

    const smtp = await startSmtpServer(port);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await mail.deliverDueEnquiryMails()).toBe(1);
      expect(model.getEnquiry(enquiry.id)).toMatchObject({ mailStatus: "sent", mailAttempts: 2 });
      expect(smtp.inbox).toHaveLength(1);
      const [message] = smtp.inbox;
      expect(message.to).toEqual(["owner@example.com"]);
      expect(message.subject).toContain("New enquiry from Priya Raman");
      expect(message.raw).toMatch(/^Reply-To: .*priya@example\.com/m);
      expect(message.body).toContain("Kitchen and two baths, Adyar.");
      expect(message.body).toContain("Phone: +91 98765 43210");
      // Sent once only.
      expect(await mail.deliverDueEnquiryMails()).toBe(0);
      expect(smtp.inbox).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });

  it("gives the package, the estimate and the time in Chennai in words, as the admin shows them", async () => {
    const enquiry = model.createEnquiry(
      { ...fields, email: "kavitha@example.com", package: "Premium" },
      "/contact",
      {
        mail: true,
        now: new Date("2026-11-29T04:43:11.218Z"),
        estimate: {
          query: "area=1200&floors=2&package=premium&extras=sump",
          total: 5_975_000,
          summary: "₹59,75,000 (about ₹60 lakh). 2,400 sq.ft built up.",
        },
      },
    );
    const smtp = await startSmtpServer(port);
    try {
      expect(await mail.deliverEnquiryMail(enquiry.id)).toBe(true);
      const [message] = smtp.inbox;
      expect(message.body).toMatch(/Service: Renovation and Remodeling\r?\nPackage: Premium/);
      expect(message.body).toContain(
        "Cost estimate sent with it: ₹59,75,000 (about ₹60 lakh). 2,400 sq.ft built up.",
      );
      expect(message.body).toContain(
        "https://www.example.in/estimate?area=1200&floors=2&package=premium&extras=sump",
      );
      expect(message.body).toContain("Received: Sunday 29 November 2026, 10:13 am");
      expect(message.body).not.toContain("2026-11-29T04:43:11.218Z");
    } finally {
      await smtp.stop();
    }
  });
});

describe("one-line fields of an enquiry", () => {
  const injected = "Priya Raman\r\nBcc: everyone@example.com";

  it("a name with a line break is refused by the form, in English and Tamil, and mails nothing", async () => {
    const { receiveContactForm } = await import("./contact-intake.server");
    const smtp = await startSmtpServer(port);
    try {
      for (const [language, message] of [
        ["en", "Please write this on one line"],
        ["ta", "இதை ஒரே வரியில் எழுதுங்கள்"],
      ]) {
        const form = new FormData();
        for (const [name, value] of Object.entries({ ...fields, service: "Other" })) {
          form.set(name, value);
        }
        form.set("name", injected);
        form.set("language", language);
        const answer = await receiveContactForm(
          new Request("http://127.0.0.1/contact", { method: "POST" }),
          form,
          `10.9.9.${language === "en" ? 1 : 2}`,
          null,
        );
        expect(answer).toMatchObject({ kind: "refused", status: 400, errors: { name: message } });
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mail.deliverDueEnquiryMails()).toBe(0);
      expect(smtp.inbox.filter((sent) => /Bcc:/i.test(sent.raw))).toEqual([]);
    } finally {
      await smtp.stop();
    }
  });

  it("a stored name with a line break is folded onto one line in the e-mail", async () => {
    const enquiry = model.createEnquiry(
      { ...fields, email: "ravi@example.com", name: injected, phone: "+91 98765\n43210" },
      "/contact",
      { mail: true },
    );
    const smtp = await startSmtpServer(port);
    try {
      expect(await mail.deliverEnquiryMail(enquiry.id)).toBe(true);
      const [message] = smtp.inbox;
      expect(message.body.split(/\r?\n/)).toContain("Name: Priya Raman Bcc: everyone@example.com");
      expect(message.body).toMatch(/^Phone: \+91 98765 43210$/m);
      expect(message.body).not.toMatch(/^Bcc:/im);
      expect(message.raw).not.toMatch(/^Bcc:/im);
    } finally {
      await smtp.stop();
    }
  });
});
