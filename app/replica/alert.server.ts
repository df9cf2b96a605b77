/**
 * The owner's e-mail about the off-site copy (docs/decisions/061-off-site-copy.md): one when a
 * problem has lasted five minutes, another only after the copy has been well again.
 */
import nodemailer from "nodemailer";

/** How long the copy may be behind or failing before the owner is told. */
export const REPLICA_ALERT_AFTER_MS = 5 * 60_000;

/** What the e-mail says; the state itself is ReplicaStatus (replica.server.ts). */
export type AlertStatus = {
  state: "ok" | "behind" | "failing";
  target: string;
  problem: string | null;
  database: { lastCopiedAt: string | null };
  photos: { waiting: number };
  documents: { waiting: number };
};

type MailSettings = { smtpUrl: string; to: string; from?: string };

export async function mailOwner(mail: MailSettings, status: AlertStatus) {
  const transport = nodemailer.createTransport({ url: mail.smtpUrl });
  try {
    await transport.sendMail({
      from: mail.from ?? mail.to,
      to: mail.to,
      subject: "The off-site copy of the website is not up to date",
      text: [
        status.problem ?? "",
        "",
        `Copy: ${status.target}`,
        `Last database change copied: ${status.database.lastCopiedAt ?? "none since the server started"}`,
        `Photos waiting: ${status.photos.waiting}`,
        `Client documents waiting: ${status.documents.waiting}`,
        "",
        'The site itself keeps working. See docs/deploy.md, "Off-site copy", for what to check.',
      ].join("\n"),
    });
  } finally {
    transport.close();
  }
}

/**
 * Decides, at each look at the copy, whether to send: true (and `send` called) for the first look
 * at a problem older than REPLICA_ALERT_AFTER_MS since the copy was last well.
 */
export function createAlert(send: (status: AlertStatus) => void) {
  let alerted = false;
  return (status: AlertStatus | null, problemAgeMs: number): boolean => {
    if (!status || status.state === "ok") {
      alerted = false;
      return false;
    }
    if (alerted || !status.problem || problemAgeMs <= REPLICA_ALERT_AFTER_MS) return false;
    alerted = true;
    send(status);
    return true;
  };
}
