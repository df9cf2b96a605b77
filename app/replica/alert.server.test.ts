import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../test/support/smtp";
import { type AlertStatus, createAlert, mailOwner, REPLICA_ALERT_AFTER_MS } from "./alert.server";

const failing: AlertStatus = {
  state: "failing",
  target: "sftp://copy@backup.example.in:22/srv/site",
  problem: "3 photos are waiting: connect ECONNREFUSED 127.0.0.1:22",
  database: { lastCopiedAt: "2026-11-28T05:03:17.085Z" },
  photos: { waiting: 3 },
  documents: { waiting: 1 },
};
const well: AlertStatus = {
  ...failing,
  state: "ok",
  problem: null,
  photos: { waiting: 0 },
  documents: { waiting: 0 },
};
const minutes = (n: number) => n * 60_000;

describe("the owner's e-mail about the off-site copy", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.stop());

  it("goes once a problem has lasted five minutes, and once more only after the copy was well", async () => {
    const sent: AlertStatus[] = [];
    const alert = createAlert((status) => sent.push(status));
    expect(alert(failing, minutes(4))).toBe(false);
    expect(alert(failing, REPLICA_ALERT_AFTER_MS + 1000)).toBe(true);
    expect(alert(failing, minutes(30))).toBe(false);
    expect(alert(failing, minutes(90))).toBe(false);
    expect(alert(well, 0)).toBe(false);
    expect(alert(failing, minutes(6))).toBe(true);
    expect(sent).toHaveLength(2);
  });

  it("tells the owner what is wrong, in words", async () => {
    await mailOwner({ smtpUrl: smtp.url, to: "owner@example.in" }, failing);
    expect(smtp.inbox).toHaveLength(1);
    const [mail] = smtp.inbox;
    expect(mail.to).toEqual(["owner@example.in"]);
    expect(mail.subject).toBe("The off-site copy of the website is not up to date");
    expect(mail.body).toContain("3 photos are waiting: connect ECONNREFUSED");
    expect(mail.body).toContain("Photos waiting: 3");
    expect(mail.body).toContain("Client documents waiting: 1");
  });
});
