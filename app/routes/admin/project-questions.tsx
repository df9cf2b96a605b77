import { data } from "react-router";
import { adminErrorBoundary, AdminPageHeader } from "~/components/admin/page";
import { Button, ButtonLink } from "~/components/ui/button";
import { adminContext } from "~/http/auth.server";
import { redirectWithFlash } from "~/http/flash.server";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { getClientQuestion, listClientQuestions } from "~/models/client-question.server";
import { getProject } from "~/models/project.server";
import { saveAnswer } from "~/services/client-questions.server";
import { editPath, KINDS } from "~/kinds/registry";
import { MAX_QUESTION_CHARS } from "~/schemas/client-documents";
import type { Route } from "./+types/project-questions";

function projectOf(id: string) {
  const project = getProject(id);
  if (!project) throw data(null, { status: 404 });
  return project;
}

/** The client's questions of a project, unanswered first (docs/product/client-documents.md#questions). */
export function loader({ params }: Route.LoaderArgs) {
  const project = projectOf(params.id);
  const questions = listClientQuestions(project.id);
  return {
    title: project.title,
    editorPath: editPath("project", project.id),
    questions: [
      ...questions.filter((question) => !question.answer),
      ...questions.filter((question) => question.answer),
    ].map((question) => ({
      id: question.id,
      question: question.question,
      answer: question.answer,
      answeredAt: question.answeredAt,
      createdAt: question.createdAt,
    })),
  };
}

/** Saves one answer (a whole-page post, no script needed); the client is e-mailed the first one. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const project = projectOf(params.id);
  const form = await readFormBody(request);
  const id = String(form?.get("questionId") ?? "");
  const question = getClientQuestion(id);
  if (!form || !question || question.projectId !== project.id) {
    throw data(UNREADABLE_FORM_MESSAGE, { status: 400 });
  }
  const outcome = saveAnswer(id, form.get("answer") ?? "", context.get(adminContext).email);
  if (!outcome.ok) {
    return data(
      { questionId: id, message: outcome.message, value: outcome.value },
      { status: 400 },
    );
  }
  return redirectWithFlash(`${editPath("project", project.id)}/questions`, {
    message: "Your answer is on the client's page.",
  });
}

export default function ProjectQuestions({ loaderData, actionData }: Route.ComponentProps) {
  const { title, editorPath, questions } = loaderData;
  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="Client questions"
        description={`What the client of ${title} asked on their page. Your answer shows there and is e-mailed to them.`}
        actions={
          <ButtonLink to={editorPath} variant="secondary">
            Back to the project
          </ButtonLink>
        }
      />
      {questions.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-slate-600 ring-1 ring-slate-200">
          No questions yet.
        </p>
      ) : (
        <ul className="space-y-4">
          {questions.map((question) => {
            const failed = actionData?.questionId === question.id ? actionData : null;
            const fieldId = `answer-${question.id}`;
            return (
              <li
                key={question.id}
                id={`question-${question.id}`}
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
              >
                <p className="text-sm text-slate-600">
                  Asked {question.createdAt.slice(0, 16).replace("T", " ")} (UTC)
                  {question.answer ? " · answered" : " · waiting for your answer"}
                </p>
                <p className="mt-1 break-words whitespace-pre-line text-slate-900">
                  {question.question}
                </p>
                <form method="post" className="mt-4">
                  <input type="hidden" name="questionId" value={question.id} />
                  <label htmlFor={fieldId} className="block font-semibold text-slate-800">
                    {question.answer ? "Your answer (you can correct it)" : "Your answer"}
                  </label>
                  <textarea
                    id={fieldId}
                    name="answer"
                    required
                    rows={4}
                    maxLength={MAX_QUESTION_CHARS}
                    defaultValue={failed ? failed.value : (question.answer ?? "")}
                    aria-invalid={failed ? true : undefined}
                    className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-orange-600 focus:ring-orange-600"
                  />
                  {failed ? (
                    <p role="alert" className="mt-1 font-semibold text-red-700">
                      {failed.message}
                    </p>
                  ) : null}
                  <Button type="submit" className="mt-2">
                    {question.answer ? "Save answer" : "Send answer"}
                  </Button>
                </form>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "The questions could not be loaded. Please try again.",
  back: { to: KINDS.project.paths.list, label: KINDS.project.list.backLabel },
});
