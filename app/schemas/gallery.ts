import { z } from "zod";
import { TEXT_LIMITS } from "~/utils/limits";
import {
  checkSchedule,
  coverChoice,
  existingPhotos,
  imageFiles,
  newPhotoDetails,
  PublishFieldsSchema,
  SeoFieldsSchema,
  text,
} from "./common";

export const NO_IMAGES_MESSAGE = "Please select at least one image.";

/** Shown on the public gallery for a collection without a title. */
export const UNTITLED_GALLERY_LABEL = "Gallery Image";

const GalleryTextSchema = z.object({
  title: text(TEXT_LIMITS.title, "Title"),
  description: text(TEXT_LIMITS.galleryDescription, "Description"),
  category: text(TEXT_LIMITS.galleryCategory, "Category").transform((value) => value || "General"),
  slug: SeoFieldsSchema.shape.slug,
});

/** Creating a gallery: at least one image. */
export const NewGallerySchema = GalleryTextSchema.extend({
  ...PublishFieldsSchema.shape,
  gallery: imageFiles({ min: 1, minMessage: NO_IMAGES_MESSAGE }),
  galleryDetails: newPhotoDetails,
}).superRefine(checkSchedule);

/**
 * Updating a gallery: images are added here and deleted one at a time, so
 * new images are required only when the gallery has none left.
 */
export function galleryUpdateSchema(existingImageCount: number) {
  return GalleryTextSchema.extend({
    ...PublishFieldsSchema.shape,
    gallery:
      existingImageCount > 0 ? imageFiles() : imageFiles({ min: 1, minMessage: NO_IMAGES_MESSAGE }),
    galleryDetails: newPhotoDetails,
    photos: existingPhotos,
    cover: coverChoice,
  }).superRefine(checkSchedule);
}

/** The stored text of a gallery. */
export type GalleryFields = z.infer<typeof GalleryTextSchema>;
