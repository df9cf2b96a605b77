import { z } from "zod";
import type { TamilTexts } from "~/i18n/tamil-texts";
import { TEXT_LIMITS } from "~/utils/limits";
import {
  checkSchedule,
  coverChoice,
  existingPhotos,
  imageFiles,
  list,
  newPhotoDetails,
  paragraph,
  PublishFieldsSchema,
  SeoFieldsSchema,
  tamilKeys,
  tamilTexts,
  text,
} from "./common";

const NO_IMAGES_MESSAGE = "Please select at least one image.";

export { UNTITLED_GALLERY_LABEL } from "./form-choices";

/** The Tamil version of an album's title and description (`ta.title`...), each optional. */
const GalleryTamilSchema = tamilTexts({
  title: { max: TEXT_LIMITS.title, label: "Title" },
  description: { max: TEXT_LIMITS.galleryDescription, label: "Description", lines: "many" },
});
export const GALLERY_TAMIL_KEYS = tamilKeys(GalleryTamilSchema);

const GalleryTextSchema = z.object({
  title: text(TEXT_LIMITS.title, "Title"),
  description: paragraph(TEXT_LIMITS.galleryDescription, "Description"),
  category: text(TEXT_LIMITS.galleryCategory, "Category").transform((value) => value || "General"),
  slug: SeoFieldsSchema.shape.slug,
  ta: GalleryTamilSchema,
});

/** Creating a gallery: at least one image. */
export const NewGallerySchema = GalleryTextSchema.extend({
  ...PublishFieldsSchema.shape,
  gallery: imageFiles({ min: 1, minMessage: NO_IMAGES_MESSAGE }),
  galleryDetails: newPhotoDetails,
}).superRefine(checkSchedule);

/** A save that would leave a gallery without images; shown below the picker for new images. */
const KEEP_ONE_IMAGE_MESSAGE =
  "A gallery keeps at least one image: undo a removal or add a new image before saving.";

/**
 * Updating a gallery: images are added, and the saved ones named in
 * `removeImages` are deleted on save (docs/api/content.md#update-gallery), so new
 * images are required only when none would be left.
 */
export function galleryUpdateSchema(existingImages: readonly string[]) {
  return GalleryTextSchema.extend({
    ...PublishFieldsSchema.shape,
    gallery:
      existingImages.length > 0
        ? imageFiles()
        : imageFiles({ min: 1, minMessage: NO_IMAGES_MESSAGE }),
    galleryDetails: newPhotoDetails,
    removeImages: list(z.string()).default([]),
    photos: existingPhotos,
    cover: coverChoice,
  })
    .superRefine((value, ctx) => {
      if (existingImages.length === 0) return;
      const left = existingImages.filter((name) => !value.removeImages.includes(name));
      if (left.length + value.gallery.length === 0) {
        ctx.addIssue({ code: "custom", path: ["gallery"], message: KEEP_ONE_IMAGE_MESSAGE });
      }
    })
    .superRefine(checkSchedule);
}

/** The stored text of a gallery. */
export type GalleryFields = Omit<z.infer<typeof GalleryTextSchema>, "ta"> & {
  /** What is stored in Tamil: the merged texts of the save, null for none. */
  ta?: TamilTexts | null;
};
