/**
 * Stored files visitors may no longer fetch (docs/decisions/044-history-and-trash.md): the
 * photos and share cards of items in the trash, and photos kept only because an earlier
 * version names them. Deleting used to remove such files at once, so /uploads answered 404;
 * kept for a restore, they must answer the same. Worked out once per content change.
 */
import { isNotNull, sql } from "drizzle-orm";
import { contentVersion } from "~/db/content-changes.server";
import { getDb } from "~/db/db.server";
import { blogs, galleries, projects } from "~/db/schema";
import { storedFileNames } from "~/media/image-variants";
import { allRevisionFileNames } from "./revisions.server";
import { siteContentFileNames } from "./site-content.server";

let cached: { version: number; names: Set<string> } | null = null;

/** The kinds whose items go to the trash with their share cards: every one is hidden alike. */
const SHARE_CARD_TABLES = [projects, blogs, galleries] as const;

/** The share cards, in both languages, of every item in the trash. */
function trashedShareCards(): string[] {
  return SHARE_CARD_TABLES.flatMap((table) =>
    getDb()
      .select({ en: table.shareImage, ta: table.shareImageTa })
      .from(table)
      .where(isNotNull(table.deletedAt))
      .all()
      .flatMap((row) => [row.en, row.ta].filter((name): name is string => Boolean(name))),
  );
}

function compute(): Set<string> {
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
  const hidden = [...trashed, ...trashedShareCards(), ...allRevisionFileNames()].filter(
    (name) => !live.has(name),
  );
  return new Set(hidden.flatMap((name) => storedFileNames(name)));
}

/** Whether a file of the uploads folder (an original or one of its variants) is hidden. */
export function isHiddenUpload(fileName: string): boolean {
  const version = contentVersion();
  if (!cached || cached.version !== version) cached = { version, names: compute() };
  return cached.names.has(fileName);
}
