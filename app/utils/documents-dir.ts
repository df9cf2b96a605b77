import path from "node:path";

/**
 * The folder of private projects' documents: `documents` beside the database file, never under
 * UPLOADS_DIR (docs/decisions/088-client-documents-and-questions.md). The backup and restore
 * scripts find it the same way.
 */
export function documentsDirOf(databasePath: string) {
  return path.join(path.dirname(databasePath), "documents");
}
