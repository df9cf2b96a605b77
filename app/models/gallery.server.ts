import { and, count, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { galleries, images } from "~/db/schema";
import type { GalleryFields } from "~/schemas/gallery";
import { newId } from "~/utils/ids.server";
import { deleteStoredFiles } from "~/utils/uploads.server";
import {
  commitWithFiles,
  countImages,
  imagesByOwner,
  imagesForListing,
  insertImages,
  orderImages,
  replaceOwnedImages,
  toImageRecord,
  type ImageRecord,
  type ListOptions,
  type NewImage,
  type PhotoDetail,
} from "./images.server";
import {
  type Audience,
  containsText,
  type ListQuery,
  newestFirst,
  type Paged,
  pageOfRows,
  pageWindow,
  visibleTo,
} from "./listing.server";
import type { SlugLookup } from "./project.server";
import { nextVersion, type SaveBasis } from "./save-versions.server";
import { availableSlug, changeSlug, forgetSlugs, itemIdForEarlierSlug } from "./slugs.server";

export type Gallery = {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  images: ImageRecord[];
  createdAt: string;
  updatedAt: string | null;
  /** Null for a draft; a future time while scheduled (docs/decisions/026-publish-state.md). */
  publishedAt: string | null;
};

/**
 * What a save provides; the slug is optional (the demo seed leaves it out).
 * Without `publishedAt` a new collection is published at once and a saved
 * one keeps its state.
 */
export type GalleryInput = Omit<GalleryFields, "slug"> & {
  slug?: string;
  publishedAt?: string | null;
};

type GalleryRow = typeof galleries.$inferSelect;
type ImageRow = typeof images.$inferSelect;

function toGallery(row: GalleryRow, rows: ImageRow[] = []): Gallery {
  return {
    id: row.id,
    // Rows made before slugs existed get theirs at start-up (backfillSlugs).
    slug: row.slug ?? row.id,
    title: row.title,
    description: row.description,
    category: row.category || "General",
    images: rows.map(toImageRecord),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
  };
}

/**
 * The conditions of every gallery listing: the one place to add a condition
 * that all of them must apply (such as which collections visitors may see).
 */
function galleryListing(filters: { audience?: Audience; search?: string } = {}): SQL | undefined {
  return and(
    visibleTo(filters.audience, galleries.publishedAt),
    filters.search ? containsText([galleries.title], filters.search) : undefined,
  );
}

/** One page of collections with their images: a count, the page's rows, one image query. */
export function pageOfGalleries(query: Omit<ListQuery, "category">): Paged<Gallery> {
  const where = galleryListing({ audience: query.audience, search: query.search });
  return pageOfRows(galleries, where, query, "galleryId", toGallery);
}

export type GalleryPhoto = ImageRecord & { galleryTitle: string };

/**
 * One page of the public gallery's photo wall: the images of every
 * collection, newest collection first and in each collection's order, read
 * with one join that walks the collections' date index and each one's image
 * index (no sort step), plus the totals the page shows.
 */
export function pageOfGalleryImages(
  query: Pick<ListQuery, "page" | "perPage">,
): Paged<GalleryPhoto> & { collections: number } {
  const where = galleryListing();
  const collections =
    getDb().select({ total: count() }).from(galleries).where(where).get()?.total ?? 0;
  const photos =
    getDb()
      .select({ total: count() })
      .from(galleries)
      .innerJoin(images, eq(images.galleryId, galleries.id))
      .where(where)
      .get()?.total ?? 0;
  const totals = { collections, photos };
  const window = pageWindow(query, totals.photos);
  const rows = getDb()
    .select({ image: images, galleryTitle: galleries.title })
    .from(galleries)
    .innerJoin(images, eq(images.galleryId, galleries.id))
    .where(where)
    .orderBy(
      desc(galleries.createdAt),
      desc(galleries.publishedAt),
      desc(sql`${galleries}.rowid`),
      images.position,
    )
    .limit(window.perPage)
    .offset(window.offset)
    .all();
  return {
    items: rows.map((row) => ({ ...toImageRecord(row.image), galleryTitle: row.galleryTitle })),
    total: totals.photos,
    collections: totals.collections,
    page: window.page,
    perPage: window.perPage,
    pageCount: window.pageCount,
  };
}

/** Gallery records, newest first, with their images (two queries whatever the count). */
export function listGalleries(options: ListOptions = {}): Gallery[] {
  const rows = getDb()
    .select()
    .from(galleries)
    .where(
      and(
        galleryListing({ audience: options.audience }),
        options.excludeId ? ne(galleries.id, options.excludeId) : undefined,
      ),
    )
    .orderBy(...newestFirst(galleries))
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

/** How many collections there are (the manage list's total, whatever its search). */
export function countGalleries(): number {
  return getDb().select({ total: count() }).from(galleries).get()?.total ?? 0;
}

/** An album by its current slug; else by an earlier slug or its id (answered with a redirect). */
export function findGalleryBySlug(slug: string): SlugLookup<Gallery> {
  const row = getDb().select().from(galleries).where(eq(galleries.slug, slug)).get();
  if (row) {
    return {
      item: toGallery(row, imagesByOwner("galleryId", [row.id]).get(row.id)),
      current: true,
    };
  }
  const item = getGallery(itemIdForEarlierSlug("gallery", slug) ?? slug);
  return item ? { item, current: false } : null;
}

/** Untitled albums still get a readable address. */
function slugSource(fields: { title: string; category: string }) {
  return fields.title || `${fields.category} album`;
}

/** Total images over all gallery collections (the dashboard's "total images"). */
export function countGalleryImages(): number {
  return countImages("galleryId");
}

export async function createGallery(
  input: GalleryInput,
  files: NewImage[],
  createdAt: string = new Date().toISOString(),
): Promise<Gallery> {
  const id = newId();
  const { slug: wantedSlug, publishedAt = createdAt, ...fields } = input;
  await commitWithFiles(files, () =>
    getDb().transaction((tx) => {
      tx.insert(galleries)
        .values({ id, ...fields, createdAt, publishedAt })
        .run();
      const slug = availableSlug(tx, "gallery", [wantedSlug, slugSource(fields)], id);
      changeSlug(tx, "gallery", id, null, slug);
      insertImages(tx, { galleryId: id }, "image", files, 0, fields.title || "Gallery image");
    }),
  );
  return getGallery(id)!;
}

/** What a gallery save does to its photos: existing ones stay (deletion is its own action). */
export type GalleryImageChanges = {
  newImages: NewImage[];
  /** Alt texts and captions of saved images; their order is the order listed. */
  photos?: PhotoDetail[];
  /** A saved image to show first, as the collection's cover. */
  cover?: string;
} & Pick<SaveBasis, "basedOn">;

/**
 * Updates the text fields, the photos' order and details, and appends new images. Null for an
 * unknown id; throws EditConflict for a save based on an older version.
 */
export async function updateGallery(
  id: string,
  input: GalleryInput,
  changes: GalleryImageChanges,
): Promise<Gallery | null> {
  const { newImages } = changes;
  const existing = getGallery(id);
  const { slug: wantedSlug, publishedAt, ...fields } = input;
  if (!existing) {
    await deleteStoredFiles(newImages.map((image) => image.fileName));
    return null;
  }
  await commitWithFiles(newImages, () =>
    getDb().transaction((tx) => {
      const updatedAt = nextVersion(tx, "gallery", id, changes.basedOn);
      tx.update(galleries)
        .set({ ...fields, ...(publishedAt === undefined ? {} : { publishedAt }), updatedAt })
        .where(eq(galleries.id, id))
        .run();
      if (wantedSlug !== undefined) {
        const slug = availableSlug(tx, "gallery", [wantedSlug, slugSource(fields)], id);
        changeSlug(tx, "gallery", id, existing.slug, slug);
      }
      replaceOwnedImages(
        tx,
        { galleryId: id },
        {
          role: "image",
          photos: changes.photos,
          newImages,
          defaultAlt: fields.title || "Gallery image",
          cover: changes.cover,
        },
      );
    }),
  );
  return getGallery(id);
}

export async function deleteGallery(id: string): Promise<boolean> {
  const existing = getGallery(id);
  if (!existing) return false;
  getDb().delete(galleries).where(eq(galleries.id, id)).run();
  forgetSlugs(id);
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
    orderImages(tx, { galleryId }, "image", []);
  });
  await deleteStoredFiles([fileName]);
  return "deleted";
}
