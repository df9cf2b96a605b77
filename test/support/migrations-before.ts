/**
 * The migrations folder as it was before a migration: every migration of `drizzle/` up to (not
 * including) `tag`, copied with its journal into `intoDir`, so a test can make a database of
 * the older shape, fill it, then run the real migrations over it.
 */
import fs from "node:fs";
import path from "node:path";

const MIGRATIONS = path.resolve("drizzle");

export function migrationsBefore(tag: string, intoDir: string): string {
  const folder = path.join(intoDir, "migrations-before");
  fs.mkdirSync(path.join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8"));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  if (index <= 0) throw new Error(`no migration ${tag} with others before it in drizzle/`);
  journal.entries = journal.entries.slice(0, index);
  fs.writeFileSync(path.join(folder, "meta/_journal.json"), JSON.stringify(journal));
  for (const entry of journal.entries) {
    fs.copyFileSync(
      path.join(MIGRATIONS, `${entry.tag}.sql`),
      path.join(folder, `${entry.tag}.sql`),
    );
  }
  return folder;
}
