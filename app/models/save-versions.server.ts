/**
 * Saves that never overwrite one they did not see (docs/product/admin-forms.md#two-people-editing):
 * a save may name the version of the record it was based on, and inside the
 * save's transaction a record saved since then refuses it. Checking and
 * writing in one SQLite transaction makes two concurrent saves from one
 * version give one save and one refusal.
 */
import { eq } from "drizzle-orm";
import type { getDb } from "~/db/db.server";
import type { projects } from "~/db/schema";
import { versionOf } from "~/content/edit-versions";
import type { ContentKind } from "~/kinds/registry";
import { CONTENT_TABLES } from "~/kinds/tables.server";

/** A save based on an older version of the record; `savedAt` is the record's version now. */
export class EditConflict extends Error {
  constructor(readonly savedAt: string) {
    super(`the record was saved at ${savedAt}`);
    this.name = "EditConflict";
  }
}

/**
 * Inside the save's transaction (`tx`): throws EditConflict unless `basedOn`
 * (the versions the save names; none for clients that name none, which save
 * as they always did) holds the record's stored version, and returns the new
 * `updatedAt`, later than the stored one even for two saves within a
 * millisecond, so each save is a new version. An unknown id checks nothing.
 */
export function nextVersion(
  tx: Pick<ReturnType<typeof getDb>, "select">,
  kind: ContentKind,
  id: string,
  basedOn: string[] | undefined,
  now: Date = new Date(),
): string {
  // Every kind's table has these columns; Drizzle cannot type a query over a union of tables.
  const table = CONTENT_TABLES[kind] as typeof projects;
  const stored = tx
    .select({ updatedAt: table.updatedAt, createdAt: table.createdAt })
    .from(table)
    .where(eq(table.id, id))
    .get();
  if (!stored) return now.toISOString();
  const current = versionOf(stored);
  if (basedOn && !basedOn.includes(current)) throw new EditConflict(current);
  const after = Date.parse(current) + 1;
  return new Date(
    Number.isNaN(after) ? now.getTime() : Math.max(now.getTime(), after),
  ).toISOString();
}

/** What a save says about what it was based on. */
export type SaveBasis = {
  /** The versions of the record the save was based on (If-Match or the form's field). */
  basedOn?: string[];
  /**
   * The saved photos the form showed (its `photos[i]` names): with a version,
   * a save removes only photos among these, never one added since it was opened.
   */
  known?: string[];
};

/** The photos a save removes: those it does not keep, among those it knew of. */
export function removedPhotos(notKept: string[], basis: SaveBasis): string[] {
  const known = basis.basedOn && basis.known ? new Set(basis.known) : null;
  return known ? notKept.filter((name) => known.has(name)) : notKept;
}
