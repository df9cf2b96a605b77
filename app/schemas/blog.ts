import { z } from "zod";
import { TEXT_LIMITS } from "~/utils/limits";
import { BLOG_CATEGORIES } from "./form-choices";
import {
  categoryOf,
  checkSchedule,
  coverChoice,
  existingPhotos,
  imageFiles,
  list,
  newPhotoDetails,
  PublishFieldsSchema,
  requiredText,
  SeoFieldsSchema,
  toList,
} from "./common";

export { BLOG_CATEGORIES, blogCategoryLabel } from "./form-choices";

export const MAX_TAGS = TEXT_LIMITS.tags;
export const MAX_TAG_LENGTH = TEXT_LIMITS.tag;

/** Tags are split on commas and trimmed; repeated fields are accepted too. */
export function parseTags(values: string[]): string[] {
  const tags = values
    .flatMap((value) => value.split(","))
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

const BlogTextSchema = z.object({
  title: requiredText(TEXT_LIMITS.title, "Title"),
  content: requiredText(TEXT_LIMITS.content, "Content"),
  author: requiredText(TEXT_LIMITS.author, "Author"),
  category: categoryOf(BLOG_CATEGORIES, "General", "Choose one of the listed categories"),
  tags: z
    .preprocess(
      (value) => parseTags(toList(value).filter((tag) => typeof tag === "string")),
      z
        .array(
          z.string().max(MAX_TAG_LENGTH, `Each tag must be at most ${MAX_TAG_LENGTH} characters`),
        )
        .max(MAX_TAGS, `At most ${MAX_TAGS} tags`),
    )
    .default([]),
  ...SeoFieldsSchema.shape,
});

/** Creating a post (admin form and POST /api/add-blog); the images are optional. */
export const NewBlogSchema = BlogTextSchema.extend({
  ...PublishFieldsSchema.shape,
  images: imageFiles(),
  imagesDetails: newPhotoDetails,
}).superRefine(checkSchedule);

/**
 * Updating a post: exactly the listed images are kept, in the order `photos`
 * lists them, new ones are added after them; `cover` moves one to the front.
 */
export const BlogUpdateSchema = BlogTextSchema.extend({
  ...PublishFieldsSchema.shape,
  images: imageFiles(),
  imagesDetails: newPhotoDetails,
  cover: coverChoice,
  keepImages: list(z.string()),
  photos: existingPhotos,
}).superRefine(checkSchedule);

/** The stored text of a post. */
export type BlogFields = z.infer<typeof BlogTextSchema>;
