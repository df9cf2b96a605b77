/**
 * Slugs of projects, posts and gallery albums, and the history that keeps
 * every earlier one answering (docs/decisions/017-readable-urls.md).
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import { getDb, type Tx } from "~/db/db.server";
import { slugHistory } from "~/db/schema";
import { CONTENT_KINDS, KINDS, type ContentKind } from "~/kinds/registry";
import { CONTENT_TABLES } from "~/kinds/tables.server";
import { slugFromText } from "~/text/slug";

export type SluggedKind = ContentKind;

/** An item found by a URL segment; current is false for an earlier slug or the id. */
export type SlugLookup<T> = { item: T; current: boolean } | null;
type Db = ReturnType<typeof getDb> | Tx;

function isTaken(db: Db, kind: SluggedKind, slug: string, itemId: string | null): boolean {
  const table = CONTENT_TABLES[kind];
  const current = db
    .select({ id: table.id })
    .from(table)
    .where(itemId ? and(eq(table.slug, slug), ne(table.id, itemId)) : eq(table.slug, slug))
    .get();
  if (current) return true;
  const earlier = db
    .select({ itemId: slugHistory.itemId })
    .from(slugHistory)
    .where(and(eq(slugHistory.kind, kind), eq(slugHistory.slug, slug)))
    .get();
  // An item may take back one of its own earlier slugs; another item's old links stay its own.
  return Boolean(earlier && earlier.itemId !== itemId);
}

/**
 * A slug from the first of the texts that gives one (what the owner typed,
 * then the title) that no other item of the kind uses now or used before:
 * "villa", "villa-2", …
 */
export function availableSlug(
  db: Db,
  kind: SluggedKind,
  texts: (string | undefined)[],
  itemId: string | null,
) {
  const base =
    texts.map((text) => slugFromText(text ?? "")).find(Boolean) ?? KINDS[kind].nouns.slugFallback;
  if (!isTaken(db, kind, base, itemId)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTaken(db, kind, candidate, itemId)) return candidate;
  }
}

/** Stores an item's new slug; the one it replaces keeps answering with a redirect. */
export function changeSlug(
  tx: Tx,
  kind: SluggedKind,
  itemId: string,
  previous: string | null,
  next: string,
) {
  const table = CONTENT_TABLES[kind];
  tx.update(table).set({ slug: next }).where(eq(table.id, itemId)).run();
  // Taking back an earlier slug makes it current again, not a redirect to itself.
  tx.delete(slugHistory)
    .where(and(eq(slugHistory.kind, kind), eq(slugHistory.slug, next)))
    .run();
  if (previous && previous !== next) {
    tx.insert(slugHistory)
      .values({ kind, slug: previous, itemId })
      .onConflictDoUpdate({ target: [slugHistory.kind, slugHistory.slug], set: { itemId } })
      .run();
  }
}

/** The item an earlier slug belonged to, if any. */
export function itemIdForEarlierSlug(kind: SluggedKind, slug: string): string | null {
  const row = getDb()
    .select({ itemId: slugHistory.itemId })
    .from(slugHistory)
    .where(and(eq(slugHistory.kind, kind), eq(slugHistory.slug, slug)))
    .get();
  return row?.itemId ?? null;
}

export function forgetSlugs(itemId: string) {
  getDb().delete(slugHistory).where(eq(slugHistory.itemId, itemId)).run();
}

/**
 * Start-up back-fill: rows made before slugs existed get one from their
 * title, oldest first so the oldest keeps the plain slug. Idempotent.
 */
export function backfillSlugs(): number {
  let filled = 0;
  const db = getDb();
  for (const kind of CONTENT_KINDS) {
    const table = CONTENT_TABLES[kind];
    const rows = db
      .select({ id: table.id, title: table.title })
      .from(table)
      .where(isNull(table.slug))
      .orderBy(table.createdAt)
      .all();
    for (const row of rows) {
      db.transaction((tx) => {
        changeSlug(tx, kind, row.id, null, availableSlug(tx, kind, [row.title], row.id));
      });
      filled++;
    }
  }
  return filled;
}
