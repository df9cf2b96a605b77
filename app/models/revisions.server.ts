/**
 * The history of versions (docs/decisions/044-history-and-trash.md,
 * docs/product/admin-forms.md#history): every save of an item keeps a row with the version it
 * wrote, so the newest row is the current version and each older one can be made current again.
 * Generic over what is saved: a row names its entity by type and id and holds its data as JSON; the
 * content kinds (projects, posts, galleries) take their snapshot with contentSnapshot. Photo files
 * named by any row stay on disk until the last such row is pruned.
 */
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Tx } from "~/db/db.server";
import { images, revisions, type ImageTamil, type projects } from "~/db/schema";
import fs from "node:fs/promises";
import path from "node:path";
import { deleteStoredFiles, uploadsDir } from "~/media/upload-folder.server";
import { versionOf } from "~/content/edit-versions";
import { withLfLineBreaks } from "~/text/text";
import { newId } from "~/utils/ids.server";
import type { ContentKind } from "~/kinds/registry";
import { CONTENT_TABLES } from "~/kinds/tables.server";

type Db = ReturnType<typeof getDb> | Tx;

/** One photo as a version names it: enough to bring its row back while its file is on disk. */
export type RevisionPhoto = {
  fileName: string;
  role: (typeof images.$inferSelect)["role"];
  position: number;
  width: number;
  height: number;
  alt: string;
  caption: string;
  /** The Tamil alt text and caption (absent in versions kept before Tamil texts). */
  ta?: ImageTamil | null;
};

/**
 * What a version holds: its fields (text, publish time, slug) and its photos in order; for a
 * version a Restore made, when the version it brought back was saved.
 */
export type RevisionData = {
  fields: Record<string, unknown>;
  photos?: RevisionPhoto[];
  restoredFrom?: string;
};

export type Revision = {
  id: string;
  entityType: string;
  entityId: string;
  data: RevisionData;
  savedBy: string;
  savedAt: string;
};

/** Kept whatever their age: the newest versions of each item. */
export const REVISIONS_KEPT_PER_ITEM = 30;
/** Kept whatever their number: versions younger than this. */
export const REVISIONS_KEPT_DAYS = 90;

const DAY_MS = 24 * 3600_000;
/** Columns that are not part of a version: identity, derived files, trash state, times, visibility. */
const NOT_VERSIONED = new Set([
  "id",
  "createdAt",
  "updatedAt",
  "shareImage",
  "shareImageTa",
  "deletedAt",
  "deletedBy",
  // Who may see a project is not rolled back by a restore
  // (docs/decisions/068-private-projects-and-tracker.md).
  "visibility",
]);

function toRevision(row: typeof revisions.$inferSelect): Revision {
  return { ...row, data: JSON.parse(row.data) as RevisionData };
}

/** Adds a version of an entity (inside the save's transaction). */
export function keepRevision(
  tx: Db,
  version: {
    entityType: string;
    entityId: string;
    data: RevisionData;
    savedBy?: string;
    savedAt: string;
  },
) {
  tx.insert(revisions)
    .values({ id: newId(), ...version, data: JSON.stringify(version.data) })
    .run();
}

/** The item's row and photos as a version, read inside the write; null for an unknown id. */
function contentSnapshot(
  tx: Db,
  kind: ContentKind,
  id: string,
): { data: RevisionData; version: string } | null {
  const table = CONTENT_TABLES[kind];
  const row = tx
    .select()
    .from(table as typeof projects)
    .where(eq(table.id, id))
    .get() as Record<string, unknown> | undefined;
  if (!row) return null;
  const fields = Object.fromEntries(Object.entries(row).filter(([key]) => !NOT_VERSIONED.has(key)));
  const photos = tx
    .select()
    .from(images)
    .where(and(eq(images.ownerKind, kind), eq(images.ownerId, id)))
    .orderBy(images.role, images.position)
    .all()
    .map((image): RevisionPhoto => ({
      fileName: image.fileName,
      role: image.role,
      position: image.position,
      width: image.width,
      height: image.height,
      alt: image.alt,
      caption: image.caption,
      ta: image.ta,
    }));
  return {
    data: { fields, photos },
    version: versionOf(row as { updatedAt: string | null; createdAt: string }),
  };
}

/** When the newest kept version of an entity was saved (none: no row yet). */
export function newestRevision(db: Db, entityType: string, entityId: string) {
  return db
    .select({ savedAt: revisions.savedAt })
    .from(revisions)
    .where(and(eq(revisions.entityType, entityType), eq(revisions.entityId, entityId)))
    .orderBy(desc(revisions.savedAt))
    .limit(1)
    .get();
}

/**
 * Before a save replaces an item's version: keeps that version if no row holds it yet (items
 * saved before history existed, or written by the demo seed), its author unknown.
 */
export function keepReplacedVersion(tx: Db, kind: ContentKind, id: string) {
  const snapshot = contentSnapshot(tx, kind, id);
  if (!snapshot) return;
  if (newestRevision(tx, kind, id)?.savedAt === snapshot.version) return;
  keepRevision(tx, {
    entityType: kind,
    entityId: id,
    data: snapshot.data,
    savedAt: snapshot.version,
  });
}

/**
 * After a save wrote an item: keeps the version it wrote, with who saved it (and, for a restore,
 * which version it brought back).
 */
export function keepSavedVersion(
  tx: Db,
  kind: ContentKind,
  id: string,
  savedBy = "",
  restoredFrom?: string,
) {
  const snapshot = contentSnapshot(tx, kind, id);
  if (!snapshot) return;
  keepRevision(tx, {
    entityType: kind,
    entityId: id,
    data: restoredFrom ? { ...snapshot.data, restoredFrom } : snapshot.data,
    savedBy,
    savedAt: snapshot.version,
  });
}

/** The versions of an item, newest (the current one) first. */
export function listRevisions(entityType: string, entityId: string): Revision[] {
  return getDb()
    .select()
    .from(revisions)
    .where(and(eq(revisions.entityType, entityType), eq(revisions.entityId, entityId)))
    .orderBy(desc(revisions.savedAt), desc(sql`rowid`))
    .all()
    .map(toRevision);
}

export function getRevision(id: string): Revision | null {
  const row = getDb().select().from(revisions).where(eq(revisions.id, id)).get();
  return row ? toRevision(row) : null;
}

/** The name a change is shown under: a field's own name, or one of the photos' aspects. */
type ChangedField = string;

/**
 * A field's value as two versions compare it. Texts saved from a form before the schemas kept
 * line breaks as LF (app/schemas/common.ts `text`) hold CR LF: the same text with either is
 * no change.
 */
function comparable(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    typeof inner === "string" ? withLfLineBreaks(inner) : inner,
  );
}

/**
 * What differs between two versions: the names of the fields whose values differ, then
 * "photos" (which photos, or their order), "alt texts" and "captions". Pure.
 */
export function changedFields(before: RevisionData, after: RevisionData): ChangedField[] {
  const keys = [...new Set([...Object.keys(before.fields), ...Object.keys(after.fields)])];
  const changed = keys.filter(
    (key) => comparable(before.fields[key]) !== comparable(after.fields[key]),
  );
  const a = before.photos ?? [];
  const b = after.photos ?? [];
  const order = (photos: RevisionPhoto[]) => photos.map((p) => `${p.role}:${p.fileName}`).join();
  if (order(a) !== order(b)) changed.push("photos");
  const byName = new Map(a.map((photo) => [photo.fileName, photo]));
  const common = b.filter((photo) => byName.has(photo.fileName));
  if (common.some((photo) => byName.get(photo.fileName)!.alt !== photo.alt)) {
    changed.push("alt texts");
  }
  const caption = (photo: RevisionPhoto | undefined) => withLfLineBreaks(photo?.caption ?? "");
  if (common.some((photo) => caption(byName.get(photo.fileName)) !== caption(photo))) {
    changed.push("captions");
  }
  const tamil = (photo: RevisionPhoto | undefined, key: "alt" | "caption") =>
    withLfLineBreaks(photo?.ta?.[key] ?? "");
  for (const [key, name] of [
    ["alt", "Tamil alt texts"],
    ["caption", "Tamil captions"],
  ] as const) {
    if (common.some((photo) => tamil(byName.get(photo.fileName), key) !== tamil(photo, key))) {
      changed.push(name);
    }
  }
  return changed;
}

/**
 * Which of the Tamil texts (`ta`) differ between two versions' fields, as `ta.title`... so the
 * History panel can name each. Pure.
 */
export function changedTamilTexts(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  const texts = (fields: Record<string, unknown>) =>
    (fields.ta && typeof fields.ta === "object" ? fields.ta : {}) as Record<string, unknown>;
  const a = texts(before);
  const b = texts(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys
    .filter((key) => comparable(a[key] ?? "") !== comparable(b[key] ?? ""))
    .map((key) => `ta.${key}`);
}

/** The photo file names the given versions name. */
function photosNamedBy(db: Db, where: SQL): string[] {
  return db
    .all<{ fileName: string }>(
      sql`select distinct json_extract(photo.value, '$.fileName') as fileName
          from ${revisions}, json_each(${revisions.data}, '$.photos') as photo where ${where}`,
    )
    .map((row) => row.fileName);
}

/** Of these stored file names, those still on disk (a restore brings back only those). */
export async function filesOnDisk(fileNames: string[]): Promise<Set<string>> {
  const found = await Promise.all(
    fileNames.map((name) =>
      fs.access(path.join(uploadsDir(), name)).then(
        () => name,
        () => null,
      ),
    ),
  );
  return new Set(found.filter((name): name is string => name !== null));
}

/** Of these file names, those some version still names. */
function namedByRevisions(fileNames: string[], db: Db = getDb()): Set<string> {
  if (fileNames.length === 0) return new Set();
  const wanted = sql.join(
    fileNames.map((name) => sql`${name}`),
    sql`, `,
  );
  return new Set(photosNamedBy(db, sql`json_extract(photo.value, '$.fileName') in (${wanted})`));
}

/** Every file name any version names (kept by the start-up sweep of the uploads folder). */
export function allRevisionFileNames(db: Db = getDb()): string[] {
  return photosNamedBy(db, sql`1`);
}

/**
 * Deletes those of the files that neither a photo row nor any version names. Called after the
 * commit of whatever stopped using them (a save, a prune, a purge).
 */
export async function deleteFilesNoLongerNamed(fileNames: string[]) {
  const names = [...new Set(fileNames)];
  if (names.length === 0) return [];
  const inRows = new Set(
    getDb()
      .select({ fileName: images.fileName })
      .from(images)
      .where(inArray(images.fileName, names))
      .all()
      .map((row) => row.fileName),
  );
  const named = namedByRevisions(names);
  const unused = names.filter((name) => !inRows.has(name) && !named.has(name));
  await deleteStoredFiles(unused);
  return unused;
}

/**
 * Deletes the versions that are both older than REVISIONS_KEPT_DAYS and beyond the newest
 * REVISIONS_KEPT_PER_ITEM of their item (of one item, or of all), and returns the photo file
 * names they named, for deleteFilesNoLongerNamed after the commit.
 */
export function pruneRevisions(
  db: Db,
  entity?: { entityType: string; entityId: string },
  now: number = Date.now(),
): string[] {
  const cutoff = new Date(now - REVISIONS_KEPT_DAYS * DAY_MS).toISOString();
  const scope = entity
    ? sql`where entity_type = ${entity.entityType} and entity_id = ${entity.entityId}`
    : sql``;
  const doomed = db
    .all<{ id: string }>(
      sql`select id from (
            select id, saved_at, row_number() over (
              partition by entity_type, entity_id order by saved_at desc, rowid desc) as newer
            from revisions ${scope})
          where newer > ${REVISIONS_KEPT_PER_ITEM} and saved_at < ${cutoff}`,
    )
    .map((row) => row.id);
  if (doomed.length === 0) return [];
  const files = photosNamedBy(db, inArray(revisions.id, doomed));
  db.delete(revisions).where(inArray(revisions.id, doomed)).run();
  return files;
}

/** Deletes every version of an item (its purge from the trash); returns the files they named. */
export function forgetRevisions(db: Db, entityType: string, entityId: string): string[] {
  const where = and(eq(revisions.entityType, entityType), eq(revisions.entityId, entityId))!;
  const files = photosNamedBy(db, where);
  db.delete(revisions).where(where).run();
  return files;
}
