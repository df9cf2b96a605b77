/**
 * Shapes model records into what the public pages show: display labels for
 * stored category values, long dates, trimmed card texts. Server-only so the
 * category tables and date formatting stay out of the browser bundle.
 */
import type { Blog } from "~/models/blog.server";
import type { ImageRecord } from "~/media/images.server";
import type { Project } from "~/models/project.server";
import { BLOG_CATEGORIES } from "~/schemas/blog";
import { PROJECT_CATEGORIES } from "~/schemas/project";
import { getEnv } from "~/utils/env.server";
import { absoluteUrl } from "~/utils/seo";
import { distinctCategories, excerpt, formatLongDate, sameCategory } from "~/utils/display";
import { markdownToPlainText } from "~/utils/markdown";

export type CategoryOption = { value: string; label: string };

function labelFrom(table: readonly CategoryOption[], value: string): string {
  return table.find((option) => sameCategory(option.value, value))?.label ?? value.trim();
}

export function projectCategoryLabel(value: string) {
  return labelFrom(PROJECT_CATEGORIES, value);
}

export function blogCategoryLabel(value: string) {
  return labelFrom(BLOG_CATEGORIES, value || "General");
}

export function categoryOptions(values: string[], label: (value: string) => string) {
  return distinctCategories(values).map((value) => ({ value, label: label(value) }));
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
    categoryLabel: project.category ? projectCategoryLabel(project.category) : "",
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
