/**
 * A private project's client's questions, asked on their page under an update or at its end, and
 * the owner's answers (docs/product/client-documents.md#questions).
 */
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { clientQuestions, progressUpdates, projects } from "~/db/schema";
import { newId } from "~/utils/ids.server";

export type ClientQuestion = typeof clientQuestions.$inferSelect;

export function askClientQuestion(input: {
  projectId: string;
  updateId: string | null;
  question: string;
}): ClientQuestion {
  // An update id that is not this project's is a question at the page's end.
  const updateId =
    input.updateId &&
    getDb()
      .select({ id: progressUpdates.id })
      .from(progressUpdates)
      .where(
        and(eq(progressUpdates.id, input.updateId), eq(progressUpdates.projectId, input.projectId)),
      )
      .get()
      ? input.updateId
      : null;
  return getDb()
    .insert(clientQuestions)
    .values({ id: newId(), projectId: input.projectId, updateId, question: input.question })
    .returning()
    .get();
}

/** A project's questions, oldest first: they read as a conversation. */
export function listClientQuestions(projectId: string): ClientQuestion[] {
  return getDb()
    .select()
    .from(clientQuestions)
    .where(eq(clientQuestions.projectId, projectId))
    .orderBy(asc(clientQuestions.createdAt), asc(clientQuestions.id))
    .all();
}

export function getClientQuestion(id: string): ClientQuestion | null {
  return getDb().select().from(clientQuestions).where(eq(clientQuestions.id, id)).get() ?? null;
}

/** Questions not yet answered, newest first, with their project's title (not in the trash). */
export function openClientQuestions() {
  return getDb()
    .select({
      id: clientQuestions.id,
      projectId: clientQuestions.projectId,
      projectTitle: projects.title,
      question: clientQuestions.question,
      createdAt: clientQuestions.createdAt,
    })
    .from(clientQuestions)
    .innerJoin(projects, eq(projects.id, clientQuestions.projectId))
    .where(and(isNull(clientQuestions.answer), isNull(projects.deletedAt)))
    .orderBy(desc(clientQuestions.createdAt))
    .all();
}

/** Saves (or corrects) the answer; the answered question, null for an unknown id. */
export function answerClientQuestion(
  id: string,
  answer: string,
  answeredBy: string,
  now: Date = new Date(),
): ClientQuestion | null {
  return (
    getDb()
      .update(clientQuestions)
      .set({ answer, answeredBy, answeredAt: now.toISOString() })
      .where(eq(clientQuestions.id, id))
      .returning()
      .get() ?? null
  );
}
