import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, markContentChanged, type Tx } from "~/db/db.server";
import { images, revisions, type ImageTamil } from "~/db/schema";
import { mergeTamil } from "~/i18n/tamil-texts";
import type { ContentKind } from "~/kinds/registry";
import { CONTENT_TABLES } from "~/kinds/tables.server";
import { newId } from "~/utils/ids.server";
import type { StoredImage } from "./storage.server";
import { deleteStoredFiles } from "./upload-folder.server";

/** An image as pages need it: the stored name plus what prevents layout shift and serves screen readers. */
export type ImageRecord = {
  fileName: string;
  width: number;
  height: number;
  alt: string;
  /** Shown under the photo on public pages and in the lightbox; "" for none. */
  caption: string;
  /** The Tamil alt text and caption, only those written (docs/decisions/051-tamil-texts-in-the-editors.md). */
  ta: ImageTamil;
};

/**
 * What a save says about one saved photo: its stored name, and the alt text
 * and caption to keep (left as they are when missing). A list of these in
 * display order is the photos' new order.
 */
export type PhotoDetail = {
  name: string;
  alt?: string;
  caption?: string;
  /** Tamil texts the save sent ("" removes one); those not sent stay (mergeTamil). */
  ta?: ImageTamil;
};

/** A freshly stored upload with the alt text and caption given before it was sent. */
export type NewImage = StoredImage & { alt?: string; caption?: string; ta?: ImageTamil };

/** The item a photo belongs to (docs/decisions/076-one-declaration-per-kind.md). */
export type ImageOwner = { kind: ContentKind; id: string };
type ImageRow = typeof images.$inferSelect;

export function toImageRecord(row: ImageRow): ImageRecord {
  return {
    fileName: row.fileName,
    width: row.width,
    height: row.height,
    alt: row.alt,
    caption: row.caption,
    ta: { ...row.ta },
  };
}

/**
 * Owner, then display order: the order of the owners' image index, so SQLite reads it without a
 * sort step. A project's covers and gallery images are told apart by role, which the index puts
 * before the position; the other kinds' photos all have one role.
 */
const indexOrder = [asc(images.ownerId), asc(images.role), asc(images.position)];

function groupedByOwner(rows: ImageRow[]): Map<string, ImageRow[]> {
  const grouped = new Map<string, ImageRow[]>();
  for (const row of rows) grouped.set(row.ownerId, [...(grouped.get(row.ownerId) ?? []), row]);
  return grouped;
}

/** Images of the given items of one kind (one query), in display order, grouped by item id. */
export function imagesByOwner(kind: ContentKind, ownerIds: string[]): Map<string, ImageRow[]> {
  if (ownerIds.length === 0) return new Map();
  const rows = getDb()
    .select()
    .from(images)
    .where(and(eq(images.ownerKind, kind), inArray(images.ownerId, ownerIds)))
    .orderBy(...indexOrder)
    .all();
  return groupedByOwner(rows);
}

/** Every image row of one kind's items, grouped (one query for a whole listing). */
export function allImagesOf(kind: ContentKind) {
  const rows = getDb()
    .select()
    .from(images)
    .where(eq(images.ownerKind, kind))
    .orderBy(...indexOrder)
    .all();
  return groupedByOwner(rows);
}

export function insertImages(
  tx: Tx,
  owner: ImageOwner,
  role: ImageRow["role"],
  stored: NewImage[],
  firstPosition: number,
  defaultAlt: string,
) {
  if (stored.length === 0) return;
  tx.insert(images)
    .values(
      stored.map((image, index) => ({
        id: newId(),
        ownerKind: owner.kind,
        ownerId: owner.id,
        role,
        fileName: image.fileName,
        width: image.width,
        height: image.height,
        alt: image.alt || defaultAlt,
        caption: image.caption ?? "",
        ta: mergeTamil(null, image.ta),
        position: firstPosition + index,
      })),
    )
    .run();
}

/** Removes image rows by file name within a transaction; the caller deletes the files after commit. */
export function deleteImageRows(tx: Tx, fileNames: string[]) {
  if (fileNames.length === 0) return;
  tx.delete(images).where(inArray(images.fileName, fileNames)).run();
}

/** The condition that picks one item's photos. */
export function photosOfOwner(owner: ImageOwner) {
  return and(eq(images.ownerKind, owner.kind), eq(images.ownerId, owner.id));
}

/** Removes every photo row of an item (its purge); returns their file names. */
export function deleteOwnedImageRows(tx: Tx, owner: ImageOwner): string[] {
  return tx
    .delete(images)
    .where(photosOfOwner(owner))
    .returning({ fileName: images.fileName })
    .all()
    .map((row) => row.fileName);
}

/** The owner's images of one role, in display order, read inside the write. */
export function ownedImages(tx: Tx, owner: ImageOwner, role: ImageRow["role"]): ImageRow[] {
  return tx
    .select()
    .from(images)
    .where(and(photosOfOwner(owner), eq(images.role, role)))
    .orderBy(asc(images.position))
    .all();
}

/**
 * Applies alt texts and captions to the owner's own images; a name that is
 * not one of them (another record's file) changes nothing.
 */
function updatePhotoDetails(tx: Tx, owner: ImageOwner, details: PhotoDetail[]) {
  for (const { name, alt, caption, ta } of details) {
    const tamilSent = ta !== undefined && Object.keys(ta).length > 0;
    if (alt === undefined && caption === undefined && !tamilSent) continue;
    const where = and(photosOfOwner(owner), eq(images.fileName, name));
    const current = tamilSent ? tx.select({ ta: images.ta }).from(images).where(where).get() : null;
    tx.update(images)
      .set({
        ...(alt === undefined ? {} : { alt }),
        ...(caption === undefined ? {} : { caption }),
        ...(tamilSent ? { ta: mergeTamil(current?.ta, ta) } : {}),
      })
      .where(where)
      .run();
  }
}

/**
 * Puts the owner's images of one role in the named order: the named ones
 * first, as listed, then any others in their current order, numbered
 * 0, 1, 2... Names of other records' files are ignored, so a save can only
 * reorder its own photos (docs/decisions/027-photo-order-covers-captions.md).
 * Returns how many images of that role the owner has.
 */
export function orderImages(
  tx: Tx,
  owner: ImageOwner,
  role: ImageRow["role"],
  fileNamesInOrder: string[],
): number {
  const rows = ownedImages(tx, owner, role);
  const rank = new Map<string, number>();
  for (const name of fileNamesInOrder) if (!rank.has(name)) rank.set(name, rank.size);
  const ordered = rows
    .map((row, current) => ({ row, key: rank.get(row.fileName) ?? rank.size + current }))
    .sort((a, b) => a.key - b.key);
  ordered.forEach(({ row }, position) => {
    if (row.position !== position) {
      tx.update(images).set({ position }).where(eq(images.id, row.id)).run();
    }
  });
  return rows.length;
}

/** The names of the saved images a save does not keep. */
export function notKept(saved: ImageRecord[], keepNames: string[]): string[] {
  const keep = new Set(keepNames);
  return saved.filter((image) => !keep.has(image.fileName)).map((image) => image.fileName);
}

/**
 * The photo steps of every update: drops the rows of the removed files, puts
 * the kept photos in the order the save lists them, appends the new uploads
 * after them, applies the alt texts and captions, and moves the chosen cover
 * to the front (docs/decisions/027-photo-order-covers-captions.md). A
 * project's cover has a role of its own and is chosen by its model instead.
 */
export function replaceOwnedImages(
  tx: Tx,
  owner: ImageOwner,
  changes: {
    role: ImageRow["role"];
    /** File names whose rows go (the caller deletes the files after the commit). */
    removed?: string[];
    photos?: PhotoDetail[];
    newImages: NewImage[];
    /** The alt text of a new upload that came without one. */
    defaultAlt: string;
    /** A saved photo to show first. */
    cover?: string;
  },
) {
  const { role } = changes;
  const photos = changes.photos ?? [];
  deleteImageRows(tx, changes.removed ?? []);
  const kept = orderImages(
    tx,
    owner,
    role,
    photos.map((photo) => photo.name),
  );
  insertImages(tx, owner, role, changes.newImages, kept, changes.defaultAlt);
  updatePhotoDetails(tx, owner, photos);
  if (changes.cover) orderImages(tx, owner, role, [changes.cover]);
}

/**
 * The names of every stored file a record uses, share cards included, and the photos that a
 * kept version names (docs/decisions/044-history-and-trash.md).
 */
export function referencedFileNames(): Set<string> {
  const db = getDb();
  const rows = db.select({ fileName: images.fileName }).from(images).all();
  const named = db.all<{ fileName: string }>(
    sql`select distinct json_extract(photo.value, '$.fileName') as fileName
        from ${revisions}, json_each(${revisions.data}, '$.photos') as photo`,
  );
  // Every kind's share cards, in both languages.
  const cards = Object.values(CONTENT_TABLES)
    .flatMap((table) =>
      db.select({ en: table.shareImage, ta: table.shareImageTa }).from(table).all(),
    )
    .flatMap((row) => [{ fileName: row.en }, { fileName: row.ta }]);
  return new Set(
    [...rows, ...cards, ...named]
      .map((row) => row.fileName)
      .filter((name): name is string => Boolean(name)),
  );
}

/**
 * Runs a write that references freshly stored files. If it throws, the
 * files are deleted so no file is left without its record.
 */
export async function commitWithFiles<T>(stored: StoredImage[], write: () => T): Promise<T> {
  let result: T;
  try {
    result = write();
  } catch (error) {
    await deleteStoredFiles(stored.map((image) => image.fileName));
    throw error;
  }
  // Every create and update of a project, post or gallery commits here.
  markContentChanged();
  return result;
}
