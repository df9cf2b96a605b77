import { data, redirect } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";
import { PageHero } from "~/components/ui/page-hero";
import { readFormBody } from "~/http/form-body.server";
import { requestInfoContext } from "~/http/request-context";
import { languageOfRequest, pathInLanguage } from "~/i18n/language";
import { useMessages } from "~/i18n/use-messages";
import { projectIdOfTrackerSecret } from "~/models/project-tracker.server";
import { receiveClientQuestion } from "~/services/client-questions.server";
import { QuestionForm } from "./+track/questions";
import type { Route } from "./+types/track-questions";

function trackPathOf(secret: string, request: Request) {
  return pathInLanguage(`/track/${secret}`, languageOfRequest(request));
}

function projectOfSecret(secret: string | undefined) {
  const projectId = projectIdOfTrackerSecret(secret ?? "");
  if (!projectId) throw data(null, { status: 404 });
  return projectId;
}

/** The form lives on the client's page: this address only receives it. */
export function loader({ params, request }: Route.LoaderArgs) {
  projectOfSecret(params.secret);
  return redirect(`${trackPathOf(params.secret, request)}#questions`);
}

/**
 * A client's question (docs/product/client-documents.md#questions), a whole-page post that needs
 * no script: kept and e-mailed to the owner, then back to the page at the question. A refused one
 * (empty, too long, too many) shows the form again with the message and what was typed.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const projectId = projectOfSecret(params.secret);
  const language = languageOfRequest(request);
  const form = await readFormBody(request);
  const intake = receiveClientQuestion({
    projectId,
    form,
    clientIp: context.get(requestInfoContext).clientIp,
    language,
  });
  const trackPath = trackPathOf(params.secret, request);
  if (intake.ok) return redirect(`${trackPath}#question-${intake.question.id}`, 303);
  const updateId = form?.get("updateId");
  return data(
    {
      trackPath,
      message: intake.message,
      value: intake.value,
      updateId: typeof updateId === "string" && updateId ? updateId : undefined,
    },
    {
      status: intake.status,
      headers: intake.retryAfterSeconds ? { "Retry-After": String(intake.retryAfterSeconds) } : {},
    },
  );
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export default function AskAgain({ actionData }: Route.ComponentProps) {
  const t = useMessages().clientDocuments;
  if (!actionData) return <NotFoundContent />;
  return (
    <>
      <title>{t.questionsHeading}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHero eyebrow={t.questionsHeading} title={t.askLabel} intro={t.questionsIntro} />
      <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <QuestionForm
          trackPath={actionData.trackPath}
          updateId={actionData.updateId}
          defaultValue={actionData.value}
          error={actionData.message}
        />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <NotFoundContent />;
}
