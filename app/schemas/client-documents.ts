/**
 * A private project's documents and its client's questions (docs/product/client-documents.md):
 * the limits and rules the admin forms, their actions, the client's form and `/api` share.
 */
import { z } from "zod";
import { TEXT_LIMITS } from "~/utils/limits";
import { requiredParagraph, requiredText, text } from "./common";

/** Largest accepted document, checked while it streams in. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_DOCUMENT_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);
/** A question's and an answer's longest text (the textarea's maxLength too). */
export const MAX_QUESTION_CHARS = 2000;

export const DOCUMENT_MESSAGES = {
  missing: "Choose a PDF file to add.",
  notPdf: "Only PDF files are accepted. This file is not a PDF.",
  encrypted:
    "This PDF is locked with a password. Save an unlocked copy (print it to PDF) and add that.",
  broken: "This PDF cannot be read: it is damaged or incomplete. Save it again and add it.",
  tooLarge: `The file is larger than ${MAX_DOCUMENT_MB} MB. Add a smaller PDF.`,
} as const;

export const DocumentFieldsSchema = z.object({
  title: requiredText(TEXT_LIMITS.title, "Title"),
  "ta.title": text(TEXT_LIMITS.title, "Tamil title"),
});

export const AnswerSchema = z.object({
  answer: requiredParagraph(MAX_QUESTION_CHARS, "Answer"),
});
