import { and, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { blogs, type images } from "~/db/schema";
import type { BlogFields } from "~/schemas/blog";
import { newId } from "~/utils/ids.server";
import { deleteShareImage } from "~/utils/share-image.server";
import { deleteStoredFiles } from "~/utils/uploads.server";
import {
  commitWithFiles,
  imagesByOwner,
  imagesForListing,
  insertImages,
  notKept,
  replaceOwnedImages,
  toImageRecord,
  type ImageRecord,
  type ListOptions,
  type NewImage,
  type PhotoDetail,
} from "./images.server";
import {
  type Audience,
  categoriesInUse,
  containsText,
  type ListQuery,
  matchingSpellings,
  type Paged,
  newestFirst,
  pageOfRows,
  visibleTo,
} from "./listing.server";
import type { SlugLookup } from "./project.server";
import { nextVersion, removedPhotos, type SaveBasis } from "./save-versions.server";
import { refreshShareImage } from "./share-images.server";
import { availableSlug, changeSlug, forgetSlugs, itemIdForEarlierSlug } from "./slugs.server";

export type Blog = {
  id: string;
  slug: string;
  title: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  /**
   * In display order; the first image is the cover (docs/product.md#content-model,
   * docs/decisions/027-photo-order-covers-captions.md).
   */
  images: ImageRecord[];
  searchDescription: string;
  shareImageAlt: string;
  /** The generated share card (docs/decisions/018-share-images.md); null until drawn. */
  shareImage: string | null;
  createdAt: string;
  updatedAt: string | null;
  /** Null for a draft; a future time while scheduled (docs/decisions/026-publish-state.md). */
  publishedAt: string | null;
};

/**
 * What a save provides; the search and share fields are optional (the demo
 * seed leaves them out). Without `publishedAt` a new post is published at
 * once and a saved one keeps its state.
 */
export type BlogInput = Omit<BlogFields, "searchDescription" | "shareImageAlt"> &
  Partial<Pick<BlogFields, "searchDescription" | "shareImageAlt">> & {
    publishedAt?: string | null;
  };

type BlogRow = typeof blogs.$inferSelect;
type ImageRow = typeof images.$inferSelect;

function toBlog(row: BlogRow, rows: ImageRow[] = []): Blog {
  return {
    id: row.id,
    // Rows made before slugs existed get theirs at start-up (backfillSlugs).
    slug: row.slug ?? row.id,
    title: row.title,
    content: row.content,
    author: row.author,
    category: row.category || "General",
    tags: row.tags,
    images: rows.map(toImageRecord),
    searchDescription: row.searchDescription,
    shareImageAlt: row.shareImageAlt,
    shareImage: row.shareImage,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
  };
}

/**
 * The conditions of every blog listing: the one place to add a condition
 * that all of them must apply (such as which posts visitors may see).
 */
function blogListing(
  filters: {
    audience?: Audience;
    search?: string;
    searchText?: boolean;
    categories?: string[];
  } = {},
): SQL | undefined {
  const searched = filters.searchText
    ? [blogs.title, blogs.content, blogs.author, blogs.category, blogs.tags]
    : [blogs.title];
  return and(
    visibleTo(filters.audience, blogs.publishedAt),
    filters.search ? containsText(searched, filters.search) : undefined,
    filters.categories ? inArray(blogs.category, filters.categories) : undefined,
  );
}

/** The stored category values in use, most recently used first (a few index seeks). */
export function blogCategories(audience?: Audience): string[] {
  return categoriesInUse(blogs, blogs, blogListing({ audience }));
}

/**
 * One page of posts with their images: a count, the page's rows in index
 * order and one query for all of their images. `searchText` widens the
 * search from titles to the text, author, category and tags (the public blog).
 */
export function pageOfBlogs(query: ListQuery & { searchText?: boolean }): Paged<Blog> {
  const where = blogListing({
    audience: query.audience,
    search: query.search,
    searchText: query.searchText,
    categories:
      query.category === undefined
        ? undefined
        : // A post stored without a category shows as General (toBlog).
          matchingSpellings(
            blogCategories(query.audience),
            query.category,
            (value) => value || "General",
          ),
  });
  return pageOfRows(blogs, where, query, "blogId", toBlog);
}

/** Blog records, newest first, with their images (two queries whatever the count). */
export function listBlogs(options: ListOptions = {}): Blog[] {
  const rows = getDb()
    .select()
    .from(blogs)
    .where(
      and(
        blogListing({ audience: options.audience }),
        options.excludeId ? ne(blogs.id, options.excludeId) : undefined,
      ),
    )
    .orderBy(...newestFirst(blogs))
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

/** A post by its current slug; else by an earlier slug or its id (answered with a redirect). */
export function findBlogBySlug(slug: string): SlugLookup<Blog> {
  const row = getDb().select().from(blogs).where(eq(blogs.slug, slug)).get();
  if (row)
    return { item: toBlog(row, imagesByOwner("blogId", [row.id]).get(row.id)), current: true };
  const item = getBlog(itemIdForEarlierSlug("blog", slug) ?? slug);
  return item ? { item, current: false } : null;
}

async function withShareImage(blog: Blog): Promise<Blog> {
  const shareImage = await refreshShareImage({
    kind: "blog",
    id: blog.id,
    title: blog.title,
    cover: blog.images[0]?.fileName ?? null,
    shareImage: blog.shareImage,
  });
  return { ...blog, shareImage };
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
  input: BlogInput,
  files: NewImage[],
  createdAt: string = new Date().toISOString(),
): Promise<Blog> {
  const id = newId();
  const { slug: wantedSlug, publishedAt = createdAt, ...fields } = input;
  await commitWithFiles(files, () =>
    getDb().transaction((tx) => {
      tx.insert(blogs)
        .values({ id, ...fields, createdAt, publishedAt })
        .run();
      changeSlug(tx, "blog", id, null, availableSlug(tx, "blog", [wantedSlug, fields.title], id));
      insertImages(tx, { blogId: id }, "image", files, 0, fields.title);
    }),
  );
  return withShareImage(getBlog(id)!);
}

export type BlogImageChanges = {
  keepImages: string[];
  newImages: NewImage[];
  /** Alt texts and captions of saved images; their order is the order listed. */
  photos?: PhotoDetail[];
  /** A saved image to make the cover: it moves to the front. */
  cover?: string;
} & SaveBasis;

/**
 * docs/api.md#update-blog: keeps exactly keepImages plus the new images. Null for an unknown id;
 * throws EditConflict for a save based on an older version.
 */
export async function updateBlog(
  id: string,
  input: BlogInput,
  changes: BlogImageChanges,
): Promise<Blog | null> {
  const existing = getBlog(id);
  const { slug: wantedSlug, publishedAt, ...fields } = input;
  if (!existing) {
    await deleteStoredFiles(changes.newImages.map((image) => image.fileName));
    return null;
  }
  const removed = removedPhotos(notKept(existing.images, changes.keepImages), changes);

  await commitWithFiles(changes.newImages, () =>
    getDb().transaction((tx) => {
      const updatedAt = nextVersion(tx, "blog", id, changes.basedOn);
      tx.update(blogs)
        .set({ ...fields, ...(publishedAt === undefined ? {} : { publishedAt }), updatedAt })
        .where(eq(blogs.id, id))
        .run();
      // No slug sent (an API call from before slugs): the URL stays; an empty one follows the title.
      if (wantedSlug !== undefined) {
        changeSlug(
          tx,
          "blog",
          id,
          existing.slug,
          availableSlug(tx, "blog", [wantedSlug, fields.title], id),
        );
      }
      replaceOwnedImages(
        tx,
        { blogId: id },
        {
          role: "image",
          removed,
          photos: changes.photos,
          newImages: changes.newImages,
          defaultAlt: fields.title,
          cover: changes.cover,
        },
      );
    }),
  );
  await deleteStoredFiles(removed);
  return withShareImage(getBlog(id)!);
}

export async function deleteBlog(id: string): Promise<boolean> {
  const existing = getBlog(id);
  if (!existing) return false;
  getDb().delete(blogs).where(eq(blogs.id, id)).run();
  forgetSlugs(id);
  await deleteShareImage(existing.shareImage);
  await deleteStoredFiles(existing.images.map((image) => image.fileName));
  return true;
}
