/**
 * The server side of the content kinds (docs/decisions/060-kind-registry.md): each kind's model
 * functions, which the trash, the History panel, deletes and the dashboard call through this map
 * instead of naming each kind's model; and how each kind is saved
 * (docs/decisions/063-one-save-pipeline.md): the one pipeline in
 * app/services/submissions.server.ts receives the form, checks the version, stores the photos,
 * records the activity and answers; each kind says here only what is its own: its schemas, its
 * file fields, which of the parsed fields are about photos, and how they become its model's
 * create and update. What a kind is called and where it lives is ./registry.ts.
 */
import type { RevisionData } from "~/models/revisions.server";
import {
  blogsTrashedBefore,
  countBlogs,
  getBlog,
  listBlogs,
  purgeBlog,
  restoreBlogVersion,
  trashBlog,
  trashedBlogs,
  untrashBlog,
  createBlog,
  updateBlog,
} from "~/models/blog.server";
import {
  countGalleryImages,
  galleriesTrashedBefore,
  getGallery,
  listGalleries,
  purgeGallery,
  restoreGalleryVersion,
  trashedGalleries,
  trashGallery,
  untrashGallery,
  createGallery,
  updateGallery,
} from "~/models/gallery.server";
import {
  countProjects,
  getProject,
  listProjects,
  projectsTrashedBefore,
  purgeProject,
  restoreProjectVersion,
  trashedProjects,
  trashProject,
  untrashProject,
  createProject,
  updateProject,
} from "~/models/project.server";
import {
  countProgressUpdates,
  getProgressUpdate,
  listAllProgressUpdates,
  progressUpdatesTrashedBefore,
  purgeProgressUpdate,
  restoreProgressVersion,
  trashedProgressUpdates,
  trashProgressUpdate,
  untrashProgressUpdate,
  createProgressUpdate,
  updateProgressUpdate,
} from "~/models/progress.server";
import type { ContentKind } from "./registry";
import type { $ZodType, output } from "zod/v4/core";
import type { TamilTexts } from "~/i18n/tamil-texts";
import type { NewImage, PhotoDetail } from "~/media/images.server";
import { progressStageSlugs } from "~/models/site-content.server";
import type { SaveBasis } from "~/models/save-versions.server";
import { BLOG_TAMIL_KEYS, BlogUpdateSchema, NewBlogSchema } from "~/schemas/blog";
import { GALLERY_TAMIL_KEYS, galleryUpdateSchema, NewGallerySchema } from "~/schemas/gallery";
import {
  NewProjectSchema,
  privacyColumnsOf,
  PROJECT_TAMIL_KEYS,
  ProjectUpdateSchema,
} from "~/schemas/project";
import type { PublishState } from "~/content/publish-state";
import type { NewProgressSchema } from "~/schemas/progress";
import { PROGRESS_PHOTOS_MOST, PROGRESS_TAMIL_KEYS, progressSchemas } from "~/schemas/progress";

/** An item as the trash lists it. */
type TrashedItem = { id: string; title: string; deletedAt: string; deletedBy: string };

/** The newest item as the dashboard shows it. */
type LatestItem = {
  id: string;
  title: string;
  createdAt: string;
  publishedAt: string | null;
};

type KindModel = {
  /** The item, unless it is unknown or in the trash. */
  get: (id: string) => { id: string; title: string; publishedAt: string | null } | null;
  /** Moves it to the trash; false when there was no such item (or it is there already). */
  trash: (id: string, deletedBy: string) => boolean;
  /** Takes it out of the trash as it was; false when it is not there. */
  untrash: (id: string) => boolean;
  /** Deletes it for good with its files; false for an unknown id. */
  purge: (id: string) => Promise<boolean>;
  /** The items in the trash, most recently deleted first. */
  trashed: () => TrashedItem[];
  /** The ids of items in the trash since before `cutoff`. */
  trashedBefore: (cutoff: string) => string[];
  /** Makes a kept version current as a new save (docs/product/admin-forms.md#history). */
  restoreVersion: (
    id: string,
    version: RevisionData,
    options: { basedOn?: string[]; savedBy?: string; restoredFrom?: string },
  ) => Promise<{ id: string; title: string } | null>;
  /** The dashboard: the newest item (drafts included) and the card's count. */
  latest: () => LatestItem | undefined;
  dashboardCount: () => number;
};

export const KIND_MODELS: Record<ContentKind, KindModel> = {
  project: {
    get: getProject,
    trash: trashProject,
    untrash: untrashProject,
    purge: purgeProject,
    trashed: trashedProjects,
    trashedBefore: projectsTrashedBefore,
    restoreVersion: restoreProjectVersion,
    latest: () => listProjects({ limit: 1, audience: "owner" })[0],
    dashboardCount: countProjects,
  },
  blog: {
    get: getBlog,
    trash: trashBlog,
    untrash: untrashBlog,
    purge: purgeBlog,
    trashed: trashedBlogs,
    trashedBefore: blogsTrashedBefore,
    restoreVersion: restoreBlogVersion,
    latest: () => listBlogs({ limit: 1, audience: "owner" })[0],
    dashboardCount: countBlogs,
  },
  gallery: {
    get: getGallery,
    trash: trashGallery,
    untrash: untrashGallery,
    purge: purgeGallery,
    // An album may have no title; the trash names it by its category.
    trashed: () =>
      trashedGalleries().map(({ item, ...row }) => ({
        ...row,
        title: row.title || `${item.category} album`,
      })),
    trashedBefore: galleriesTrashedBefore,
    restoreVersion: restoreGalleryVersion,
    latest: () => listGalleries({ limit: 1, audience: "owner" })[0],
    // The gallery's card counts its photos, not its albums.
    dashboardCount: countGalleryImages,
  },
  progress: {
    get: getProgressUpdate,
    trash: trashProgressUpdate,
    untrash: untrashProgressUpdate,
    purge: purgeProgressUpdate,
    trashed: trashedProgressUpdates,
    trashedBefore: progressUpdatesTrashedBefore,
    restoreVersion: restoreProgressVersion,
    latest: () => listAllProgressUpdates({ limit: 1, audience: "owner" })[0],
    dashboardCount: countProgressUpdates,
  },
};

/**
 * The fields of a form that are the record's own: everything typed but the files and the photo
 * changes. The pipeline turns them into a RecordInput.
 */
type OwnFields = { slug?: string; status?: PublishState; publishAt?: string; ta?: TamilTexts };

/**
 * What a model's create or update receives for the record itself: the typed fields, the slug
 * asked for (none from a client that sends no slug field), the publish time asked for (none
 * keeps a saved item's state), the Tamil texts merged over the stored ones, and who saved.
 */
export type RecordInput<Fields extends OwnFields> = Omit<
  Fields,
  "status" | "publishAt" | "ta" | "slug"
> & {
  ta: TamilTexts | null;
  savedBy: string;
  slug: string | undefined;
  publishedAt: string | null | undefined;
};

/** The photos a save stored, by file field, each with the details the form sent for it. */
export type SavedFiles = Record<string, NewImage[]>;

/** What an update hands the model besides the record: photos stored, photo details, basis. */
export type PhotoChange = {
  files: SavedFiles;
  /** The saved photos' order, alt texts and captions, as the form (or an older client) sent them. */
  photos: PhotoDetail[];
  /** The versions the save was based on and the photos the form showed. */
  basis: SaveBasis;
};

/**
 * One kind's save. `files` lists the form's file fields in the order their photos are stored
 * (`most`: how many of that field a save takes); each field's details come in `<field>Details`.
 * `ownFields` leaves out of the parsed form what is about photos; `create` and `update` call the
 * kind's model with the record and the photos.
 */
export type KindSave<
  Item extends { id: string },
  NewSchema extends $ZodType,
  UpdateSchema extends $ZodType,
  Fields extends OwnFields,
> = {
  files: readonly { field: string; most?: number }[];
  tamilKeys: readonly string[];
  load: (id: string) => Item | null;
  /** The names of an item's saved photos, in their order (for `alt:<name>` fields). */
  savedPhotos: (item: Item) => string[];
  newSchema: NewSchema;
  /** The update's schema; an album's depends on the photos it has. */
  updateSchema: (existing: Item | null) => UpdateSchema;
  /** `form` is the raw form, for fields whose absence keeps the stored value. */
  ownFields: (value: output<NewSchema> | output<UpdateSchema>, form: FormData) => Fields;
  /** `value`: the whole parsed form, for what the files are for (a new project's cover choice). */
  create: (
    input: RecordInput<Fields>,
    files: SavedFiles,
    value: output<NewSchema>,
  ) => Promise<Item>;
  update: (
    id: string,
    input: RecordInput<Fields>,
    value: output<UpdateSchema>,
    change: PhotoChange,
  ) => Promise<Item | null>;
};

function fileNamesOf(images: ({ fileName: string } | null | undefined)[]) {
  return images.flatMap((image) => (image ? [image.fileName] : []));
}

/** The parsed form without the named fields (those about photos). */
function without<T extends object, K extends string>(value: T, keys: readonly K[]): Omit<T, K> {
  const rest: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of keys) delete rest[key];
  return rest as Omit<T, K>;
}

/** Keeps each descriptor's types tied together (its schemas, fields and model). */
function kindSave<
  Item extends { id: string },
  NewSchema extends $ZodType,
  UpdateSchema extends $ZodType,
  Fields extends OwnFields,
>(save: KindSave<Item, NewSchema, UpdateSchema, Fields>) {
  return save;
}

/**
 * A new project's cover and gallery: its own cover file when one was sent, else the gallery photo
 * the form chose (docs/api/content.md#create-project), which then leaves the gallery.
 */
function newProjectPhotos(files: SavedFiles, coverIndex = 0) {
  const [cover] = files.coverImage;
  if (cover) return { cover, gallery: files.gallery };
  return {
    cover: files.gallery[coverIndex],
    gallery: files.gallery.filter((_, index) => index !== coverIndex),
  };
}

const projectSave = kindSave({
  // The cover is stored first, then the gallery (docs/api/content.md#create-project).
  files: [
    { field: "coverImage", most: 1 },
    { field: "gallery" },
    { field: "reraQrImage", most: 1 },
  ],
  tamilKeys: PROJECT_TAMIL_KEYS,
  load: getProject,
  savedPhotos: (project) => fileNamesOf([project.cover, ...project.gallery]),
  newSchema: NewProjectSchema,
  updateSchema: () => ProjectUpdateSchema,
  ownFields: (value, form) => ({
    ...without(value, [
      "coverImage",
      "coverImageDetails",
      "coverIndex",
      "gallery",
      "galleryDetails",
      "cover",
      "removeCoverImage",
      "keepGalleryImages",
      "reraQrImage",
      "reraQrImageDetails",
      "removeReraQr",
      "photos",
      "visibility",
      "client",
      "rera",
    ]),
    ...privacyColumnsOf(value, form),
  }),
  create: (input, files, value) =>
    createProject(input, {
      ...newProjectPhotos(files, value.coverIndex),
      reraQr: files.reraQrImage[0] ?? null,
    }),
  update: (id, input, value, { files, photos, basis }) =>
    updateProject(id, input, {
      ...basis,
      removeCoverImage: value.removeCoverImage,
      keepGalleryImages: value.keepGalleryImages,
      newCover: files.coverImage[0] ?? null,
      newGallery: files.gallery,
      newReraQr: files.reraQrImage[0] ?? null,
      removeReraQr: value.removeReraQr,
      photos,
      cover: value.cover,
    }),
});

const blogSave = kindSave({
  files: [{ field: "images" }],
  tamilKeys: BLOG_TAMIL_KEYS,
  load: getBlog,
  savedPhotos: (blog) => fileNamesOf(blog.images),
  newSchema: NewBlogSchema,
  updateSchema: () => BlogUpdateSchema,
  ownFields: (value) =>
    without(value, ["images", "imagesDetails", "keepImages", "photos", "cover"]),
  create: (input, files) => createBlog(input, files.images),
  update: (id, input, value, { files, photos, basis }) =>
    updateBlog(id, input, {
      ...basis,
      keepImages: value.keepImages,
      newImages: files.images,
      photos,
      cover: value.cover,
    }),
});

const gallerySave = kindSave({
  files: [{ field: "gallery" }],
  tamilKeys: GALLERY_TAMIL_KEYS,
  load: getGallery,
  savedPhotos: (gallery) => fileNamesOf(gallery.images),
  newSchema: NewGallerySchema,
  updateSchema: (existing) => galleryUpdateSchema(fileNamesOf(existing?.images ?? [])),
  ownFields: (value) =>
    without(value, ["gallery", "galleryDetails", "removeImages", "photos", "cover"]),
  create: (input, files) => createGallery(input, files.gallery),
  // An album keeps every photo a save does not remove by name, so it needs no `known`.
  update: (id, input, value, { files, photos, basis }) =>
    updateGallery(id, input, {
      basedOn: basis.basedOn,
      removeImages: value.removeImages,
      newImages: files.gallery,
      photos,
      cover: value.cover,
    }),
});

const progressSave = kindSave({
  files: [{ field: "images", most: PROGRESS_PHOTOS_MOST }],
  tamilKeys: PROGRESS_TAMIL_KEYS,
  load: getProgressUpdate,
  savedPhotos: (update) => fileNamesOf(update.images),
  // The stage must be one of the owner's stages as they are when the save is checked.
  get newSchema(): typeof NewProgressSchema {
    return progressSchemas(progressStageSlugs()).newSchema;
  },
  updateSchema: () => progressSchemas(progressStageSlugs()).updateSchema,
  ownFields: (value) =>
    without(value, ["images", "imagesDetails", "keepImages", "photos", "cover"]),
  // The new schema requires the project (the API's URL or the editor's hidden field).
  create: (input, files) =>
    createProgressUpdate({ ...input, projectId: input.projectId ?? "" }, files.images),
  update: (id, input, value, { files, photos, basis }) =>
    updateProgressUpdate(id, input, {
      ...basis,
      keepImages: value.keepImages,
      newImages: files.images,
      photos,
      cover: value.cover,
    }),
});

/** Every kind's save; the pipeline looks a kind up here and nowhere else. */
export const KIND_SAVES = {
  project: projectSave,
  blog: blogSave,
  gallery: gallerySave,
  progress: progressSave,
} satisfies Record<ContentKind, unknown>;

/** The item a kind's save answers with (a Project for "project"). */
export type SavedItem<K extends ContentKind> = NonNullable<
  ReturnType<(typeof KIND_SAVES)[K]["load"]>
>;
