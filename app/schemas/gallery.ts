import { z } from "zod";
import { field, text } from "./common";

export const GalleryFieldsSchema = z.object({
  title: text(150, "Title"),
  description: text(2000, "Description"),
  category: text(50, "Category").transform((value) => value || "General"),
});

export type GalleryFields = z.infer<typeof GalleryFieldsSchema>;

export const NO_IMAGES_MESSAGE = "Please select at least one image.";

/** Shown on the public gallery for a collection without a title (docs/product.md#gallery). */
export const UNTITLED_GALLERY_LABEL = "Gallery Image";

export function readGalleryFields(form: FormData) {
  return GalleryFieldsSchema.safeParse({
    title: field(form, "title"),
    description: field(form, "description"),
    category: field(form, "category"),
  });
}
