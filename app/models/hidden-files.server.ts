/**
 * Stored files visitors may no longer fetch (docs/decisions/044-history-and-trash.md): the
 * photos of items in the trash, photos kept only because an earlier version names them, and the
 * share cards of every item whose page visitors cannot open
 * (docs/decisions/072-share-cards-follow-their-page.md). Deleting used to remove such files at
 * once, so /uploads answered 404; kept for a restore, they must answer the same. Worked out once
 * per content change, and again when a scheduled item goes live.
 */
import { eq, gt, isNotNull, isNull, or, sql, type AnyColumn } from "drizzle-orm";
import { alias, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { contentVersion, getDb } from "~/db/db.server";
import { images, type projects } from "~/db/schema";
import { CONTENT_KINDS, KINDS } from "~/kinds/registry";
import { CONTENT_TABLES } from "~/kinds/tables.server";
import { storedFileNames } from "~/media/image-variants";
import { nextScheduledPublishAt } from "./publish-schedule.server";
import { allRevisionFileNames } from "./revisions.server";
import { siteContentFileNames } from "./site-content.server";

let cached: { version: number; until: number; names: Set<string> } | null = null;

/**
 * The share cards, in both languages, of every item of every kind whose page visitors cannot
 * open: in the trash, a draft, scheduled for later, or a private project (`isPublic` in
 * app/content/publish-state.ts says the same of one item). A card shows the item's title and its
 * name follows from the item's id and title, so it is hidden as the page is.
 */
function shareCardsOfHiddenPages(now: string): string[] {
  return CONTENT_KINDS.flatMap((kind) => {
    const table = CONTENT_TABLES[kind];
    return getDb()
      .select({ en: table.shareImage, ta: table.shareImageTa })
      .from(table)
      .where(
        or(
          isNotNull(table.deletedAt),
          isNull(table.publishedAt),
          gt(table.publishedAt, now),
          "visibility" in table ? eq(table.visibility, "private") : undefined,
        ),
      )
      .all()
      .flatMap((row) => [row.en, row.ta].filter((name): name is string => Boolean(name)));
  });
}

/**
 * Every photo of every kind's items, and whether it is in the trash: its item is, or the parent
 * that item belongs to (a trashed project's progress updates).
 */
function photosAndTrashState() {
  return CONTENT_KINDS.flatMap((kind) => {
    // Drizzle cannot type a query over a union of tables; every kind's has these columns.
    const table = CONTENT_TABLES[kind] as SQLiteTable as typeof projects;
    const { parent } = KINDS[kind];
    const parentTable = parent
      ? alias(CONTENT_TABLES[parent.kind] as SQLiteTable as typeof projects, "parent")
      : null;
    const ownerIsTrashed = parentTable
      ? sql<number>`coalesce(${table.deletedAt}, ${parentTable.deletedAt}) is not null`
      : sql<number>`${table.deletedAt} is not null`;
    const query = getDb()
      .select({ fileName: images.fileName, trashed: ownerIsTrashed })
      .from(images)
      .leftJoin(table, eq(table.id, images.ownerId));
    const rows =
      parent && parentTable
        ? query.leftJoin(
            parentTable,
            eq(parentTable.id, (table as unknown as Record<string, AnyColumn>)[parent.field]),
          )
        : query;
    return rows.where(eq(images.ownerKind, kind)).all();
  });
}

function compute(now: Date): Set<string> {
  const photos = photosAndTrashState();
  const trashed = photos.filter((photo) => photo.trashed).map((photo) => photo.fileName);
  const live = new Set(photos.filter((photo) => !photo.trashed).map((photo) => photo.fileName));
  // The photos the pages' own content shows (a version names them too).
  for (const name of siteContentFileNames()) live.add(name);
  const hidden = [
    ...trashed,
    ...shareCardsOfHiddenPages(now.toISOString()),
    ...allRevisionFileNames(),
  ].filter((name) => !live.has(name));
  return new Set(hidden.flatMap((name) => storedFileNames(name)));
}

/** Whether a file of the uploads folder (an original or one of its variants) is hidden. */
export function isHiddenUpload(fileName: string): boolean {
  const version = contentVersion();
  const now = new Date();
  if (!cached || cached.version !== version || now.getTime() >= cached.until) {
    // A scheduled item's card shows from its time on, with no save to mark the change.
    const until = nextScheduledPublishAt(now)?.getTime() ?? Number.POSITIVE_INFINITY;
    cached = { version, until, names: compute(now) };
  }
  return cached.names.has(fileName);
}
