import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Tx } from "~/db/db.server";
import { images, projects, type ProjectTamil } from "~/db/schema";
import type { ProjectFields } from "~/schemas/project";
import { deleteFilesNoLongerNamed, type RevisionData } from "./revisions.server";
import {
  insertImages,
  notKept,
  orderImages,
  ownedImages,
  replaceOwnedImages,
  toImageRecord,
  type ImageRecord,
  type NewImage,
  type PhotoDetail,
} from "~/media/images.server";
import {
  type Audience,
  categoriesInUse,
  type InputWithSearchAndShare,
  listedRecord,
  type ListedRecord,
  searchAndShare,
  type SearchAndShare,
  containsText,
  tamilField,
  listedType,
  notTrashed,
  type ListQuery,
  matchingSpellings,
  type Paged,
  visibleTo,
} from "./listing.server";
import { deleteShareImages, withShareImage } from "~/media/share-cards.server";
import { removedPhotos, type SaveBasis } from "./save-versions.server";

export type Project = ListedRecord &
  SearchAndShare & {
    title: string;
    /** The Tamil texts written, only those (docs/decisions/051-tamil-texts-in-the-editors.md). */
    ta: ProjectTamil;
    description: string;
    category: string;
    location: string;
    cover: ImageRecord | null;
    gallery: ImageRecord[];
  };

/** What a save provides (without `publishedAt` a new project is published at once). */
export type ProjectInput = InputWithSearchAndShare<ProjectFields>;

type ProjectRow = typeof projects.$inferSelect;
type ImageRow = typeof images.$inferSelect;

function toProject(row: ProjectRow, rows: ImageRow[] = []): Project {
  const cover = rows.find((image) => image.role === "cover");
  return {
    ...listedRecord(row),
    title: row.title,
    description: row.description,
    category: row.category,
    location: row.location,
    cover: cover ? toImageRecord(cover) : null,
    gallery: rows.filter((image) => image.role === "gallery").map(toImageRecord),
    ta: { ...row.ta },
    ...searchAndShare(row),
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
    notTrashed(projects.deletedAt),
    visibleTo(filters.audience, projects.publishedAt),
    filters.search
      ? containsText([projects.title, tamilField(projects.ta, "title")], filters.search)
      : undefined,
    filters.categories ? inArray(projects.category, filters.categories) : undefined,
  );
}

const projectRecords = listedType({
  table: projects,
  kind: "project",
  owner: "projectId",
  toItem: toProject,
  listing: (audience) => projectListing({ audience }),
  slugSource: (fields) => fields.title,
});

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
  return projectRecords.page(where, query);
}

/** Project records, newest first, with their images (two queries whatever the count). */
export const listProjects = projectRecords.list;
export const getProject = projectRecords.get;
/**
 * A project by its current slug; else by an earlier slug or its id, which
 * the page answers with a permanent redirect to the current slug.
 */
export const findProjectBySlug = projectRecords.findBySlug;
export const countProjects = projectRecords.count;

export type NewProjectImages = { cover: NewImage; gallery: NewImage[] };

export async function createProject(
  input: ProjectInput,
  files: NewProjectImages,
  createdAt: string = new Date().toISOString(),
): Promise<Project> {
  const project = await projectRecords.create(
    input,
    [files.cover, ...files.gallery],
    createdAt,
    (tx, id, fields) => {
      insertImages(tx, { projectId: id }, "cover", [files.cover], 0, fields.title);
      insertImages(tx, { projectId: id }, "gallery", files.gallery, 0, fields.title);
    },
  );
  return withShareImage("project", project, project.cover?.fileName ?? null);
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
  // A new cover over one the save did not know of: that one stays, at the end of the gallery.
  const kept: { coverMovesTo: number | null } = { coverMovesTo: null };
  const project = await projectRecords.update(id, input, {
    newFiles: [...(changes.newCover ? [changes.newCover] : []), ...changes.newGallery],
    basedOn: changes.basedOn,
    removedFiles: (existing) => {
      const replacedCover =
        existing.cover && (changes.removeCoverImage || changes.newCover)
          ? removedPhotos([existing.cover.fileName], changes)
          : [];
      if (existing.cover && changes.newCover && !replacedCover.length) {
        kept.coverMovesTo = existing.gallery.length;
      }
      return [
        ...removedPhotos(notKept(existing.gallery, changes.keepGalleryImages), changes),
        ...replacedCover,
      ];
    },
    writeImages: (tx, fields, removed) => {
      if (kept.coverMovesTo !== null) {
        tx.update(images)
          .set({ role: "gallery", position: kept.coverMovesTo })
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
    },
  });
  return project && withShareImage("project", project, project.cover?.fileName ?? null);
}

/** Moves a project to the trash; false for an unknown or trashed id. */
export const trashProject = projectRecords.trash;
/** Takes a project out of the trash, as it was. */
export const untrashProject = projectRecords.untrash;
export const trashedProjects = projectRecords.trashed;
export const getTrashedProject = projectRecords.getTrashed;
export const projectsTrashedBefore = projectRecords.trashedBefore;

/** Makes an earlier version of a project current (docs/product.md#history), share card too. */
export async function restoreProjectVersion(
  id: string,
  version: RevisionData,
  options: { basedOn?: string[]; savedBy?: string; restoredFrom?: string },
): Promise<Project | null> {
  const project = await projectRecords.restoreVersion(id, version, options);
  return project && withShareImage("project", project, project.cover?.fileName ?? null);
}

/** Deletes a project for good: its row, image rows, versions and files. False for an unknown id. */
export function purgeProject(id: string): Promise<boolean> {
  return projectRecords.purge(id, async (project) => {
    await deleteShareImages(project);
    await deleteFilesNoLongerNamed([
      ...(project.cover ? [project.cover.fileName] : []),
      ...project.gallery.map((image) => image.fileName),
    ]);
  });
}
