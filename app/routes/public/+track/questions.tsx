import { useMessages } from "~/i18n/use-messages";
import { MAX_QUESTION_CHARS } from "~/schemas/client-documents";
import type { ClientExtras } from "./client-extras.server";

type Question = ClientExtras["questions"][number];

/**
 * The client's questions and the owner's answers, as plain text: React escapes them and nothing
 * renders Markdown or makes links (docs/product/client-documents.md#questions).
 */
function QuestionList({ questions }: { questions: Question[] }) {
  const t = useMessages().clientDocuments;
  if (questions.length === 0) return null;
  return (
    <ul className="mt-4 space-y-3">
      {questions.map((question) => (
        <li
          key={question.id}
          id={`question-${question.id}`}
          data-client-question=""
          className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
        >
          <p className="text-sm font-semibold text-slate-600">{t.youAsked}</p>
          <p className="mt-1 break-words whitespace-pre-line text-slate-900">{question.question}</p>
          {question.answer ? (
            <div className="mt-3 border-l-4 border-orange-500 pl-3" data-client-answer="">
              <p className="text-sm font-semibold text-orange-900">{t.ourAnswer}</p>
              <p className="mt-1 break-words whitespace-pre-line text-slate-900">
                {question.answer}
              </p>
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{t.waiting}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The question form: a whole-page post to `<client page>/questions`, so it works without a
 * script; `updateId` ties it to a progress update.
 */
export function QuestionForm({
  trackPath,
  updateId,
  defaultValue = "",
  error,
}: {
  trackPath: string;
  updateId?: string;
  defaultValue?: string;
  error?: string;
}) {
  const t = useMessages().clientDocuments;
  const fieldId = `question-text-${updateId ?? "page"}`;
  return (
    <form method="post" action={`${trackPath}/questions`} className="mt-3">
      {updateId ? <input type="hidden" name="updateId" value={updateId} /> : null}
      <label htmlFor={fieldId} className="block font-semibold text-slate-800">
        {t.askLabel}
      </label>
      <textarea
        id={fieldId}
        name="question"
        required
        maxLength={MAX_QUESTION_CHARS}
        rows={3}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-orange-600 focus:ring-orange-600"
      />
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="mt-1 font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-orange-700 px-5 py-2 font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
      >
        {t.askButton}
      </button>
    </form>
  );
}

/** Under one progress update: its questions, and a form that opens without a script. */
export function UpdateQuestions({ extras, updateId }: { extras: ClientExtras; updateId: string }) {
  const t = useMessages().clientDocuments;
  const questions = extras.questions.filter((question) => question.updateId === updateId);
  return (
    <div className="mt-4">
      <QuestionList questions={questions} />
      <details className="mt-3">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-orange-800 underline">
          {t.askAboutUpdate}
        </summary>
        <QuestionForm trackPath={extras.trackPath} updateId={updateId} />
      </details>
    </div>
  );
}

/** At the page's end: the questions not about one update, and the form. */
export function TrackQuestions({ extras }: { extras: ClientExtras }) {
  const t = useMessages().clientDocuments;
  return (
    <section aria-labelledby="tracker-questions-heading" className="mt-12" id="questions">
      <h2
        id="tracker-questions-heading"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        {t.questionsHeading}
      </h2>
      <p className="mt-2 text-slate-700">{t.questionsIntro}</p>
      <QuestionList questions={extras.questions.filter((question) => !question.updateId)} />
      <QuestionForm trackPath={extras.trackPath} />
    </section>
  );
}
