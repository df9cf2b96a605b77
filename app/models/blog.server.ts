import { and, sql, type SQL } from "drizzle-orm";
import { blogs, type BlogTamil, type images } from "~/db/schema";
import type { BlogFields } from "~/schemas/blog";
import { deleteFilesNoLongerNamed, type RevisionData } from "./revisions.server";
import { toImageRecord, type ImageRecord, type NewImage } from "~/media/images.server";
import {
  type Audience,
  categoriesInUse,
  type InputWithSearchAndShare,
  listedRecord,
  type ListedRecord,
  searchAndShare,
  type SearchAndShare,
  listedType,
  tamilField,
  type ListQuery,
  matchingSpellings,
  type Paged,
  listingConditions,
} from "./listing.server";
import { deleteShareImages, withShareImage } from "~/media/share-cards.server";
import { oneListAdd, oneListUpdate, type OneListChanges } from "./photo-writes.server";

export type Blog = ListedRecord &
  SearchAndShare & {
    title: string;
    /** The Tamil texts written, only those (docs/decisions/051-tamil-texts-in-the-editors.md). */
    ta: BlogTamil;
    content: string;
    author: string;
    category: string;
    tags: string[];
    /**
     * In display order; the first image is the cover (docs/product/content.md#content-model,
     * docs/decisions/027-photo-order-covers-captions.md).
     */
    images: ImageRecord[];
  };

/** What a save provides (without `publishedAt` a new post is published at once). */
export type BlogInput = InputWithSearchAndShare<BlogFields>;

type BlogRow = typeof blogs.$inferSelect;
type ImageRow = typeof images.$inferSelect;

function toBlog(row: BlogRow, rows: ImageRow[] = []): Blog {
  return {
    ...listedRecord(row),
    title: row.title,
    content: row.content,
    author: row.author,
    category: row.category || "General",
    tags: row.tags,
    images: rows.map(toImageRecord),
    ta: { ...row.ta },
    ...searchAndShare(row),
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
  // The Tamil title (and text) too, so a search in Tamil finds the posts written in Tamil.
  const searched = filters.searchText
    ? [
        blogs.title,
        blogs.content,
        blogs.author,
        blogs.category,
        blogs.tags,
        tamilField(blogs.ta, "title"),
        tamilField(blogs.ta, "content"),
      ]
    : [blogs.title, tamilField(blogs.ta, "title")];
  return listingConditions(blogs, { ...filters, searchIn: searched });
}

const blogRecords = listedType({
  table: blogs,
  kind: "blog",
  toItem: toBlog,
  listing: (audience) => blogListing({ audience }),
  slugSource: (fields) => fields.title,
});

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
  return blogRecords.page(where, query);
}

/** The newest published posts that have a Tamil title: what the Tamil feed lists. */
export function latestTamilBlogs(limit: number): Blog[] {
  const hasTamilTitle = sql`trim(coalesce(${tamilField(blogs.ta, "title")}, '')) <> ''`;
  return blogRecords.page(and(blogListing(), hasTamilTitle), { page: 1, perPage: limit }).items;
}

/** Blog records, newest first, with their images (two queries whatever the count). */
export const listBlogs = blogRecords.list;
export const getBlog = blogRecords.get;
/** A post by its current slug; else by an earlier slug or its id (answered with a redirect). */
export const findBlogBySlug = blogRecords.findBySlug;
export const countBlogs = blogRecords.count;

export async function createBlog(
  input: BlogInput,
  files: NewImage[],
  createdAt: string = new Date().toISOString(),
): Promise<Blog> {
  const blog = await blogRecords.create(input, files, oneListAdd(files, input.title), createdAt);
  return withShareImage("blog", blog, blog.images[0]?.fileName ?? null);
}

/**
 * docs/api/content.md#update-blog: keeps exactly keepImages plus the new images. Null for an
 * unknown id; throws EditConflict for a save based on an older version.
 */
export async function updateBlog(
  id: string,
  input: BlogInput,
  changes: OneListChanges,
): Promise<Blog | null> {
  const existing = getBlog(id);
  const save = oneListUpdate(existing?.images, changes, input.title);
  const blog = await blogRecords.update(existing, input, save);
  return blog && withShareImage("blog", blog, blog.images[0]?.fileName ?? null);
}

/** Moves a post to the trash; false for an unknown or trashed id. */
export const trashBlog = blogRecords.trash;
/** Takes a post out of the trash, as it was. */
export const untrashBlog = blogRecords.untrash;
export const trashedBlogs = blogRecords.trashed;
export const blogsTrashedBefore = blogRecords.trashedBefore;

/**
 * Makes an earlier version of a post current (docs/product/admin-forms.md#history), share card too.
 */
export async function restoreBlogVersion(
  id: string,
  version: RevisionData,
  options: { basedOn?: string[]; savedBy?: string; restoredFrom?: string },
): Promise<Blog | null> {
  const blog = await blogRecords.restoreVersion(id, version, options);
  return blog && withShareImage("blog", blog, blog.images[0]?.fileName ?? null);
}

/** Deletes a post for good: its row, image rows, versions and files. False for an unknown id. */
export function purgeBlog(id: string): Promise<boolean> {
  return blogRecords.purge(id, async (blog) => {
    await deleteShareImages(blog);
    await deleteFilesNoLongerNamed(blog.images.map((image) => image.fileName));
  });
}
