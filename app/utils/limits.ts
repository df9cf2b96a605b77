/**
 * The limits a visitor's browser and the server both enforce, in one
 * client-safe module: the admin forms' schemas (app/schemas/) read them for
 * their rules, messages and hints, and the upload pipeline
 * (uploads.server.ts) checks the same numbers while a body streams in.
 */

/** Largest accepted image file, checked per file while it uploads. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** Most files one form or API request may carry. */
export const MAX_FILES_PER_REQUEST = 20;

/** Image types the server decodes (it sniffs the bytes; the browser checks the declared type). */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const ACCEPTED_IMAGE_LABEL = "JPEG, PNG, WebP or GIF";
/** The file inputs' `accept` attribute. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(",");

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
  alt: 200,
  caption: 300,
  /** Longer than a stored slug: what is typed is slugified (and shortened) afterwards. */
  slugInput: 150,
  searchDescription: 160,
  shareImageAlt: 200,
  /** "2026-12-05T10:00" from the form; an API client may add seconds and an offset. */
  publishAt: 40,
} as const;

export const FILE_TOO_LARGE_MESSAGE = `Each image must be ${MAX_UPLOAD_MB} MB or smaller.`;
export const UNSUPPORTED_TYPE_MESSAGE = "Only JPEG, PNG, WebP and GIF images are accepted.";
export const TOO_MANY_FILES_MESSAGE = `At most ${MAX_FILES_PER_REQUEST} images can be sent at once.`;
export const SKIPPED_FILES_MESSAGE = `Some files were skipped because they exceed the ${MAX_UPLOAD_MB}MB limit`;

/** The hint under an image picker, stating the real limits. */
export function imageHint(multiple: boolean) {
  return multiple
    ? `${ACCEPTED_IMAGE_LABEL}, up to ${MAX_UPLOAD_MB} MB each, at most ${MAX_FILES_PER_REQUEST} per save. You can choose several.`
    : `${ACCEPTED_IMAGE_LABEL}, up to ${MAX_UPLOAD_MB} MB.`;
}

/**
 * The server streams each file to disk before validating the form and puts
 * this marker plus an index in its place, so the schema sees "a file was sent".
 */
export const STAGED_FILE_PREFIX = "staged:";
