import { and, desc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { galleries, images } from "~/db/schema";
import type { GalleryFields } from "~/schemas/gallery";
import { newId } from "~/utils/ids.server";
import { deleteStoredFiles, type StoredImage } from "~/utils/uploads.server";
import {
  commitWithFiles,
  countImages,
  imagesByOwner,
  imagesForListing,
  insertImages,
  renumber,
  toImageRecord,
  updateAltTexts,
  type ImageRecord,
  type ListOptions,
} from "./images.server";

export type Gallery = {
  id: string;
  title: string;
  description: string;
  category: string;
  images: ImageRecord[];
  createdAt: string;
};

type GalleryRow = typeof galleries.$inferSelect;
type ImageRow = typeof images.$inferSelect;

function toGallery(row: GalleryRow, rows: ImageRow[] = []): Gallery {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category || "General",
    images: rows.map(toImageRecord),
    createdAt: row.createdAt,
  };
}

/** Gallery records, newest first, with their images (two queries whatever the count). */
export function listGalleries(options: ListOptions = {}): Gallery[] {
  const rows = getDb()
    .select()
    .from(galleries)
    .where(options.excludeId ? ne(galleries.id, options.excludeId) : undefined)
    .orderBy(desc(galleries.createdAt), desc(sql`rowid`))
    // SQLite reads LIMIT -1 as "no limit".
    .limit(options.limit ?? -1)
    .all();
  const imageRows = imagesForListing(
    "galleryId",
    rows.map((row) => row.id),
    options,
  );
  return rows.map((row) => toGallery(row, imageRows.get(row.id)));
}

export function getGallery(id: string): Gallery | null {
  const row = getDb().select().from(galleries).where(eq(galleries.id, id)).get();
  if (!row) return null;
  return toGallery(row, imagesByOwner("galleryId", [id]).get(id));
}

/** Total images over all gallery collections (the dashboard's "total images"). */
export function countGalleryImages(): number {
  return countImages("galleryId");
}

export async function createGallery(
  fields: GalleryFields,
  files: StoredImage[],
  createdAt?: string,
): Promise<Gallery> {
  const id = newId();
  await commitWithFiles(files, () =>
    getDb().transaction((tx) => {
      tx.insert(galleries)
        .values({ id, ...fields, ...(createdAt ? { createdAt } : {}) })
        .run();
      insertImages(tx, { galleryId: id }, "image", files, 0, fields.title || "Gallery image");
    }),
  );
  return getGallery(id)!;
}

/** Updates the text fields and appends new images; existing images stay. Null for an unknown id. */
export async function updateGallery(
  id: string,
  fields: GalleryFields,
  newImages: StoredImage[],
  alts: Record<string, string> = {},
): Promise<Gallery | null> {
  const existing = getGallery(id);
  if (!existing) {
    await deleteStoredFiles(newImages.map((image) => image.fileName));
    return null;
  }
  await commitWithFiles(newImages, () =>
    getDb().transaction((tx) => {
      tx.update(galleries)
        .set({ ...fields, updatedAt: new Date().toISOString() })
        .where(eq(galleries.id, id))
        .run();
      insertImages(
        tx,
        { galleryId: id },
        "image",
        newImages,
        existing.images.length,
        fields.title || "Gallery image",
      );
      updateAltTexts(tx, eq(images.galleryId, id), alts);
    }),
  );
  return getGallery(id);
}

export async function deleteGallery(id: string): Promise<boolean> {
  const existing = getGallery(id);
  if (!existing) return false;
  getDb().delete(galleries).where(eq(galleries.id, id)).run();
  await deleteStoredFiles(existing.images.map((image) => image.fileName));
  return true;
}

export type DeleteGalleryImageResult =
  "deleted" | "gallery-not-found" | "image-not-found" | "last-image";

/** Removes one image of a collection at once (docs/product.md#deleting-gallery-images), keeping at least one. */
export async function deleteGalleryImage(
  galleryId: string,
  fileName: string,
): Promise<DeleteGalleryImageResult> {
  const gallery = getGallery(galleryId);
  if (!gallery) return "gallery-not-found";
  if (!gallery.images.some((image) => image.fileName === fileName)) return "image-not-found";
  if (gallery.images.length === 1) return "last-image";
  getDb().transaction((tx) => {
    tx.delete(images)
      .where(and(eq(images.galleryId, galleryId), eq(images.fileName, fileName)))
      .run();
    renumber(
      tx,
      gallery.images.filter((image) => image.fileName !== fileName).map((image) => image.fileName),
    );
  });
  await deleteStoredFiles([fileName]);
  return "deleted";
}
