/**
 * The longest text of each field, in one client-safe module: the entities'
 * schemas (app/schemas/) read them for their rules and messages, the admin
 * forms for their hints. The upload limits are in app/media/upload-limits.ts.
 */

/** Longest text per field, shared by every entity's schema. */
export const TEXT_LIMITS = {
  title: 150,
  projectDescription: 5000,
  galleryDescription: 2000,
  location: 150,
  galleryCategory: 50,
  author: 100,
  content: 50_000,
  tag: 40,
  tags: 20,
  /** A progress update's note (Markdown). */
  progressNote: 5000,
  /** Photos of one progress update. */
  progressPhotos: 20,
  alt: 200,
  caption: 300,
  /** Longer than a stored slug: what is typed is slugified (and shortened) afterwards. */
  slugInput: 150,
  searchDescription: 160,
  shareImageAlt: 200,
  /** "2026-12-05T10:00" from the form; an API client may add seconds and an offset. */
  publishAt: 40,
} as const;
