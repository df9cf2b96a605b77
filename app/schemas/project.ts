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

const MISSING_PHOTOS_MESSAGE = "Please choose at least one photo; the cover is one of them.";
const COVER_NOT_SENT_MESSAGE = "The cover must be one of the photos sent.";

/**
 * A new project's cover: its own `coverImage` file (what older clients send), or else the photo
 * of `gallery` at `coverIndex`, counted from 0, so the admin form sends each photo once
 * (docs/api.md#create-project). Without either there is no cover.
 */
function checkNewCover(
  value: { coverImage?: unknown; coverIndex?: number; gallery: unknown[] },
  ctx: z.RefinementCtx,
) {
  if (value.coverImage !== undefined) return;
  if (value.coverIndex === undefined) {
    ctx.addIssue({ code: "custom", path: ["coverImage"], message: MISSING_COVER_MESSAGE });
  } else if (value.gallery.length === 0) {
    ctx.addIssue({ code: "custom", path: ["gallery"], message: MISSING_PHOTOS_MESSAGE });
  } else if (value.coverIndex >= value.gallery.length) {
    ctx.addIssue({ code: "custom", path: ["coverIndex"], message: COVER_NOT_SENT_MESSAGE });
  }
}

/**
 * Creating a project (admin form and POST /api/create-project): a cover is required, sent as
 * its own file or chosen among the gallery's photos by `coverIndex`.
 */
export const NewProjectSchema = ProjectTextSchema.extend({
  ...PublishFieldsSchema.shape,
  coverImage: imageFile(MISSING_COVER_MESSAGE).optional(),
  coverImageDetails: newPhotoDetails,
  coverIndex: z.coerce
    .number({ error: COVER_NOT_SENT_MESSAGE })
    .int(COVER_NOT_SENT_MESSAGE)
    .min(0, COVER_NOT_SENT_MESSAGE)
    .optional(),
  gallery: imageFiles(),
  galleryDetails: newPhotoDetails,
})
  .superRefine(checkSchedule)
  .superRefine(checkNewCover);

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
