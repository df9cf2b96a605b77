import { z } from "zod";
import { TEXT_LIMITS } from "~/utils/limits";
import { PROJECT_CATEGORIES } from "./form-choices";
import {
  categoryOf,
  checkSchedule,
  coverChoice,
  existingPhotos,
  flag,
  imageFile,
  imageFiles,
  list,
  newPhotoDetails,
  PublishFieldsSchema,
  requiredText,
  SeoFieldsSchema,
  text,
} from "./common";

export { PROJECT_CATEGORIES, projectCategoryLabel, type ProjectCategory } from "./form-choices";

export const MISSING_COVER_MESSAGE = "Please upload a cover image.";

/** The text of a project: what the record stores. */
const ProjectTextSchema = z.object({
  title: requiredText(TEXT_LIMITS.title, "Title"),
  description: text(TEXT_LIMITS.projectDescription, "Description"),
  category: categoryOf(PROJECT_CATEGORIES, "", "Choose one of the listed categories"),
  location: text(TEXT_LIMITS.location, "Location"),
  ...SeoFieldsSchema.shape,
});

/** Creating a project (admin form and POST /api/create-project): a cover is required. */
export const NewProjectSchema = ProjectTextSchema.extend({
  ...PublishFieldsSchema.shape,
  coverImage: imageFile(MISSING_COVER_MESSAGE),
  coverImageDetails: newPhotoDetails,
  gallery: imageFiles(),
  galleryDetails: newPhotoDetails,
}).superRefine(checkSchedule);

/**
 * Updating a project (docs/decisions/005-data-model.md): the cover stays
 * unless removed or replaced; exactly the listed gallery images are kept,
 * in the order `photos` lists them; `cover` makes a gallery photo the cover
 * (docs/decisions/027-photo-order-covers-captions.md).
 */
export const ProjectUpdateSchema = ProjectTextSchema.extend({
  ...PublishFieldsSchema.shape,
  coverImage: imageFile(MISSING_COVER_MESSAGE).optional(),
  coverImageDetails: newPhotoDetails,
  gallery: imageFiles(),
  galleryDetails: newPhotoDetails,
  cover: coverChoice,
  removeCoverImage: flag,
  keepGalleryImages: list(z.string()),
  photos: existingPhotos,
}).superRefine(checkSchedule);

/** The stored text of a project (without the files and image changes). */
export type ProjectFields = z.infer<typeof ProjectTextSchema>;
