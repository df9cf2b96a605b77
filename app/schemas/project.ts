import { z } from "zod";
import { categoryOf, field, fields, requiredText, text } from "./common";

export const PROJECT_CATEGORIES = [
  { value: "Residential", label: "Residential" },
  { value: "Commercial", label: "Commercial" },
  { value: "Industrial", label: "Industrial" },
  { value: "Renovation", label: "Renovation" },
  { value: "Interior", label: "Interior Design" },
] as const;

export const ProjectFieldsSchema = z.object({
  title: requiredText(150, "Title"),
  description: text(5000, "Description"),
  category: categoryOf(PROJECT_CATEGORIES, "", "Choose one of the listed categories"),
  location: text(150, "Location"),
});

export type ProjectFields = z.infer<typeof ProjectFieldsSchema>;

export const MISSING_COVER_MESSAGE = "Please upload a cover image.";

/** The text fields of a project form or API call. */
export function readProjectFields(form: FormData) {
  return ProjectFieldsSchema.safeParse({
    title: field(form, "title"),
    description: field(form, "description"),
    category: field(form, "category"),
    location: field(form, "location"),
  });
}

/** What an update keeps of the existing images (docs/api.md#update-project). */
export function readProjectImageChanges(form: FormData) {
  return {
    removeCoverImage: field(form, "removeCoverImage") === "true",
    keepGalleryImages: fields(form, "keepGalleryImages"),
  };
}
