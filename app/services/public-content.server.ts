/**
 * Shapes model records into what the public pages show: category labels (from the
 * entity's schema), long dates, trimmed card texts.
 */
import type { Blog } from "~/models/blog.server";
import type { ImageRecord } from "~/media/images.server";
import type { Project } from "~/models/project.server";
import { blogCategoryLabel } from "~/schemas/blog";
import { projectCategoryLabel } from "~/schemas/project";
import { getEnv } from "~/utils/env.server";
import { absoluteUrl } from "~/utils/seo";
import { distinctCategories, excerpt, formatLongDate, sameCategory } from "~/utils/display";
import { markdownToPlainText } from "~/utils/markdown-plain-text";

export type CategoryOption = { value: string; label: string };

export function categoryOptions(values: string[], label: (value: string) => string) {
  return distinctCategories(values).map((value) => ({ value, label: label(value) }));
}

/**
 * The category a listing is filtered by, spelled as its filter link spells it (so that link shows
 * as the current one, docs/product.md#categories); a category no item uses stays as asked. Null
 * for none.
 */
export function activeCategoryOf(options: CategoryOption[], requested: string): string | null {
  if (!requested) return null;
  return options.find((option) => sameCategory(option.value, requested))?.value ?? requested;
}

export type ProjectCard = {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  categoryLabel: string;
  location: string;
  cover: ImageRecord | null;
};

export function projectCard(project: Project, descriptionLength = 300): ProjectCard {
  return {
    id: project.id,
    slug: project.slug,
    title: project.title,
    description: excerpt(markdownToPlainText(project.description), descriptionLength),
    category: project.category,
    categoryLabel: projectCategoryLabel(project.category),
    location: project.location,
    cover: project.cover,
  };
}

export type BlogCard = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  categoryLabel: string;
  date: string;
  dateTime: string;
  cover: ImageRecord | null;
};

export function blogCard(blog: Blog, excerptLength = 160): BlogCard {
  return {
    id: blog.id,
    slug: blog.slug,
    title: blog.title,
    excerpt: excerpt(markdownToPlainText(blog.content), excerptLength),
    author: blog.author,
    category: blog.category || "General",
    categoryLabel: blogCategoryLabel(blog.category),
    date: formatLongDate(blog.createdAt),
    dateTime: blog.createdAt,
    cover: blog.images[0] ?? null,
  };
}

/** The public address of the page (SITE_URL and the path), for share links. */
export function pageUrl(request: Request): string {
  return absoluteUrl(getEnv().SITE_URL, new URL(request.url).pathname);
}
