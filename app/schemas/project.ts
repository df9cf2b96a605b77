import { z } from "zod";
import type { TamilTexts } from "~/i18n/tamil-texts";
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
  tamilKeys,
  tamilTexts,
  text,
} from "./common";

export { PROJECT_CATEGORIES, projectCategoryLabel, type ProjectCategory } from "./form-choices";

const MISSING_COVER_MESSAGE = "Please upload a cover image.";

/** The Tamil version of a project's texts (`ta.title`...), each optional. */
const ProjectTamilSchema = tamilTexts({
  title: { max: TEXT_LIMITS.title, label: "Title" },
  description: { max: TEXT_LIMITS.projectDescription, label: "Description" },
  location: { max: TEXT_LIMITS.location, label: "Location" },
  searchDescription: { max: TEXT_LIMITS.searchDescription, label: "Search summary" },
  shareImageAlt: { max: TEXT_LIMITS.shareImageAlt, label: "Share image alt text" },
});
export const PROJECT_TAMIL_KEYS = tamilKeys(ProjectTamilSchema);

/** The text of a project: what the record stores. */
const ProjectTextSchema = z.object({
  title: requiredText(TEXT_LIMITS.title, "Title"),
  description: text(TEXT_LIMITS.projectDescription, "Description"),
  category: categoryOf(PROJECT_CATEGORIES, "", "Choose one of the listed categories"),
  location: text(TEXT_LIMITS.location, "Location"),
  ...SeoFieldsSchema.shape,
  ta: ProjectTamilSchema,
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
export type ProjectFields = Omit<z.infer<typeof ProjectTextSchema>, "ta"> & {
  /** What is stored in Tamil: the merged texts of the save, null for none. */
  ta?: TamilTexts | null;
};
