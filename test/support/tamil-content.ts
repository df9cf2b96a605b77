/**
 * Tamil versions of stored items for tests, written straight to a test server's database (the
 * `ta` column of projects, blogs, galleries and images). The page cache and the Tamil share
 * card follow the next save through the API, as they would after an editor's save.
 */
import Database from "better-sqlite3";

export type TamilTable = "projects" | "blogs" | "galleries" | "images";

export function writeTamilTexts(
  databasePath: string,
  table: TamilTable,
  id: string,
  ta: Record<string, string>,
) {
  const db = new Database(databasePath);
  try {
    db.prepare(`update ${table} set ta = ? where id = ?`).run(JSON.stringify(ta), id);
  } finally {
    db.close();
  }
}
