/**
 * The e-mails of a private project's documents and questions (docs/product/client-documents.md):
 * to the client when a document is added or a question answered (their language, their page's
 * link as it is when sent, the stop link respected), to the owner (ENQUIRY_EMAIL_TO) when the
 * client asks. All go through the client outbox (`client_mails`), each once by its subject.
 */
import { getEnv } from "~/utils/env.server";
import { absoluteUrl } from "~/utils/seo";
import { isPrivate } from "~/utils/project-visibility";
import { messagesFor } from "~/i18n/messages";
import { queueClientMail } from "~/models/client-mail.server";
import type { ClientQuestion } from "~/models/client-question.server";
import type { ProjectDocument } from "~/models/project-document.server";
import { getProject, type Project } from "~/models/project.server";
import { storedTrackerOf } from "~/models/project-tracker.server";
import { clientMailOutbox, LINK_AT_SENDING } from "./client-update-mail.server";
import { mailConfigured, sendQueuedMails } from "./mail-outbox.server";
import { unsubscribeUrlOf } from "./tracker-links.server";

function oneLine(text: string) {
  return text.replace(/[\r\n\t]+/g, " ").trim();
}

/** The private project whose client may be e-mailed now, or null. */
function mailableClientProject(projectId: string): Project | null {
  if (!mailConfigured()) return null;
  const project = getProject(projectId);
  if (!project || !isPrivate(project) || !project.client.email) return null;
  if (storedTrackerOf(project.id)?.mailStoppedAt) return null;
  return project;
}

function queue(project: Project, subjectId: string, to: string, subject: string, body: string) {
  const queued = queueClientMail({
    projectId: project.id,
    subjectId,
    to,
    subject: oneLine(subject).slice(0, 200),
    body,
  });
  if (queued) sendQueuedMails(clientMailOutbox);
}

function clientFacts(project: Project) {
  const language = project.client.language;
  return {
    language,
    name: project.client.name.trim(),
    project: (language === "ta" && project.ta.title) || project.title,
    link: messagesFor(language).tracker.mailLink(LINK_AT_SENDING),
    stopUrl: unsubscribeUrlOf(project),
  };
}

export function mailClientAboutDocument(document: ProjectDocument) {
  const project = mailableClientProject(document.projectId);
  if (!project) return;
  const facts = clientFacts(project);
  const t = messagesFor(facts.language).clientDocuments;
  const title = (facts.language === "ta" && document.titleTa) || document.title;
  queue(
    project,
    `document:${document.id}`,
    project.client.email,
    t.mailDocumentSubject(facts.project, title),
    t.mailDocumentBody({ ...facts, title }),
  );
}

export function mailClientAboutAnswer(question: ClientQuestion) {
  const project = mailableClientProject(question.projectId);
  if (!project || !question.answer) return;
  const facts = clientFacts(project);
  const t = messagesFor(facts.language).clientDocuments;
  queue(
    project,
    `answer:${question.id}`,
    project.client.email,
    t.mailAnswerSubject(facts.project),
    t.mailAnswerBody({ ...facts, question: question.question, answer: question.answer }),
  );
}

/** The owner hears of each question at once, in English like the rest of the admin. */
export function mailOwnerAboutQuestion(question: ClientQuestion) {
  const env = getEnv();
  const project = getProject(question.projectId);
  if (!mailConfigured() || !project || !env.ENQUIRY_EMAIL_TO) return;
  const answerUrl = absoluteUrl(env.SITE_URL, `/edit-project/${project.id}/questions`);
  queue(
    project,
    `question:${question.id}`,
    env.ENQUIRY_EMAIL_TO,
    `Question from the client of ${project.title}`,
    [
      `The client of ${project.title} asked on their page:`,
      question.question,
      `Answer it here (the client sees the answer on their page and by e-mail):\n${answerUrl}`,
    ].join("\n\n"),
  );
}
