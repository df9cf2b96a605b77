/**
 * What the client's page shows of its documents and questions (docs/product/client-documents.md),
 * in the page's language: only the fields the page needs, never a stored file name.
 */
import type { Language } from "~/i18n/language";
import { pathInLanguage } from "~/i18n/language";
import { listClientQuestions } from "~/models/client-question.server";
import { listProjectDocuments } from "~/models/project-document.server";
import { listProgressUpdates } from "~/models/progress.server";

/** A question about an update the page does not show (a draft again) reads at the page's end. */
export function clientExtrasOf(projectId: string, secret: string, language: Language) {
  const shown = new Set(listProgressUpdates(projectId, { visitor: true }).map(({ id }) => id));
  return {
    trackPath: pathInLanguage(`/track/${secret}`, language),
    documents: listProjectDocuments(projectId).map((document) => ({
      id: document.id,
      title: (language === "ta" && document.titleTa) || document.title,
      size: document.size,
      createdAt: document.createdAt,
    })),
    questions: listClientQuestions(projectId).map((question) => ({
      id: question.id,
      updateId: question.updateId && shown.has(question.updateId) ? question.updateId : null,
      question: question.question,
      answer: question.answer,
    })),
  };
}

export type ClientExtras = ReturnType<typeof clientExtrasOf>;
