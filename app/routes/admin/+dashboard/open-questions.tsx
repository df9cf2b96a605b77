import { Link } from "react-router";

type OpenQuestion = { id: string; projectId: string; projectTitle: string; question: string };

/** Clients' questions waiting for an answer, each a link to where it is answered. */
export function OpenQuestions({ questions }: { questions: OpenQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <section
      aria-labelledby="open-questions"
      className="rounded-2xl bg-white shadow-sm ring-1 ring-orange-300"
    >
      <h2
        id="open-questions"
        className="border-b border-slate-200 px-5 py-4 text-lg font-bold text-slate-900 sm:px-6"
      >
        Clients&apos; questions to answer ({questions.length})
      </h2>
      <ul className="divide-y divide-slate-200">
        {questions.map((question) => (
          <li key={question.id}>
            <Link
              to={`/edit-project/${question.projectId}/questions#question-${question.id}`}
              className="block px-5 py-4 hover:bg-slate-50 sm:px-6"
            >
              <span className="block text-sm text-slate-600">{question.projectTitle}</span>
              <span className="line-clamp-2 block font-semibold break-words text-slate-900">
                {question.question}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
