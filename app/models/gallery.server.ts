import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb, markContentChanged } from "~/db/db.server";
import { galleries, images, type GalleryTamil } from "~/db/schema";
import type { GalleryFields } from "~/schemas/gallery";
import { deleteFilesNoLongerNamed, keepReplacedVersion } from "./revisions.server";
import {
  orderImages,
  toImageRecord,
  type ImageRecord,
  type NewImage,
  type PhotoDetail,
  photosOfOwner,
} from "~/media/images.server";
import {
  type Audience,
  tamilField,
  listedRecord,
  type ListedRecord,
  listedType,
  notTrashed,
  type ListQuery,
  type Paged,
  pageWindow,
  listingConditions,
} from "./listing.server";
import { oneListSave } from "./photo-writes.server";
import type { SaveBasis } from "./save-versions.server";
import { deleteShareImages, withShareImage } from "~/media/share-cards.server";

/** Joins a photo to its album. */
const isPhotoOfAlbum = and(eq(images.ownerKind, "gallery"), eq(images.ownerId, galleries.id));

export type Gallery = ListedRecord & {
  title: string;
  description: string;
  category: string;
  /** The Tamil title and description written, only those (docs/decisions/051-tamil-texts-in-the-editors.md). */
  ta: GalleryTamil;
  images: ImageRecord[];
  /** The album's share cards (app/media/share-cards.server.ts); null until drawn. */
  shareImage: string | null;
  shareImageTa?: string | null;
};

/**
 * What a save provides; the slug is optional (the demo seed leaves it out).
 * Without `publishedAt` a new collection is published at once and a saved
 * one keeps its state.
 */
export type GalleryInput = Omit<GalleryFields, "slug"> & {
  slug?: string;
  publishedAt?: string | null;
  /**
   * The e-mail of the administrator saving, kept with the version
   * (docs/product/admin-forms.md#history).
   */
  savedBy?: string;
};

type GalleryRow = typeof galleries.$inferSelect;
type ImageRow = typeof images.$inferSelect;

function toGallery(row: GalleryRow, rows: ImageRow[] = []): Gallery {
  return {
    ...listedRecord(row),
    title: row.title,
    description: row.description,
    category: row.category || "General",
    ta: { ...row.ta },
    images: rows.map(toImageRecord),
    shareImage: row.shareImage,
    shareImageTa: row.shareImageTa ?? undefined,
  };
}

/**
 * The conditions of every gallery listing: the one place to add a condition
 * that all of them must apply (such as which collections visitors may see).
 */
function galleryListing(filters: { audience?: Audience; search?: string } = {}): SQL | undefined {
  return listingConditions(galleries, {
    ...filters,
    searchIn: [galleries.title, tamilField(galleries.ta, "title")],
  });
}

const galleryRecords = listedType({
  table: galleries,
  kind: "gallery",
  toItem: toGallery,
  listing: (audience) => galleryListing({ audience }),
  // Untitled albums still get a readable address.
  slugSource: (fields) => fields.title || `${fields.category} album`,
});

/** One page of collections with their images: a count, the page's rows, one image query. */
export function pageOfGalleries(query: Omit<ListQuery, "category">): Paged<Gallery> {
  const where = galleryListing({ audience: query.audience, search: query.search });
  return galleryRecords.page(where, query);
}

type GalleryPhoto = ImageRecord & { galleryTitle: string; galleryTitleTa?: string };

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
      .innerJoin(images, isPhotoOfAlbum)
      .where(where)
      .get()?.total ?? 0;
  const totals = { collections, photos };
  const window = pageWindow(query, totals.photos);
  const rows = getDb()
    .select({ image: images, galleryTitle: galleries.title, galleryTa: galleries.ta })
    .from(galleries)
    .innerJoin(images, isPhotoOfAlbum)
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
    items: rows.map((row) => ({
      ...toImageRecord(row.image),
      galleryTitle: row.galleryTitle,
      galleryTitleTa: row.galleryTa?.title,
    })),
    total: totals.photos,
    collections: totals.collections,
    page: window.page,
    perPage: window.perPage,
    pageCount: window.pageCount,
  };
}

/** Gallery records, newest first, with their images (two queries whatever the count). */
export const listGalleries = galleryRecords.list;
export const getGallery = galleryRecords.get;
/** How many collections there are (the manage list's total, whatever its search). */
export const countGalleries = galleryRecords.count;
/** An album by its current slug; else by an earlier slug or its id (answered with a redirect). */
export const findGalleryBySlug = galleryRecords.findBySlug;

/**
 * Total images over the gallery collections not in the Trash (the dashboard's "total images" and
 * the manage list's count): a trashed collection's photos are gone from the site, so from the count.
 */
export function countGalleryImages(): number {
  const row = getDb()
    .select({ total: count() })
    .from(images)
    .innerJoin(galleries, isPhotoOfAlbum)
    .where(notTrashed(galleries.deletedAt))
    .get();
  return row?.total ?? 0;
}

/** An album as saved, with the share cards drawn from its first photo. */
function withAlbumCards(gallery: Gallery): Promise<Gallery> {
  return withShareImage("gallery", gallery, gallery.images[0]?.fileName ?? null);
}

export async function createGallery(
  input: GalleryInput,
  files: NewImage[],
  createdAt: string = new Date().toISOString(),
): Promise<Gallery> {
  const gallery = await galleryRecords.create(
    input,
    files,
    [{ step: "add", role: "image", images: files, defaultAlt: input.title || "Gallery image" }],
    createdAt,
  );
  return withAlbumCards(gallery);
}

/** What a gallery save does to its photos: existing ones stay (deletion is its own action). */
type GalleryImageChanges = {
  newImages: NewImage[];
  /** Alt texts and captions of saved images; their order is the order listed. */
  photos?: PhotoDetail[];
  /** A saved image to show first, as the collection's cover. */
  cover?: string;
  /** Saved images to delete with this save, rows and files (the editor's Remove). */
  removeImages?: string[];
} & Pick<SaveBasis, "basedOn">;

/**
 * Updates the text fields, the photos' order and details, deletes the images named in
 * `removeImages` and appends new images. Null for an
 * unknown id; throws EditConflict for a save based on an older version.
 */
export async function updateGallery(
  id: string,
  input: GalleryInput,
  changes: GalleryImageChanges,
): Promise<Gallery | null> {
  const existing = getGallery(id);
  // Only this gallery's own images; other names are ignored (docs/api/content.md#update-gallery).
  const removed = (existing?.images ?? [])
    .map((image) => image.fileName)
    .filter((name) => changes.removeImages?.includes(name));
  const gallery = await galleryRecords.update(
    existing,
    input,
    oneListSave(changes, removed, input.title || "Gallery image"),
  );
  return gallery && withAlbumCards(gallery);
}

/** Moves a gallery to the trash; false for an unknown or trashed id. */
export const trashGallery = galleryRecords.trash;
/** Takes a gallery out of the trash, as it was. */
export const untrashGallery = galleryRecords.untrash;
export const trashedGalleries = galleryRecords.trashed;
export const galleriesTrashedBefore = galleryRecords.trashedBefore;
/**
 * Makes an earlier version of a gallery current (docs/product/admin-forms.md#history), share cards
 * too.
 */
export async function restoreGalleryVersion(
  ...args: Parameters<typeof galleryRecords.restoreVersion>
): Promise<Gallery | null> {
  const gallery = await galleryRecords.restoreVersion(...args);
  return gallery && withAlbumCards(gallery);
}

/** Deletes a gallery for good: its row, image rows, versions and files. False for an unknown id. */
export function purgeGallery(id: string): Promise<boolean> {
  return galleryRecords.purge(id, async (gallery) => {
    await deleteShareImages(gallery);
    await deleteFilesNoLongerNamed(gallery.images.map((image) => image.fileName));
  });
}

type DeleteGalleryImageResult = "deleted" | "gallery-not-found" | "image-not-found" | "last-image";

/**
 * Removes one image of a collection at once (docs/product/admin-forms.md#deleting-gallery-images),
 * keeping at least one.
 */
export async function deleteGalleryImage(
  galleryId: string,
  fileName: string,
): Promise<DeleteGalleryImageResult> {
  const gallery = getGallery(galleryId);
  if (!gallery) return "gallery-not-found";
  if (!gallery.images.some((image) => image.fileName === fileName)) return "image-not-found";
  if (gallery.images.length === 1) return "last-image";
  // The saved version naming the photo is kept (and so its file) without a new version: an editor
  // open on the album must still save over it (docs/product/admin-forms.md#two-people-editing).
  getDb().transaction((tx) => {
    keepReplacedVersion(tx, "gallery", galleryId);
    const owner = { kind: "gallery", id: galleryId } as const;
    tx.delete(images)
      .where(and(photosOfOwner(owner), eq(images.fileName, fileName)))
      .run();
    orderImages(tx, owner, "image", []);
  });
  markContentChanged();
  await deleteFilesNoLongerNamed([fileName]);
  // The first photo may have gone: the cards are drawn from the new one.
  const now = getGallery(galleryId);
  if (now) await withAlbumCards(now);
  return "deleted";
}
