/**
 * A private project's documents (docs/product/client-documents.md): PDFs kept in their own folder
 * beside the database, never under UPLOADS_DIR, so nothing serves them but the client's page
 * (docs/decisions/088-client-documents-and-questions.md).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { projectDocuments } from "~/db/schema";
import { documentsDirOf } from "~/utils/documents-dir";
import { getEnv } from "~/utils/env.server";
import { createFileEvents } from "~/utils/file-events";
import { newId } from "~/utils/ids.server";

export type ProjectDocument = typeof projectDocuments.$inferSelect;

function documentsDir() {
  return documentsDirOf(getEnv().DATABASE_PATH);
}

const documentFileEvents = createFileEvents();

/** Hears of document files as they are written or deleted (the off-site copy). */
export const onDocumentFiles = documentFileEvents.on;

/** A stored name is ours: 32 hex characters and .pdf; nothing else is ever joined to the folder. */
export function isStoredDocumentName(name: string) {
  return /^[0-9a-f]{32}\.pdf$/.test(name);
}

export function documentPath(storedName: string) {
  if (!isStoredDocumentName(storedName)) throw new Error("not a stored document name");
  return path.join(documentsDir(), storedName);
}

export function listProjectDocuments(projectId: string): ProjectDocument[] {
  return getDb()
    .select()
    .from(projectDocuments)
    .where(eq(projectDocuments.projectId, projectId))
    .orderBy(desc(projectDocuments.createdAt), desc(projectDocuments.id))
    .all();
}

export function getProjectDocument(id: string): ProjectDocument | null {
  return getDb().select().from(projectDocuments).where(eq(projectDocuments.id, id)).get() ?? null;
}

/** The document only when it belongs to this project (a client's link opens its own only). */
export function documentOfProject(projectId: string, id: string): ProjectDocument | null {
  return (
    getDb()
      .select()
      .from(projectDocuments)
      .where(and(eq(projectDocuments.id, id), eq(projectDocuments.projectId, projectId)))
      .get() ?? null
  );
}

/** Writes the checked PDF under a random name, then its row; the file goes if the row fails. */
export async function addProjectDocument(input: {
  projectId: string;
  title: string;
  titleTa: string;
  fileName: string;
  bytes: Uint8Array;
}): Promise<ProjectDocument> {
  const storedName = `${randomBytes(16).toString("hex")}.pdf`;
  await fs.mkdir(documentsDir(), { recursive: true, mode: 0o750 });
  const file = documentPath(storedName);
  await fs.writeFile(file, input.bytes, { mode: 0o640 });
  let document: ProjectDocument;
  try {
    document = getDb()
      .insert(projectDocuments)
      .values({
        id: newId(),
        projectId: input.projectId,
        title: input.title,
        titleTa: input.titleTa,
        storedName,
        fileName: input.fileName,
        size: input.bytes.byteLength,
      })
      .returning()
      .get();
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
  documentFileEvents.announce("stored", [storedName]);
  return document;
}

export async function deleteProjectDocument(document: ProjectDocument): Promise<void> {
  getDb().delete(projectDocuments).where(eq(projectDocuments.id, document.id)).run();
  documentFileEvents.announce("deleted", [document.storedName]);
  await fs.rm(documentPath(document.storedName), { force: true });
}

/** Every document's stored name (what a restore of the off-site copy must bring back). */
export function allStoredDocumentNames(): string[] {
  return getDb()
    .select({ storedName: projectDocuments.storedName })
    .from(projectDocuments)
    .all()
    .map((row) => row.storedName);
}

/** The stored names of a project's documents, read before its purge cascades their rows away. */
export function storedDocumentNames(projectId: string): string[] {
  return listProjectDocuments(projectId).map((document) => document.storedName);
}

export async function removeDocumentFiles(storedNames: string[]): Promise<void> {
  documentFileEvents.announce("deleted", storedNames.filter(isStoredDocumentName));
  await Promise.all(storedNames.map((name) => fs.rm(documentPath(name), { force: true })));
}
