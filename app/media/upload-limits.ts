/**
 * The upload limits a visitor's browser and the server both enforce, in one
 * client-safe module: the admin forms' schemas (app/schemas/common.ts) and the
 * image picker read them for their rules, messages and hints; the body limits
 * (app/server/request-body.server.ts) and receiving an upload
 * (receive-upload.server.ts) check the same numbers while a body streams in.
 */

/** Largest accepted image file, checked per file while it uploads. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * Largest original photo the admin picker takes with JavaScript: it shrinks
 * it in the browser to MAX_KEPT_IMAGE_SIDE before sending, so what arrives
 * meets MAX_UPLOAD_BYTES (docs/decisions/047-photos-shrunk-and-sent-resumably.md).
 */
export const MAX_ORIGINAL_BYTES = 40 * 1024 * 1024;
export const MAX_ORIGINAL_MB = MAX_ORIGINAL_BYTES / (1024 * 1024);

/**
 * The longest side of an image the site keeps, upright: the full-size copy the
 * encoder makes and the picker's shrunk photo alike, whether the photo is
 * landscape or portrait (docs/decisions/075-photos-limited-by-their-long-side.md).
 * The widest responsive variant (image-variants.ts) is this size too.
 */
export const MAX_KEPT_IMAGE_SIDE = 1920;

/**
 * The size an upright `width` × `height` image is kept at: scaled down, never up, so that its
 * longer side is at most `longSide`.
 */
export function keptImageSize(
  width: number,
  height: number,
  longSide: number = MAX_KEPT_IMAGE_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Quality of the browser's re-encoding of a shrunk photo (0-1). */
export const SHRINK_QUALITY = 0.85;

/**
 * Bytes per request of a resumable upload: small enough that progress moves
 * and a drop loses little on a slow mobile line (250 kbit/s sends 256 KB in
 * about 8 s).
 */
export const UPLOAD_CHUNK_BYTES = 256 * 1024;

/** Most files one form or API request may carry. */
export const MAX_FILES_PER_REQUEST = 20;

/** Image types the server decodes (it sniffs the bytes; the browser checks the declared type). */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const ACCEPTED_IMAGE_LABEL = "JPEG, PNG, WebP or GIF";
/** The file inputs' `accept` attribute. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(",");

export const FILE_TOO_LARGE_MESSAGE = `Each image must be ${MAX_UPLOAD_MB} MB or smaller.`;
export const UNSUPPORTED_TYPE_MESSAGE = "Only JPEG, PNG, WebP and GIF images are accepted.";
export const TOO_MANY_FILES_MESSAGE = `At most ${MAX_FILES_PER_REQUEST} images can be sent at once.`;

/** All text fields of one upload form together (a 50,000-character post fits several times). */
export const MAX_FORM_TEXT_BYTES = 1024 * 1024;

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

/**
 * Photos sent one by one through the resumable endpoint (docs/api/conventions.md#resumable-uploads)
 * that no save has used yet: at most this many, and this many bytes, per account at once; each
 * expires this long after it was started.
 */
export const MAX_PENDING_UPLOADS = 50;
export const MAX_PENDING_UPLOAD_BYTES = 200 * 1024 * 1024;
export const PENDING_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const PENDING_UPLOAD_QUOTA_MESSAGE = `Too many photos are waiting to be saved (at most ${MAX_PENDING_UPLOADS} photos or ${MAX_PENDING_UPLOAD_BYTES / (1024 * 1024)} MB at once). Save the item, remove some photos, or wait a day for unused ones to expire.`;
export const UPLOAD_GONE_MESSAGE =
  "A photo you sent earlier is no longer available (it may have expired). Please choose it again.";

/** The form field naming photos already sent through the resumable endpoint, for a file field. */
export function uploadIdField(fileField: string) {
  return `${fileField}Upload`;
}

/**
 * The hidden field that makes a repeated save answer like the first
 * (docs/api/conventions.md#idempotent-saves).
 */
export const IDEMPOTENCY_FIELD = "idempotencyKey";
