/**
 * Gallery albums: what the kind does on the server, beside its client-safe declaration ./gallery.ts
 * (docs/decisions/076-one-declaration-per-kind.md): its model functions and its save.
 */
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
import { GALLERY_TAMIL_KEYS, galleryUpdateSchema, NewGallerySchema } from "~/schemas/gallery";
import { fileNamesOf, without, kindSave, type KindModel } from "./kind-server-entry.server";

export const galleryModel: KindModel = {
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
};

export const gallerySave = kindSave({
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
