/**
 * The e-mail a private project's client receives for each new published progress update
 * (docs/product/content.md#private-projects): in the client's language, the update's title, the
 * link to their page as it is when the e-mail goes out and the link that stops these e-mails.
 * Queued in `client_mails` and sent by the shared outbox, which retries a failed send as it does
 * enquiries.
 */
import { publishStateOf } from "~/content/publish-state";
import { CLIENT_LANGUAGES, isPrivate } from "~/utils/project-visibility";
import { messagesFor } from "~/i18n/messages";
import { queueClientMail, getClientMail, type ClientMail } from "~/models/client-mail.server";
import {
  claimClientMail,
  dueClientMails,
  markClientMailFailed,
  markClientMailSent,
} from "~/models/client-mail.server";
import { progressGoneLive, type ProgressUpdate } from "~/models/progress.server";
import { getProject } from "~/models/project.server";
import { storedTrackerOf } from "~/models/project-tracker.server";
import { getSiteConfig } from "~/config/site.server";
import { mailConfigured, sendQueuedMails, senderAddress, type Outbox } from "./mail-outbox.server";
import { unsubscribeUrlOf, workingTrackerUrlOf } from "./tracker-links.server";

export const clientMailOutbox: Outbox<ClientMail> = {
  name: "client mail",
  due: dueClientMails,
  claim: claimClientMail,
  get: getClientMail,
  message: (mail) => ({
    from: { name: getSiteConfig().name, address: senderAddress() },
    to: mail.to,
    subject: mail.subject,
    text: withLinkOfNow(mail),
  }),
  markSent: markClientMailSent,
  markFailed: markClientMailFailed,
};

/**
 * Stands for the client page's address in a queued e-mail: the link is written when the e-mail
 * is sent, not when it is queued, so a link renewed or stopped in between never goes out.
 */
export const LINK_AT_SENDING = "{client-page-link}";

/**
 * The queued body with the project's link as it is now, in the e-mail's language; without the
 * link's paragraph when the project has no working link (made public, or in the trash).
 */
function withLinkOfNow(mail: ClientMail): string {
  for (const language of CLIENT_LANGUAGES) {
    // An update's e-mail, or an instalment's (app/services/client-payments.server.ts).
    const { tracker, payments } = messagesFor(language);
    for (const words of [tracker.mailLink, payments.mailLink]) {
      const waiting = `\n\n${words(LINK_AT_SENDING)}`;
      if (!mail.body.includes(waiting)) continue;
      const url = workingTrackerUrlOf(mail.projectId, language);
      return mail.body.replace(waiting, () => (url ? `\n\n${words(url)}` : ""));
    }
  }
  return mail.body;
}

function oneLine(text: string) {
  return text.replace(/[\r\n\t]+/g, " ").trim();
}

/**
 * Queues and starts the client's e-mail about a saved update, when mail is configured, the
 * update is published, its project private with a client's e-mail address, and the client has
 * not stopped these e-mails. An update already mailed is not mailed again, so this is called
 * after every save: the first save that publishes it sends it.
 */
export function mailClientAboutUpdate(update: ProgressUpdate) {
  if (!mailConfigured() || publishStateOf(update.publishedAt) !== "published") return;
  const project = getProject(update.projectId);
  if (!project || !isPrivate(project) || !project.client.email) return;
  if (storedTrackerOf(project.id)?.mailStoppedAt) return;
  const language = project.client.language;
  const t = messagesFor(language).tracker;
  const projectTitle = (language === "ta" && project.ta.title) || project.title;
  const title = (language === "ta" && update.ta.title) || update.title;
  const queued = queueClientMail({
    projectId: project.id,
    subjectId: update.id,
    to: project.client.email,
    subject: oneLine(t.mailSubject(projectTitle, title)).slice(0, 200),
    body: t.mailBody({
      name: project.client.name.trim(),
      project: projectTitle,
      title,
      link: t.mailLink(LINK_AT_SENDING),
      stopUrl: unsubscribeUrlOf(project),
    }),
  });
  if (queued) sendQueuedMails(clientMailOutbox);
}

/**
 * How far back the mail jobs look for scheduled updates that went live: a server that was stopped
 * for a few days still tells the client, and an update a year old is not news.
 */
const GONE_LIVE_DAYS = 7;

/**
 * For the mail jobs' tick: the client hears of a scheduled update once it goes live, as of one
 * published by its save (each update is queued once, whatever the number of ticks).
 */
export function mailUpdatesGoneLive(now = new Date()) {
  if (!mailConfigured()) return;
  const since = new Date(now.getTime() - GONE_LIVE_DAYS * 24 * 3600_000).toISOString();
  for (const update of progressGoneLive(since, now.toISOString())) mailClientAboutUpdate(update);
}
