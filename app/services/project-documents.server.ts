/**
 * Adding a document to a private project (docs/product/client-documents.md): the form's body is
 * read as a stream with a limit (the path's body limit in app/server/request-body.server.ts, the
 * file's here), the file must be a PDF by its bytes and parse whole with pdf-lib, unencrypted; a
 * refused file leaves nothing behind. The client hears of it by e-mail.
 */
import {
  isMultipartRequest,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  parseMultipartRequest,
} from "@remix-run/multipart-parser";
import { PDFDocument } from "pdf-lib";
import {
  DOCUMENT_MESSAGES,
  DocumentFieldsSchema,
  MAX_DOCUMENT_BYTES,
} from "~/schemas/client-documents";
import { addProjectDocument, type ProjectDocument } from "~/models/project-document.server";
import { mailClientAboutDocument } from "./client-notices-mail.server";

/** The text fields beside the file: a few hundred bytes in practice. */
const DOCUMENT_FORM_TEXT_BYTES = 64 * 1024;

type DocumentRefusal = {
  message: string;
  field: "file" | "title" | "ta.title" | "";
  status: 400 | 413;
};
type DocumentOutcome = { ok: true; document: ProjectDocument } | ({ ok: false } & DocumentRefusal);

const refuse = (
  message: string,
  field: DocumentRefusal["field"] = "file",
  status: DocumentRefusal["status"] = 400,
): DocumentOutcome => ({ ok: false, message, field, status });

/**
 * What the bytes are: null for a whole, readable, unlocked PDF, else the message. The header
 * comes first (an HTML or SVG file named .pdf stops there), then a full parse.
 */
async function pdfProblem(bytes: Uint8Array): Promise<string | null> {
  const header = Buffer.from(bytes.subarray(0, 5)).toString("latin1");
  if (header !== "%PDF-") return DOCUMENT_MESSAGES.notPdf;
  // A cut-off file has no end-of-file marker in its last kilobyte.
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString("latin1");
  if (!tail.includes("%%EOF")) return DOCUMENT_MESSAGES.broken;
  try {
    const pdf = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    if (pdf.getPageCount() < 1) return DOCUMENT_MESSAGES.broken;
    return null;
  } catch (error) {
    // pdf-lib's EncryptedPDFError does not survive `instanceof` (its classes are compiled to ES5).
    if (/\bis encrypted\b/.test((error as Error).message)) return DOCUMENT_MESSAGES.encrypted;
    return DOCUMENT_MESSAGES.broken;
  }
}

/** The download's name: the file's own, without folders or control characters, ending .pdf. */
function downloadName(sent: string | undefined, title: string): string {
  const base = (sent ?? "").split(/[\\/]/).pop() ?? "";
  const clean =
    base
      .replace(/\p{Cc}|"/gu, "")
      .trim()
      .slice(0, 150) || title;
  return /\.pdf$/i.test(clean) ? clean : `${clean.replace(/\.[a-z0-9]{1,5}$/i, "")}.pdf`;
}

/** Reads the posted form (multipart `file`, `title`, `ta.title`) and adds the document. */
export async function receiveProjectDocument(
  request: Request,
  projectId: string,
): Promise<DocumentOutcome> {
  if (!isMultipartRequest(request)) return refuse(DOCUMENT_MESSAGES.missing);
  const fields: Record<string, string> = {};
  let file: { bytes: Uint8Array; name: string | undefined } | null = null;
  try {
    for await (const part of parseMultipartRequest(request, {
      maxFileSize: MAX_DOCUMENT_BYTES,
      maxTotalSize: MAX_DOCUMENT_BYTES + DOCUMENT_FORM_TEXT_BYTES,
    })) {
      if (!part.name) continue;
      if (part.isFile) {
        // A file input left empty sends an empty part without a name.
        if (part.name === "file" && (part.size > 0 || part.filename)) {
          file = { bytes: part.bytes, name: part.filename };
        }
        continue;
      }
      if (part.name === "title" || part.name === "ta.title") fields[part.name] = part.text;
    }
  } catch (error) {
    if (request.signal.aborted) throw error;
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      return refuse(DOCUMENT_MESSAGES.tooLarge, "file", 413);
    }
    return refuse("The form data could not be read.", "");
  }
  const parsed = DocumentFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(issue.message, issue.path[0] === "ta.title" ? "ta.title" : "title");
  }
  if (!file || file.bytes.byteLength === 0) return refuse(DOCUMENT_MESSAGES.missing);
  const problem = await pdfProblem(file.bytes);
  if (problem) return refuse(problem);
  const document = await addProjectDocument({
    projectId,
    title: parsed.data.title,
    titleTa: parsed.data["ta.title"],
    fileName: downloadName(file.name, parsed.data.title),
    bytes: file.bytes,
  });
  mailClientAboutDocument(document);
  return { ok: true, document };
}
