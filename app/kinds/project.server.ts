/**
 * Projects: what the kind does on the server, beside its client-safe declaration ./project.ts
 * (docs/decisions/076-one-declaration-per-kind.md): its model functions and its save.
 */
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
  NewProjectSchema,
  privacyColumnsOf,
  PROJECT_TAMIL_KEYS,
  ProjectUpdateSchema,
} from "~/schemas/project";
import {
  fileNamesOf,
  without,
  kindSave,
  type KindModel,
  type SavedFiles,
} from "./kind-server-entry.server";

export const projectModel: KindModel = {
  get: getProject,
  trash: trashProject,
  untrash: untrashProject,
  purge: purgeProject,
  trashed: trashedProjects,
  trashedBefore: projectsTrashedBefore,
  restoreVersion: restoreProjectVersion,
  latest: () => listProjects({ limit: 1, audience: "owner" })[0],
  dashboardCount: countProjects,
};

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

export const projectSave = kindSave({
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
