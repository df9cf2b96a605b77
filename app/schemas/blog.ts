import { z } from "zod";
import { categoryOf, field, fields, requiredText } from "./common";

export const BLOG_CATEGORIES = [
  { value: "General", label: "General" },
  { value: "Construction", label: "Construction" },
  { value: "Renovation", label: "Renovation" },
  { value: "Design", label: "Design" },
  { value: "Architecture", label: "Architecture" },
  { value: "Tips", label: "Tips & Advice" },
] as const;

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** Tags split on commas and trimmed; repeated fields are accepted too (docs/product.md#validation). */
export function parseTags(values: string[]): string[] {
  const tags = values
    .flatMap((value) => value.split(","))
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}

export const BlogFieldsSchema = z.object({
  title: requiredText(150, "Title"),
  content: requiredText(50_000, "Content"),
  author: requiredText(100, "Author"),
  category: categoryOf(BLOG_CATEGORIES, "General", "Choose one of the listed categories"),
  tags: z
    .array(z.string().max(MAX_TAG_LENGTH, `Each tag must be at most ${MAX_TAG_LENGTH} characters`))
    .max(MAX_TAGS, `At most ${MAX_TAGS} tags`),
});

export type BlogFields = z.infer<typeof BlogFieldsSchema>;

export function readBlogFields(form: FormData) {
  return BlogFieldsSchema.safeParse({
    title: field(form, "title"),
    content: field(form, "content"),
    author: field(form, "author"),
    category: field(form, "category"),
    tags: parseTags(fields(form, "tags")),
  });
}
