import { z } from "zod";
import type { TamilTexts } from "~/i18n/tamil-texts";
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
  oneLine,
  requiredParagraph,
  requiredText,
  SeoFieldsSchema,
  tamilKeys,
  tamilTexts,
  toList,
} from "./common";

export { BLOG_CATEGORIES, blogCategoryLabel } from "./form-choices";

const MAX_TAGS = TEXT_LIMITS.tags;
const MAX_TAG_LENGTH = TEXT_LIMITS.tag;

/** Tags are split on commas and trimmed; repeated fields are accepted too. */
function parseTags(values: string[]): string[] {
  const tags = values
    .flatMap((value) => value.split(","))
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

/** The Tamil version of a post's texts (`ta.title`...), each optional. */
const BlogTamilSchema = tamilTexts({
  title: { max: TEXT_LIMITS.title, label: "Title" },
  content: { max: TEXT_LIMITS.content, label: "Content", lines: "many" },
  searchDescription: {
    max: TEXT_LIMITS.searchDescription,
    label: "Search summary",
    lines: "many",
  },
  shareImageAlt: { max: TEXT_LIMITS.shareImageAlt, label: "Share image alt text" },
});
export const BLOG_TAMIL_KEYS = tamilKeys(BlogTamilSchema);

const BlogTextSchema = z.object({
  title: requiredText(TEXT_LIMITS.title, "Title"),
  content: requiredParagraph(TEXT_LIMITS.content, "Content"),
  author: requiredText(TEXT_LIMITS.author, "Author"),
  category: categoryOf(BLOG_CATEGORIES, "General", "Choose one of the listed categories"),
  tags: z
    .preprocess(
      (value) => parseTags(toList(value).filter((tag) => typeof tag === "string")),
      z
        .array(
          oneLine("Each tag").max(
            MAX_TAG_LENGTH,
            `Each tag must be at most ${MAX_TAG_LENGTH} characters`,
          ),
        )
        .max(MAX_TAGS, `At most ${MAX_TAGS} tags`),
    )
    .default([]),
  ...SeoFieldsSchema.shape,
  ta: BlogTamilSchema,
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
export type BlogFields = Omit<z.infer<typeof BlogTextSchema>, "ta"> & {
  /** What is stored in Tamil: the merged texts of the save, null for none. */
  ta?: TamilTexts | null;
};
