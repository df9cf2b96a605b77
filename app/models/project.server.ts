import { not, sql, type SQL } from "drizzle-orm";
import { projectIsOngoing } from "./progress.server";
import { projects, type images, type ProjectTamil } from "~/db/schema";
import type { ProjectFields } from "~/schemas/project";
import { deleteFilesNoLongerNamed, type RevisionData } from "./revisions.server";
import {
  notKept,
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
  tamilField,
  listedType,
  type ListQuery,
  matchingSpellings,
  type Paged,
  listingConditions,
} from "./listing.server";
import { deleteShareImages, withShareImage } from "~/media/share-cards.server";
import { removeDocumentFiles, storedDocumentNames } from "./project-document.server";
import type { PhotoWrite } from "./photo-writes.server";
import { removedPhotos, type SaveBasis } from "./save-versions.server";
import { isPrivate, type ClientLanguage, type ProjectVisibility } from "~/utils/project-visibility";
import { revokeTrackerSecret } from "./project-tracker.server";

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
    /** Private: its client's page only (docs/decisions/068-private-projects-and-tracker.md). */
    visibility: ProjectVisibility;
    /** The owner's to see: never in a visitor's page or an anonymous API answer. */
    client: ProjectClient;
    rera: ProjectRera;
    /** The QR code of the RERA registration, as the owner uploaded it. */
    reraQr: ImageRecord | null;
  };

export type ProjectClient = {
  name: string;
  phone: string;
  email: string;
  language: ClientLanguage;
};
export type ProjectRera = { registrationNumber: string; authority: string; approvalNumber: string };

/** What a save provides (without `publishedAt` a new project is published at once). */
export type ProjectInput = InputWithSearchAndShare<ProjectFields>;

type ProjectRow = typeof projects.$inferSelect;
type ImageRow = typeof images.$inferSelect;

function toProject(row: ProjectRow, rows: ImageRow[] = []): Project {
  const cover = rows.find((image) => image.role === "cover");
  const reraQr = rows.find((image) => image.role === "rera-qr");
  return {
    ...listedRecord(row),
    title: row.title,
    description: row.description,
    category: row.category,
    location: row.location,
    cover: cover ? toImageRecord(cover) : null,
    gallery: rows.filter((image) => image.role === "gallery").map(toImageRecord),
    visibility: row.visibility,
    client: {
      name: row.clientName,
      phone: row.clientPhone,
      email: row.clientEmail,
      language: row.clientLanguage,
    },
    rera: {
      registrationNumber: row.reraNumber,
      authority: row.reraAuthority,
      approvalNumber: row.reraApprovalNumber,
    },
    reraQr: reraQr ? toImageRecord(reraQr) : null,
    ta: { ...row.ta },
    ...searchAndShare(row),
  };
}

/**
 * The conditions of every project listing: the one place to add a condition
 * that all of them must apply (such as which projects visitors may see).
 */
function projectListing(
  filters: {
    audience?: Audience;
    search?: string;
    categories?: string[];
    status?: "ongoing" | "completed";
  } = {},
): SQL | undefined {
  return listingConditions(
    projects,
    { ...filters, searchIn: [projects.title, tamilField(projects.ta, "title")] },
    [
      filters.status === "ongoing" ? projectIsOngoing(projects.id) : undefined,
      filters.status === "completed" ? not(projectIsOngoing(projects.id)) : undefined,
      // A private project is its client's alone (docs/decisions/068-private-projects-and-tracker.md).
      // `likely`: nearly every project is public, so the planner keeps walking the listing's own
      // index in order rather than sorting (app/models/listing-plans.server.test.ts).
      filters.audience === "owner" ? undefined : sql`likely(${projects.visibility} = 'public')`,
    ],
  );
}

const projectRecords = listedType({
  table: projects,
  kind: "project",
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
export function pageOfProjects(
  query: ListQuery & { status?: "ongoing" | "completed" },
): Paged<Project> {
  const where = projectListing({
    status: query.status,
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

type NewProjectImages = { cover: NewImage; gallery: NewImage[]; reraQr?: NewImage | null };

export async function createProject(
  input: ProjectInput,
  files: NewProjectImages,
  createdAt: string = new Date().toISOString(),
): Promise<Project> {
  const project = await projectRecords.create(
    input,
    [files.cover, ...files.gallery, ...(files.reraQr ? [files.reraQr] : [])],
    [
      { step: "add", role: "cover", images: [files.cover], defaultAlt: input.title },
      { step: "add", role: "gallery", images: files.gallery, defaultAlt: input.title },
      ...(files.reraQr ? [reraQrAdded(files.reraQr)] : []),
    ],
    createdAt,
  );
  return withShareImage("project", project, project.cover?.fileName ?? null);
}

type ProjectImageChanges = {
  removeCoverImage: boolean;
  keepGalleryImages: string[];
  newCover: NewImage | null;
  newGallery: NewImage[];
  /** A new TNRERA QR image, replacing the one there is. */
  newReraQr?: NewImage | null;
  removeReraQr?: boolean;
  /** Alt texts and captions of saved photos; the gallery photos' order is the order listed. */
  photos?: PhotoDetail[];
  /** A saved gallery photo to make the cover (ignored when a new cover file is sent). */
  cover?: string;
} & SaveBasis;

/**
 * What a save does to a project's photos (docs/api/content.md#update-project): the cover stays
 * unless it is removed or replaced; exactly the listed gallery photos stay, plus the new ones. With
 * a version, only photos the form knew of go; a cover replaced without being known stays, at the
 * end of the gallery. A gallery photo chosen as cover swaps places with the cover
 * (docs/decisions/027-photo-order-covers-captions.md); a new cover file wins over a choice.
 */
function projectPhotoSave(existing: Project, title: string, changes: ProjectImageChanges) {
  const replacedCover =
    existing.cover && (changes.removeCoverImage || changes.newCover)
      ? removedPhotos([existing.cover.fileName], changes)
      : [];
  const coverStays = existing.cover && changes.newCover && !replacedCover.length;
  // The QR code is one image, removed or replaced only on purpose.
  const replacedQr =
    existing.reraQr && (changes.removeReraQr || changes.newReraQr)
      ? [existing.reraQr.fileName]
      : [];
  const removed = [
    ...removedPhotos(notKept(existing.gallery, changes.keepGalleryImages), changes),
    ...replacedCover,
    ...replacedQr,
  ];
  const photos: PhotoWrite[] = [
    ...(coverStays
      ? [
          {
            step: "move",
            from: "cover",
            to: "gallery",
            position: existing.gallery.length,
          } satisfies PhotoWrite,
        ]
      : []),
    {
      step: "arrange",
      role: "gallery",
      removed,
      photos: changes.photos,
      newImages: changes.newGallery,
      defaultAlt: title,
    },
    ...(changes.newCover
      ? [
          {
            step: "add",
            role: "cover",
            images: [changes.newCover],
            defaultAlt: title,
          } satisfies PhotoWrite,
        ]
      : changes.cover
        ? [
            {
              step: "promote",
              fileName: changes.cover,
              from: "gallery",
              to: "cover",
            } satisfies PhotoWrite,
          ]
        : []),
    ...(replacedQr.length
      ? [
          {
            step: "arrange",
            role: "rera-qr",
            removed: replacedQr,
            newImages: [],
            defaultAlt: title,
          } satisfies PhotoWrite,
        ]
      : []),
    ...(changes.newReraQr ? [reraQrAdded(changes.newReraQr)] : []),
  ];
  return { removed, photos };
}

/** A new QR image; its alt text on the page is always the block's own ("TNRERA QR code"). */
function reraQrAdded(image: NewImage): PhotoWrite {
  return { step: "add", role: "rera-qr", images: [image], defaultAlt: "TNRERA QR code" };
}

/**
 * Saves a project's text and photos (projectPhotoSave). Files no record uses any more are
 * deleted after the commit. Returns null for an unknown id; throws EditConflict for a save based
 * on an older version.
 */
export async function updateProject(
  id: string,
  input: ProjectInput,
  changes: ProjectImageChanges,
): Promise<Project | null> {
  const existing = getProject(id);
  const newFiles = [
    ...(changes.newCover ? [changes.newCover] : []),
    ...changes.newGallery,
    ...(changes.newReraQr ? [changes.newReraQr] : []),
  ];
  const project = await projectRecords.update(existing, input, {
    newFiles,
    basedOn: changes.basedOn,
    ...(existing ? projectPhotoSave(existing, input.title, changes) : { removed: [], photos: [] }),
  });
  // Made public, the project's client link stops working, and stays stopped if it becomes
  // private again (docs/decisions/068-private-projects-and-tracker.md).
  if (existing && project && isPrivate(existing) && !isPrivate(project)) revokeTrackerSecret(id);
  return project && withShareImage("project", project, project.cover?.fileName ?? null);
}

/** Moves a project to the trash; false for an unknown or trashed id. */
export const trashProject = projectRecords.trash;
/** Takes a project out of the trash, as it was. */
export const untrashProject = projectRecords.untrash;
export const trashedProjects = projectRecords.trashed;
export const getTrashedProject = projectRecords.getTrashed;
export const projectsTrashedBefore = projectRecords.trashedBefore;

/**
 * Makes an earlier version of a project current (docs/product/admin-forms.md#history), share card
 * too.
 */
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
  // Its documents' rows go with it (cascade): their files are named before they do.
  const documents = storedDocumentNames(id);
  return projectRecords.purge(id, async (project) => {
    await removeDocumentFiles(documents);
    await deleteShareImages(project);
    await deleteFilesNoLongerNamed([
      ...(project.cover ? [project.cover.fileName] : []),
      ...project.gallery.map((image) => image.fileName),
      ...(project.reraQr ? [project.reraQr.fileName] : []),
    ]);
  });
}
