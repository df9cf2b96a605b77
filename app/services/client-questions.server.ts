/**
 * A client's question from their page, and the owner's answer (docs/product/client-documents.md#questions):
 * the question is counted against its address like the contact form, kept, and e-mailed to the
 * owner; the answer is kept and e-mailed to the client.
 */
import { messagesFor } from "~/i18n/messages";
import type { Language } from "~/i18n/language";
import {
  answerClientQuestion,
  askClientQuestion,
  type ClientQuestion,
} from "~/models/client-question.server";
import { AnswerSchema, MAX_QUESTION_CHARS } from "~/schemas/client-documents";
import { addressKey, RateLimiter } from "~/utils/rate-limit.server";
import { mailClientAboutAnswer, mailOwnerAboutQuestion } from "./client-notices-mail.server";

/** As many questions per address as the contact form takes messages (5 in 10 minutes). */
const questionLimiter = new RateLimiter({
  limit: 5,
  windowMs: 10 * 60_000,
  blockMs: 10 * 60_000,
});

type QuestionIntake =
  | { ok: true; question: ClientQuestion }
  | { ok: false; status: 400 | 429; message: string; value: string; retryAfterSeconds?: number };

/** Line breaks as LF, as a textarea's are counted by its maxLength. */
function plainQuestion(value: FormDataEntryValue | null) {
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
}

export function receiveClientQuestion(input: {
  projectId: string;
  form: FormData | null;
  clientIp: string;
  language: Language;
}): QuestionIntake {
  const t = messagesFor(input.language).clientDocuments;
  if (!input.form) return { ok: false, status: 400, message: t.unreadable, value: "" };
  const value = plainQuestion(input.form.get("question"));
  const updateId = input.form.get("updateId");
  const key = addressKey(input.clientIp);
  const limit = questionLimiter.check(key);
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    return { ok: false, status: 429, message: t.rateLimited, value, retryAfterSeconds };
  }
  if (!value) return { ok: false, status: 400, message: t.empty, value };
  if (value.length > MAX_QUESTION_CHARS) {
    return { ok: false, status: 400, message: t.tooLong(MAX_QUESTION_CHARS), value };
  }
  questionLimiter.hit(key);
  const question = askClientQuestion({
    projectId: input.projectId,
    updateId: typeof updateId === "string" && updateId ? updateId.slice(0, 64) : null,
    question: value,
  });
  mailOwnerAboutQuestion(question);
  return { ok: true, question };
}

type AnswerOutcome =
  { ok: true; question: ClientQuestion } | { ok: false; message: string; value: string };

/** The owner's answer (admin form or API): checked, kept, and mailed to the client once. */
export function saveAnswer(id: string, answer: unknown, answeredBy: string): AnswerOutcome {
  const parsed = AnswerSchema.safeParse({ answer });
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues[0].message,
      value: typeof answer === "string" ? answer : "",
    };
  }
  const question = answerClientQuestion(id, parsed.data.answer, answeredBy);
  if (!question) return { ok: false, message: "Question not found", value: parsed.data.answer };
  mailClientAboutAnswer(question);
  return { ok: true, question };
}
