/**
 * Shapes model records into what the public pages show: category labels (from the
 * entity's schema), long dates, trimmed card texts.
 */
import type { Blog } from "~/models/blog.server";
import type { ImageRecord } from "~/media/images.server";
import {
  contentText,
  contentTexts,
  localizeImage,
  tamilText,
  type ContentText,
  type LocalizedImageTexts,
} from "~/i18n/content";
import { pathInLanguage, type Language } from "~/i18n/language";
import type { Project } from "~/models/project.server";
import { blogCategoryLabel } from "~/schemas/blog";
import { projectCategoryLabel } from "~/schemas/project";
import { getEnv } from "~/utils/env.server";
import { absoluteUrl } from "~/utils/seo";
import { distinctCategories, excerpt, formatLongDate, sameCategory } from "~/utils/display";
import { markdownToPlainText } from "~/text/markdown-plain-text";
import { publicPath } from "~/kinds/registry";
import type { ProjectProgress } from "~/models/progress.server";

export type CategoryOption = { value: string; label: string };

export function categoryOptions(values: string[], label: (value: string) => string) {
  return distinctCategories(values).map((value) => ({ value, label: label(value) }));
}

/**
 * The category a listing is filtered by, spelled as its filter link spells it (so that link shows
 * as the current one, docs/product/content.md#categories); a category no item uses stays as asked.
 * Null for none.
 */
export function activeCategoryOf(options: CategoryOption[], requested: string): string | null {
  if (!requested) return null;
  return options.find((option) => sameCategory(option.value, requested))?.value ?? requested;
}

/** A photo as a page in `language` shows it (alt text and caption in that language). */
export type PageImage = ImageRecord & LocalizedImageTexts;

export function pageImage(image: ImageRecord, language: Language): PageImage;
export function pageImage(image: ImageRecord | null, language: Language): PageImage | null;
export function pageImage(image: ImageRecord | null, language: Language): PageImage | null {
  return image ? localizeImage(image, language) : null;
}

/** A trimmed plain-text excerpt of a content text (Markdown), keeping its language mark. */
function excerptOf(value: ContentText, length: number): ContentText {
  return { ...value, text: excerpt(markdownToPlainText(value.text), length) };
}

export type ProjectCard = {
  id: string;
  slug: string;
  /** The project's page in the listing's language. */
  href: string;
  title: ContentText;
  description: ContentText;
  category: string;
  categoryLabel: string;
  location: ContentText;
  cover: PageImage | null;
  /**
   * Ongoing or completed, on listings that show it (/projects): ongoing while the latest
   * published update says less than 100 %; without updates a project is finished work
   * (docs/decisions/067-progress-updates.md).
   */
  status?: ProjectStatus;
};

export type ProjectStatus = "ongoing" | "completed";

/** Ongoing while its latest published update says less than 100 %, else completed. */
function projectStatus(progress: ProjectProgress | undefined): ProjectStatus {
  return progress && progress.percent < 100 ? "ongoing" : "completed";
}

export function projectCard(
  project: Project,
  descriptionLength = 300,
  language: Language = "en",
  /** Given (a project's latest progress, or undefined for none), the card shows the status. */
  progress?: { of: ProjectProgress | undefined },
): ProjectCard {
  const texts = contentTexts(language, project, project.ta, ["title", "description", "location"]);
  return {
    id: project.id,
    slug: project.slug,
    href: pathInLanguage(publicPath("project", project.slug), language),
    title: texts.title,
    description: excerptOf(texts.description, descriptionLength),
    category: project.category,
    categoryLabel: projectCategoryLabel(project.category),
    location: texts.location,
    cover: pageImage(project.cover, language),
    ...(progress ? { status: projectStatus(progress.of) } : {}),
  };
}

export type BlogCard = {
  id: string;
  slug: string;
  /** The post's page in the listing's language. */
  href: string;
  title: ContentText;
  excerpt: ContentText;
  author: string;
  category: string;
  categoryLabel: string;
  date: string;
  dateTime: string;
  cover: PageImage | null;
};

export function blogCard(blog: Blog, excerptLength = 160, language: Language = "en"): BlogCard {
  return {
    id: blog.id,
    slug: blog.slug,
    href: pathInLanguage(publicPath("blog", blog.slug), language),
    title: contentText(language, blog.title, tamilText(blog.ta, "title")),
    excerpt: excerptOf(
      contentText(language, blog.content, tamilText(blog.ta, "content")),
      excerptLength,
    ),
    author: blog.author,
    category: blog.category || "General",
    categoryLabel: blogCategoryLabel(blog.category),
    date: formatLongDate(blog.createdAt),
    dateTime: blog.createdAt,
    cover: pageImage(blog.images[0] ?? null, language),
  };
}

/** The public address of the page (SITE_URL and the path), for share links. */
export function pageUrl(request: Request): string {
  return absoluteUrl(getEnv().SITE_URL, new URL(request.url).pathname);
}
