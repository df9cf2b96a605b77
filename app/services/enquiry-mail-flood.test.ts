/**
 * Enquiry e-mails under a flood, against a real SMTP server on 127.0.0.1
 * (docs/decisions/040-bounded-writes-and-mail.md): a mail server that takes
 * connections and never answers gets at most the pool's connections, however
 * many enquiries arrive; and one sender address reaches the owner at most
 * once a minute, while every enquiry is still stored and listed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { until } from "../../test/support/poll";
import { freePort, startSmtpServer } from "../../test/support/smtp";

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-mail-flood-test-"));
process.env.DATABASE_PATH = path.join(dataDir, "app.db");
process.env.UPLOADS_DIR = path.join(dataDir, "uploads");
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
process.env.ENQUIRY_EMAIL_TO = "owner@example.com";

const db = await import("~/db/db.server");
const model = await import("~/models/enquiry.server");
const mail = await import("./enquiry-mail.server");
const { receiveContactForm } = await import("./contact-intake.server");

let sent = 0;
/** One contact form, as the page posts it, from its own client address. */
async function sendContactForm(email: string, name = "Flood Visitor") {
  sent++;
  const form = new FormData();
  form.set("returnTo", "/contact");
  form.set("name", name);
  form.set("email", email);
  form.set("phone", "+91 98765 43210");
  form.set("service", "New Building Construction");
  form.set("message", `Enquiry number ${sent}: a duplex on a 2400 sq ft plot.`);
  const request = new Request("http://localhost/contact", { method: "POST", body: form });
  const result = await receiveContactForm(request, form, `10.20.${sent >> 8}.${sent & 255}`, null);
  expect(result.kind).toBe("stored");
}

function storedFrom(email: string) {
  return model.exportEnquiries({ q: email }).filter((row) => row.email.toLowerCase() === email);
}

beforeAll(() => db.migrateDatabase());
afterAll(() => {
  mail.stopEnquiryJobs();
  db.closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("enquiry e-mails under a flood", () => {
  it("400 enquiries to a mail server that never answers open at most the pool's connections", async () => {
    const silent = await startSmtpServer(port, { silent: true });
    try {
      for (let i = 0; i < 400; i++) await sendContactForm(`visitor${i}@example.com`);
      // Give the transport time to open whatever it would open.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(silent.connections.total).toBeGreaterThan(0);
      expect(silent.connections.most).toBeLessThanOrEqual(mail.MAIL_CONNECTIONS);
      // Every enquiry is kept, waiting in the outbox.
      expect(model.listEnquiries({ pageSize: 1 }).total).toBe(400);
      expect(model.exportEnquiries().filter((row) => row.mailStatus === "pending")).toHaveLength(
        400,
      );
    } finally {
      mail.stopEnquiryJobs();
      await silent.stop();
    }
  }, 30_000);

  it("one sender address reaches the owner once a minute; the rest are stored, marked, never retried", async () => {
    // What the stuck server left behind is not part of this test.
    for (const row of model.exportEnquiries()) model.deleteEnquiry(row.id);
    const smtp = await startSmtpServer(port);
    try {
      for (let i = 0; i < 30; i++) {
        await sendContactForm(i % 2 ? "repeat@example.com" : "Repeat@Example.com", `Repeat ${i}`);
      }
      await sendContactForm("someone.else@example.com", "Someone Else");
      await until(async () => smtp.inbox.length >= 2, "two e-mails delivered", {
        timeoutMs: 20_000,
        everyMs: 100,
      });
      // The timer's pass over the outbox finds nothing more to send.
      expect(await mail.deliverDueEnquiryMails()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 500));

      const repeats = smtp.inbox.filter((message) => /Repeat \d+/.test(message.subject));
      expect(repeats).toHaveLength(1);
      expect(smtp.inbox.filter((message) => /Someone Else/.test(message.subject))).toHaveLength(1);

      const stored = storedFrom("repeat@example.com");
      expect(stored).toHaveLength(30);
      expect(stored.filter((row) => row.mailStatus === "sent")).toHaveLength(1);
      const skipped = stored.filter((row) => row.mailStatus === "skipped");
      expect(skipped).toHaveLength(29);
      for (const row of skipped) {
        expect(row.mailLastError).toBe(mail.NOT_MAILED_REPEAT_SENDER);
        expect(row.mailNextTryAt).toBeNull();
      }
    } finally {
      mail.stopEnquiryJobs();
      await smtp.stop();
    }
  }, 30_000);

  it("after a minute the same address is e-mailed again", () => {
    const later = new Date(Date.now() + mail.MAIL_PER_ADDRESS_MS + 1000);
    expect(mail.mayMailEnquiryFrom("repeat@example.com")).toBe(false);
    expect(mail.mayMailEnquiryFrom("repeat@example.com", later)).toBe(true);
    expect(mail.mayMailEnquiryFrom("new.sender@example.com")).toBe(true);
  });
});
