import { apiJson, methodNotAllowed } from "~/http/api.server";
import { privateProjectForToken, questionJson } from "~/http/client-documents-api.server";
import { listClientQuestions } from "~/models/client-question.server";
import type { Route } from "./+types/project-questions";

/** A private project's client questions, oldest first (docs/product/client-documents.md#api). */
export function loader({ params, request }: Route.LoaderArgs) {
  const project = privateProjectForToken(request, params.id);
  const questions = listClientQuestions(project.id);
  return apiJson({ questions: questions.map(questionJson) }, 200, {
    "Cache-Control": "no-store",
    "X-Total-Count": String(questions.length),
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
