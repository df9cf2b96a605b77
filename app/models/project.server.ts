import { and, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { images, projects } from "~/db/schema";
import type { ProjectFields } from "~/schemas/project";
import { newId } from "~/utils/ids.server";
import { deleteShareImage } from "~/utils/share-image.server";
import { deleteStoredFiles } from "~/utils/uploads.server";
import {
  commitWithFiles,
  imagesByOwner,
  imagesForListing,
  insertImages,
  notKept,
  orderImages,
  ownedImages,
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
import { nextVersion, removedPhotos, type SaveBasis } from "./save-versions.server";
import { refreshShareImage } from "./share-images.server";
import { availableSlug, changeSlug, forgetSlugs, itemIdForEarlierSlug } from "./slugs.server";

export type Project = {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  location: string;
  cover: ImageRecord | null;
  gallery: ImageRecord[];
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
 * seed leaves them out). Without `publishedAt` a new project is published
 * at once and a saved one keeps its state.
 */
export type ProjectInput = Omit<ProjectFields, "searchDescription" | "shareImageAlt"> &
  Partial<Pick<ProjectFields, "searchDescription" | "shareImageAlt">> & {
    publishedAt?: string | null;
  };

type ProjectRow = typeof projects.$inferSelect;
type ImageRow = typeof images.$inferSelect;

function toProject(row: ProjectRow, rows: ImageRow[] = []): Project {
  const cover = rows.find((image) => image.role === "cover");
  return {
    id: row.id,
    // Rows made before slugs existed get theirs at start-up (backfillSlugs).
    slug: row.slug ?? row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    location: row.location,
    cover: cover ? toImageRecord(cover) : null,
    gallery: rows.filter((image) => image.role === "gallery").map(toImageRecord),
    searchDescription: row.searchDescription,
    shareImageAlt: row.shareImageAlt,
    shareImage: row.shareImage,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
  };
}

/**
 * The conditions of every project listing: the one place to add a condition
 * that all of them must apply (such as which projects visitors may see).
 */
function projectListing(
  filters: { audience?: Audience; search?: string; categories?: string[] } = {},
): SQL | undefined {
  return and(
    visibleTo(filters.audience, projects.publishedAt),
    filters.search ? containsText([projects.title], filters.search) : undefined,
    filters.categories ? inArray(projects.category, filters.categories) : undefined,
  );
}

/** The stored category values in use, most recently used first (a few index seeks). */
export function projectCategories(audience?: Audience): string[] {
  return categoriesInUse(projects, projects, projectListing({ audience }));
}

/**
 * One page of projects with their images: a count, the page's rows in index
 * order and one query for all of their images, whatever the page size.
 */
export function pageOfProjects(query: ListQuery): Paged<Project> {
  const where = projectListing({
    audience: query.audience,
    search: query.search,
    categories:
      query.category === undefined
        ? undefined
        : matchingSpellings(projectCategories(query.audience), query.category),
  });
  return pageOfRows(projects, where, query, "projectId", toProject);
}

/** Project records, newest first, with their images (two queries whatever the count). */
export function listProjects(options: ListOptions = {}): Project[] {
  const rows = getDb()
    .select()
    .from(projects)
    .where(
      and(
        projectListing({ audience: options.audience }),
        options.excludeId ? ne(projects.id, options.excludeId) : undefined,
      ),
    )
    .orderBy(...newestFirst(projects))
    // SQLite reads LIMIT -1 as "no limit".
    .limit(options.limit ?? -1)
    .all();
  const imageRows = imagesForListing(
    "projectId",
    rows.map((row) => row.id),
    options,
  );
  return rows.map((row) => toProject(row, imageRows.get(row.id)));
}

export function getProject(id: string): Project | null {
  const row = getDb().select().from(projects).where(eq(projects.id, id)).get();
  if (!row) return null;
  return toProject(row, imagesByOwner("projectId", [id]).get(id));
}

/** An item found by a URL segment; current is false for an earlier slug or the id. */
export type SlugLookup<T> = { item: T; current: boolean } | null;

/**
 * A project by its current slug; else by an earlier slug or its id, which
 * the page answers with a permanent redirect to the current slug.
 */
export function findProjectBySlug(slug: string): SlugLookup<Project> {
  const row = getDb().select().from(projects).where(eq(projects.slug, slug)).get();
  if (row)
    return {
      item: toProject(row, imagesByOwner("projectId", [row.id]).get(row.id)),
      current: true,
    };
  const earlierId = itemIdForEarlierSlug("project", slug);
  const item = getProject(earlierId ?? slug);
  return item ? { item, current: false } : null;
}

export function countProjects(): number {
  return (
    getDb()
      .select({ count: sql<number>`count(*)` })
      .from(projects)
      .get()?.count ?? 0
  );
}

export type NewProjectImages = { cover: NewImage; gallery: NewImage[] };

async function withShareImage(project: Project): Promise<Project> {
  const shareImage = await refreshShareImage({
    kind: "project",
    id: project.id,
    title: project.title,
    cover: project.cover?.fileName ?? null,
    shareImage: project.shareImage,
  });
  return { ...project, shareImage };
}

export async function createProject(
  input: ProjectInput,
  files: NewProjectImages,
  createdAt: string = new Date().toISOString(),
): Promise<Project> {
  const id = newId();
  const { slug: wantedSlug, publishedAt = createdAt, ...fields } = input;
  await commitWithFiles([files.cover, ...files.gallery], () =>
    getDb().transaction((tx) => {
      tx.insert(projects)
        .values({ id, ...fields, createdAt, publishedAt })
        .run();
      changeSlug(
        tx,
        "project",
        id,
        null,
        availableSlug(tx, "project", [wantedSlug, fields.title], id),
      );
      insertImages(tx, { projectId: id }, "cover", [files.cover], 0, fields.title);
      insertImages(tx, { projectId: id }, "gallery", files.gallery, 0, fields.title);
    }),
  );
  return withShareImage(getProject(id)!);
}

export type ProjectImageChanges = {
  removeCoverImage: boolean;
  keepGalleryImages: string[];
  newCover: NewImage | null;
  newGallery: NewImage[];
  /** Alt texts and captions of saved photos; the gallery photos' order is the order listed. */
  photos?: PhotoDetail[];
  /** A saved gallery photo to make the cover (ignored when a new cover file is sent). */
  cover?: string;
} & SaveBasis;

type Tx = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

/**
 * Makes one of the project's gallery photos its cover; the old cover, if
 * any, takes that photo's place in the gallery
 * (docs/decisions/027-photo-order-covers-captions.md). A name that is not a
 * gallery photo of this project changes nothing.
 */
function swapCover(tx: Tx, projectId: string, fileName: string) {
  const owner = { projectId };
  const chosen = ownedImages(tx, owner, "gallery").find((image) => image.fileName === fileName);
  if (!chosen) return;
  const [oldCover] = ownedImages(tx, owner, "cover");
  if (oldCover) {
    tx.update(images)
      .set({ role: "gallery", position: chosen.position })
      .where(eq(images.id, oldCover.id))
      .run();
  }
  tx.update(images).set({ role: "cover", position: 0 }).where(eq(images.id, chosen.id)).run();
  // Without an old cover the gallery has a gap where the chosen photo was.
  orderImages(tx, owner, "gallery", []);
}

/**
 * docs/api.md#update-project: keeps the cover unless it is removed or replaced, keeps
 * exactly the listed gallery images plus the new ones. Files no record uses
 * any more are deleted after the commit. Returns null for an unknown id;
 * throws EditConflict for a save based on an older version, and then keeps
 * a cover the save did not know of as a gallery photo rather than delete it.
 */
export async function updateProject(
  id: string,
  input: ProjectInput,
  changes: ProjectImageChanges,
): Promise<Project | null> {
  const existing = getProject(id);
  const { slug: wantedSlug, publishedAt, ...fields } = input;
  const newFiles = [...(changes.newCover ? [changes.newCover] : []), ...changes.newGallery];
  if (!existing) {
    await deleteStoredFiles(newFiles.map((image) => image.fileName));
    return null;
  }
  const removed = removedPhotos(notKept(existing.gallery, changes.keepGalleryImages), changes);
  const replacedCover =
    existing.cover && (changes.removeCoverImage || changes.newCover)
      ? removedPhotos([existing.cover.fileName], changes)
      : [];
  removed.push(...replacedCover);
  // A new cover over one the save did not know of: that one stays, in the gallery.
  const demoteCover = Boolean(existing.cover && changes.newCover && !replacedCover.length);

  await commitWithFiles(newFiles, () =>
    getDb().transaction((tx) => {
      const updatedAt = nextVersion(tx, "project", id, changes.basedOn);
      tx.update(projects)
        .set({ ...fields, ...(publishedAt === undefined ? {} : { publishedAt }), updatedAt })
        .where(eq(projects.id, id))
        .run();
      // No slug sent (an API call from before slugs): the URL stays; an empty one follows the title.
      if (wantedSlug !== undefined) {
        const slug = availableSlug(tx, "project", [wantedSlug, fields.title], id);
        changeSlug(tx, "project", id, existing.slug, slug);
      }
      if (demoteCover) {
        tx.update(images)
          .set({ role: "gallery", position: existing.gallery.length })
          .where(and(eq(images.projectId, id), eq(images.role, "cover")))
          .run();
      }
      replaceOwnedImages(
        tx,
        { projectId: id },
        {
          role: "gallery",
          removed,
          photos: changes.photos,
          newImages: changes.newGallery,
          defaultAlt: fields.title,
        },
      );
      // The cover has a role of its own: a new file, or a gallery photo swapped in.
      if (changes.newCover) {
        insertImages(tx, { projectId: id }, "cover", [changes.newCover], 0, fields.title);
      } else if (changes.cover) {
        swapCover(tx, id, changes.cover);
      }
    }),
  );
  await deleteStoredFiles(removed);
  return withShareImage(getProject(id)!);
}

/** Deletes a project, its image rows and files. Returns false for an unknown id. */
export async function deleteProject(id: string): Promise<boolean> {
  const existing = getProject(id);
  if (!existing) return false;
  getDb().delete(projects).where(eq(projects.id, id)).run();
  forgetSlugs(id);
  await deleteShareImage(existing.shareImage);
  await deleteStoredFiles([
    ...(existing.cover ? [existing.cover.fileName] : []),
    ...existing.gallery.map((image) => image.fileName),
  ]);
  return true;
}
