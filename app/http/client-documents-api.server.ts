/**
 * The JSON shapes of a private project's documents and questions (docs/product/client-documents.md#api),
 * and the rule every read follows: only with a token; anyone else gets the project's 404.
 */
import type { ClientQuestion } from "~/models/client-question.server";
import type { ProjectDocument } from "~/models/project-document.server";
import { getProject, type Project } from "~/models/project.server";
import { isPrivate } from "~/utils/project-visibility";
import { apiError, requireWellFormedId } from "./api.server";
import { getApiAdmin } from "./auth.server";

const PROJECT_NOT_FOUND = "Project not found";
export const DOCUMENT_NOT_FOUND = "Document not found";
export const QUESTION_NOT_FOUND = "Question not found";

/** The private project a token reader asks about; throws the same 404 for everything else. */
export function privateProjectForToken(request: Request, id: string | undefined): Project {
  const project = getProject(requireWellFormedId(id, PROJECT_NOT_FOUND));
  if (!getApiAdmin(request) || !project || !isPrivate(project)) {
    throw apiError(PROJECT_NOT_FOUND, 404);
  }
  return project;
}

export function documentJson(document: ProjectDocument) {
  return {
    _id: document.id,
    projectId: document.projectId,
    title: document.title,
    ...(document.titleTa ? { ta: { title: document.titleTa } } : {}),
    fileName: document.fileName,
    size: document.size,
    createdAt: document.createdAt,
  };
}

export function questionJson(question: ClientQuestion) {
  return {
    _id: question.id,
    projectId: question.projectId,
    updateId: question.updateId,
    question: question.question,
    answer: question.answer,
    answeredAt: question.answeredAt,
    createdAt: question.createdAt,
  };
}
