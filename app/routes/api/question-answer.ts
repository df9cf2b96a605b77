import {
  adminApiAction,
  apiError,
  apiJson,
  methodNotAllowed,
  requireWellFormedId,
} from "~/http/api.server";
import { QUESTION_NOT_FOUND, questionJson } from "~/http/client-documents-api.server";
import { getClientQuestion } from "~/models/client-question.server";
import { saveAnswer } from "~/services/client-questions.server";
import type { Route } from "./+types/question-answer";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** The owner's answer, JSON `{"answer"}` (docs/product/client-documents.md#api). */
export const action = adminApiAction(
  ["POST"],
  async ({ params, request }: Route.ActionArgs, admin) => {
    const id = requireWellFormedId(params.id, QUESTION_NOT_FOUND);
    if (!getClientQuestion(id)) return apiError(QUESTION_NOT_FOUND, 404);
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return apiError("Request body must be JSON: { answer }", 400);
    }
    const answer = (body as { answer?: unknown } | null)?.answer;
    const outcome = saveAnswer(id, answer, admin.email);
    if (!outcome.ok) return apiError(outcome.message, 400);
    return apiJson({ question: questionJson(outcome.question) });
  },
);
