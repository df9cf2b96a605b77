import { desc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { blogs, images } from "~/db/schema";
import type { BlogFields } from "~/schemas/blog";
import { newId } from "~/utils/ids.server";
import { deleteStoredFiles, type StoredImage } from "~/utils/uploads.server";
import {
  commitWithFiles,
  deleteImageRows,
  imagesByOwner,
  imagesForListing,
  insertImages,
  renumber,
  toImageRecord,
  updateAltTexts,
  type ImageRecord,
  type ListOptions,
} from "./images.server";

export type Blog = {
  id: string;
  title: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  /** The first image is the cover (docs/product.md#content-model). */
  images: ImageRecord[];
  createdAt: string;
};

type BlogRow = typeof blogs.$inferSelect;
type ImageRow = typeof images.$inferSelect;

function toBlog(row: BlogRow, rows: ImageRow[] = []): Blog {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    author: row.author,
    category: row.category || "General",
    tags: row.tags,
    images: rows.map(toImageRecord),
    createdAt: row.createdAt,
  };
}

/** Blog records, newest first, with their images (two queries whatever the count). */
export function listBlogs(options: ListOptions = {}): Blog[] {
  const rows = getDb()
    .select()
    .from(blogs)
    .where(options.excludeId ? ne(blogs.id, options.excludeId) : undefined)
    .orderBy(desc(blogs.createdAt), desc(sql`rowid`))
    // SQLite reads LIMIT -1 as "no limit".
    .limit(options.limit ?? -1)
    .all();
  const imageRows = imagesForListing(
    "blogId",
    rows.map((row) => row.id),
    options,
  );
  return rows.map((row) => toBlog(row, imageRows.get(row.id)));
}

export function getBlog(id: string): Blog | null {
  const row = getDb().select().from(blogs).where(eq(blogs.id, id)).get();
  if (!row) return null;
  return toBlog(row, imagesByOwner("blogId", [id]).get(id));
}

export function countBlogs(): number {
  return (
    getDb()
      .select({ count: sql<number>`count(*)` })
      .from(blogs)
      .get()?.count ?? 0
  );
}

export async function createBlog(
  fields: BlogFields,
  files: StoredImage[],
  createdAt?: string,
): Promise<Blog> {
  const id = newId();
  await commitWithFiles(files, () =>
    getDb().transaction((tx) => {
      tx.insert(blogs)
        .values({ id, ...fields, ...(createdAt ? { createdAt } : {}) })
        .run();
      insertImages(tx, { blogId: id }, "image", files, 0, fields.title);
    }),
  );
  return getBlog(id)!;
}

export type BlogImageChanges = {
  keepImages: string[];
  newImages: StoredImage[];
  alts: Record<string, string>;
};

/** docs/api.md#update-blog: keeps exactly keepImages plus the new images. Null for an unknown id. */
export async function updateBlog(
  id: string,
  fields: BlogFields,
  changes: BlogImageChanges,
): Promise<Blog | null> {
  const existing = getBlog(id);
  if (!existing) {
    await deleteStoredFiles(changes.newImages.map((image) => image.fileName));
    return null;
  }
  const keep = new Set(changes.keepImages);
  const kept = existing.images.filter((image) => keep.has(image.fileName));
  const removed = existing.images
    .filter((image) => !keep.has(image.fileName))
    .map((image) => image.fileName);

  await commitWithFiles(changes.newImages, () =>
    getDb().transaction((tx) => {
      tx.update(blogs)
        .set({ ...fields, updatedAt: new Date().toISOString() })
        .where(eq(blogs.id, id))
        .run();
      deleteImageRows(tx, removed);
      renumber(
        tx,
        kept.map((image) => image.fileName),
      );
      insertImages(tx, { blogId: id }, "image", changes.newImages, kept.length, fields.title);
      updateAltTexts(tx, eq(images.blogId, id), changes.alts);
    }),
  );
  await deleteStoredFiles(removed);
  return getBlog(id);
}

export async function deleteBlog(id: string): Promise<boolean> {
  const existing = getBlog(id);
  if (!existing) return false;
  getDb().delete(blogs).where(eq(blogs.id, id)).run();
  await deleteStoredFiles(existing.images.map((image) => image.fileName));
  return true;
}
