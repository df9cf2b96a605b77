/**
 * Stored files visitors may no longer fetch (docs/decisions/044-history-and-trash.md): the
 * photos of items in the trash, photos kept only because an earlier version names them, and the
 * share cards of every item whose page visitors cannot open
 * (docs/decisions/072-share-cards-follow-their-page.md). Deleting used to remove such files at
 * once, so /uploads answered 404; kept for a restore, they must answer the same. Worked out once
 * per content change, and again when a scheduled item goes live.
 */
import { eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import { contentVersion, getDb } from "~/db/db.server";
import { CONTENT_KINDS } from "~/kinds/registry";
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

function compute(now: Date): Set<string> {
  const photos = getDb().all<{ fileName: string; trashed: number }>(sql`
    select i.file_name as fileName,
      coalesce(p.deleted_at, b.deleted_at, g.deleted_at, u.deleted_at, up.deleted_at) is not null
        as trashed
    from images i
      left join projects p on p.id = i.project_id
      left join blogs b on b.id = i.blog_id
      left join galleries g on g.id = i.gallery_id
      left join progress_updates u on u.id = i.progress_id
      left join projects up on up.id = u.project_id`);
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
