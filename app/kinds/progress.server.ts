/**
 * Progress updates: what the kind does on the server, beside its client-safe declaration ./progress.ts
 * (docs/decisions/076-one-declaration-per-kind.md): its model functions and its save.
 */
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
import { progressStageSlugs } from "~/models/site-content.server";
import type { NewProgressSchema } from "~/schemas/progress";
import { PROGRESS_PHOTOS_MOST, PROGRESS_TAMIL_KEYS, progressSchemas } from "~/schemas/progress";
import { fileNamesOf, without, kindSave, type KindModel } from "./kind-server-entry.server";

export const progressModel: KindModel = {
  get: getProgressUpdate,
  trash: trashProgressUpdate,
  untrash: untrashProgressUpdate,
  purge: purgeProgressUpdate,
  trashed: trashedProgressUpdates,
  trashedBefore: progressUpdatesTrashedBefore,
  restoreVersion: restoreProgressVersion,
  latest: () => listAllProgressUpdates({ limit: 1, audience: "owner" })[0],
  dashboardCount: countProgressUpdates,
};

export const progressSave = kindSave({
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
