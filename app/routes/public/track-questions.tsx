import { data, redirect } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";
import { PageHero } from "~/components/ui/page-hero";
import { readFormBody } from "~/http/form-body.server";
import { requestInfoContext } from "~/http/request-context";
import { languageOfRequest, pathInLanguage } from "~/i18n/language";
import { messagesFor } from "~/i18n/messages";
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

/**
 * The form on a page of its own: where a refused question is shown again (the loader runs after
 * the action too, so it must not redirect).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  projectOfSecret(params.secret);
  return { trackPath: trackPathOf(params.secret, request) };
}

/**
 * A client's question (docs/product/client-documents.md#questions), a whole-page post that needs
 * no script: kept and e-mailed to the owner, then back to the page at the question. A refused one
 * (empty, too long, too many) shows the form again with the message and what was typed.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  // The body is read first: a form that cannot be read is refused whatever the address.
  const form = await readFormBody(request);
  const language = languageOfRequest(request);
  if (!form) {
    return data(
      { message: messagesFor(language).clientDocuments.unreadable, value: "", updateId: undefined },
      { status: 400 },
    );
  }
  const projectId = projectOfSecret(params.secret);
  const intake = receiveClientQuestion({
    projectId,
    form,
    clientIp: context.get(requestInfoContext).clientIp,
    language,
  });
  if (intake.ok) {
    return redirect(`${trackPathOf(params.secret, request)}#question-${intake.question.id}`, 303);
  }
  const updateId = form?.get("updateId");
  return data(
    {
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

export default function AskAgain({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().clientDocuments;
  return (
    <>
      <title>{t.questionsHeading}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHero eyebrow={t.questionsHeading} title={t.askLabel} intro={t.questionsIntro} />
      <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <QuestionForm
          trackPath={loaderData.trackPath}
          updateId={actionData?.updateId}
          defaultValue={actionData?.value}
          error={actionData?.message}
        />
        <p className="mt-8">
          <a href={loaderData.trackPath} className="font-semibold text-orange-800 underline">
            {t.backToPage}
          </a>
        </p>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <NotFoundContent />;
}
