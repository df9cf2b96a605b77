/**
 * What the admin's pages show of the entities' choices, without zod: the category lists and
 * their labels. The browser loads this with a page; the schemas (which re-export it) only
 * when a form is checked (app/components/admin/form/form-checks.ts), so a page that imports a choice
 * from here does not pull the schemas and zod into its script.
 */
import { sameCategory } from "~/utils/display";
import { TEXT_LIMITS } from "~/utils/limits";

/**
 * The label shown for a stored category value, matched as the public filters match (ignoring case
 * and surrounding spaces, docs/product/content.md#categories); a value not in the list is shown as
 * it is stored, trimmed.
 */
function categoryLabel(
  options: readonly { value: string; label: string }[],
  value: string,
): string {
  return options.find((option) => sameCategory(option.value, value))?.label ?? value.trim();
}

export const BLOG_CATEGORIES = [
  { value: "General", label: "General" },
  { value: "Construction", label: "Construction" },
  { value: "Renovation", label: "Renovation" },
  { value: "Design", label: "Design" },
  { value: "Architecture", label: "Architecture" },
  { value: "Tips", label: "Tips & Advice" },
] as const;

/** "Tips & Advice" for `Tips`; a post without a category counts as General. */
export function blogCategoryLabel(value: string): string {
  return categoryLabel(BLOG_CATEGORIES, value || "General");
}

/**
 * The stored values and the labels shown for them (docs/product/content.md#categories). `onHome`
 * marks the kinds of building the home page's Recent Projects offers as filters
 * (docs/product/public-site.md#home).
 */
export const PROJECT_CATEGORIES = [
  { value: "Residential", label: "Residential", onHome: true },
  { value: "Commercial", label: "Commercial", onHome: true },
  { value: "Industrial", label: "Industrial", onHome: true },
  { value: "Renovation", label: "Renovation", onHome: true },
  { value: "Interior", label: "Interior Design", onHome: false },
] as const;

/** "Interior Design" for `Interior`; an empty category has no label. */
export function projectCategoryLabel(value: string): string {
  return categoryLabel(PROJECT_CATEGORIES, value);
}

/** Shown on the public gallery for a collection without a title. */
export const UNTITLED_GALLERY_LABEL = "Gallery Image";

/** The sections of the public pages the owner edits (docs/decisions/049-site-content-sections.md). */
export const SITE_SECTIONS = [
  "home",
  "about",
  "services",
  "process",
  "pricing",
  "testimonials",
  "estimator",
  "progress",
] as const;
export type SiteSectionKey = (typeof SITE_SECTIONS)[number];

export function isSiteSection(value: string | undefined): value is SiteSectionKey {
  return (SITE_SECTIONS as readonly string[]).includes(value ?? "");
}

/** Longest text per field of the site's sections. */
export const SITE_TEXT_LIMITS = {
  short: 80,
  title: 120,
  line: 200,
  paragraph: 1000,
  story: 4000,
  feature: 150,
  features: 12,
  items: 30,
} as const;

/** The section's name in the admin and the activity log. */
export const SITE_SECTION_LABELS: Record<SiteSectionKey, string> = {
  home: "Home page",
  about: "About page",
  services: "Services",
  process: "Process steps",
  pricing: "Pricing",
  testimonials: "Testimonials",
  estimator: "Cost estimator",
  progress: "Construction stages",
};

/** The public page a section appears on (its preview opens it). */
export const SITE_SECTION_PAGES: Record<SiteSectionKey, string> = {
  home: "/",
  about: "/about-us",
  services: "/services",
  process: "/services",
  pricing: "/services",
  testimonials: "/about-us",
  estimator: "/estimate",
  progress: "/projects",
};

/** Where on its page a section shows (a preview or "View on site" opens there, not at the top). */
export const SITE_SECTION_ANCHORS: Partial<Record<SiteSectionKey, string>> = {
  process: "#process",
  pricing: "#pricing",
  testimonials: "#testimonials",
};

/** The field a sensitive action's form carries its current password in (app/http/reauthentication.server.ts). */
export const REAUTHENTICATION_FIELD = "currentPassword";
export const REAUTHENTICATION_MISSING = "Enter your current password to confirm";
export const REAUTHENTICATION_LABEL = "Confirm with your password";

/** The password fields, which a refused form never sends back. */
export const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword", "password"];

/** Most photos of one progress update, which its editor's photo section names. */
export const PROGRESS_PHOTOS_MOST = TEXT_LIMITS.progressPhotos;
