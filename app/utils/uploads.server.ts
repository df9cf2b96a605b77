import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  FileUpload,
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { isMultipartRequest, parseMultipartRequest } from "@remix-run/multipart-parser";
import { getEnv } from "./env.server";
import { EncoderStoppedError, imageEncoder } from "./image-encoder.server";
import { originalName } from "./image-urls";
import { originalOfVariant, storedFileNames } from "./image-variants";

import {
  FILE_TOO_LARGE_MESSAGE,
  MAX_FILES_PER_REQUEST,
  MAX_UPLOAD_BYTES,
  TOO_MANY_FILES_MESSAGE,
  UNSUPPORTED_TYPE_MESSAGE,
} from "./limits";

// The per-file size and file count limits (utils/limits.ts) are checked while the body streams.
/** All text fields of one upload form together (a 50,000-character post fits several times). */
export const MAX_FORM_TEXT_BYTES = 1024 * 1024;
// Decoding and encoding (sharp) run in a short-lived child process: image-encoder.server.ts.

export type AcceptedType = "jpeg" | "png" | "webp" | "gif";

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415 | 507,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export const TEXT_TOO_LARGE_MESSAGE = "The text fields are too long to be saved.";

/** An upload saved to the staging folder, not yet decoded or in use. */
export type StagedFile = { field: string; path: string; type: AcceptedType };

/** A decoded, re-encoded image stored under a server-chosen name in UPLOADS_DIR. */
export type StoredImage = { field: string; fileName: string; width: number; height: number };

export function uploadsDir() {
  return getEnv().UPLOADS_DIR;
}

/** Creates the uploads folder; a folder that cannot be made is reported but does not stop the site. */
export async function ensureUploadsDir() {
  try {
    await fs.mkdir(uploadsDir(), { recursive: true });
  } catch (error) {
    console.error(`UPLOADS_DIR ${uploadsDir()} cannot be created:`, (error as Error).message);
  }
}

function stagingDir() {
  return path.join(uploadsDir(), ".staging");
}

/** Where the encoder writes variants before renaming them into place (apart from staged uploads). */
function variantStagingDir() {
  return path.join(uploadsDir(), ".variants");
}

/**
 * The type comes from the bytes, never the name or declared type (docs/product.md#uploads,
 * docs/decisions/003-uploads-pipeline.md).
 */
export function sniffImageType(bytes: Uint8Array): AcceptedType | null {
  const starts = (...sig: number[]) => sig.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (
    starts(0x47, 0x49, 0x46, 0x38) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return "gif";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

/** Stored names are ours: 24 base64url characters and .webp. Anything else is not a stored file. */
export function isStoredFileName(value: string) {
  return /^[A-Za-z0-9_-]{24}\.webp$/.test(value);
}

export type ReceivedForm = {
  form: FormData;
  staged: StagedFile[];
  /** Removes the staged files; call it when the request is refused. */
  discard: () => Promise<void>;
};

/**
 * Parses a multipart (or url-encoded) body as a stream. File parts of the
 * given fields are size-checked while they arrive, sniffed, and staged on
 * disk; text fields stay in the returned FormData.
 */
export async function receiveForm(request: Request, fileFields: string[]): Promise<ReceivedForm> {
  const staged: StagedFile[] = [];
  const discard = () => removeFiles(staged.map((file) => file.path));

  async function stage(upload: FileUpload) {
    if (!fileFields.includes(upload.fieldName)) return null;
    // Browsers send an empty part for a file input left empty.
    if (upload.size === 0 && !upload.name) return null;
    const bytes = new Uint8Array(await upload.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw new UploadError(UNSUPPORTED_TYPE_MESSAGE, 415);
    await fs.mkdir(stagingDir(), { recursive: true });
    const filePath = path.join(stagingDir(), `${randomBytes(12).toString("hex")}.upload`);
    await fs.writeFile(filePath, bytes);
    staged.push({ field: upload.fieldName, path: filePath, type });
    return `staged:${staged.length - 1}`;
  }

  try {
    const form = isMultipartRequest(request)
      ? await parseMultipartForm(request, stage)
      : await parseFormData(request, { maxTotalSize: MAX_FORM_TEXT_BYTES });
    return { form, staged, discard };
  } catch (error) {
    await discard();
    throw toUploadError(error);
  }
}

/**
 * parseFormData's multipart loop with one more limit: text parts are kept in
 * memory, so together they may not pass MAX_FORM_TEXT_BYTES (docs/security.md, item 15);
 * files are staged on disk one at a time.
 */
async function parseMultipartForm(
  request: Request,
  stage: (upload: FileUpload) => Promise<string | null>,
): Promise<FormData> {
  const form = new FormData();
  let files = 0;
  let textBytes = 0;
  const parts = parseMultipartRequest(request, {
    maxFileSize: MAX_UPLOAD_BYTES,
    maxTotalSize: MAX_FILES_PER_REQUEST * MAX_UPLOAD_BYTES + MAX_FORM_TEXT_BYTES,
  });
  for await (const part of parts) {
    if (!part.name) continue;
    if (part.isFile) {
      if (++files > MAX_FILES_PER_REQUEST) throw new MaxFilesExceededError(MAX_FILES_PER_REQUEST);
      const value = await stage(new FileUpload(part, part.name));
      if (value !== null) form.append(part.name, value);
      continue;
    }
    textBytes += part.size;
    if (textBytes > MAX_FORM_TEXT_BYTES) throw new UploadError(TEXT_TOO_LARGE_MESSAGE, 413);
    form.append(part.name, part.text);
  }
  return form;
}

function toUploadError(error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  if (error instanceof MaxFileSizeExceededError)
    return new UploadError(FILE_TOO_LARGE_MESSAGE, 413);
  if (error instanceof MaxFilesExceededError) return new UploadError(TOO_MANY_FILES_MESSAGE, 413);
  if ((error as Error)?.name === "MaxTotalSizeExceededError")
    return new UploadError(TEXT_TOO_LARGE_MESSAGE, 413);
  if (error instanceof FormDataParseError || (error as Error)?.name?.startsWith("Max"))
    return new UploadError("The form data could not be read.", 400);
  if (isDiskError(error)) return new UploadError(DISK_ERROR_MESSAGE, 507);
  return new UploadError("The form data could not be read.", 400);
}

export const DISK_ERROR_MESSAGE =
  "The server could not save the image (the disk is full or not writable). Nothing was changed.";

/**
 * Failures of the file system rather than of the upload. ENOTDIR/EEXIST: a
 * file stands where a folder must be; ENOENT: what Node's recursive mkdir
 * reports on a read-only file system.
 */
const DISK_ERROR_CODES = new Set([
  "ENOSPC",
  "EACCES",
  "EROFS",
  "EPERM",
  "EDQUOT",
  "EIO",
  "ENOTDIR",
  "EEXIST",
  "ENOENT",
]);
/** sharp (libvips) reports failed writes as plain Errors without a code. */
const DISK_ERROR_TEXT =
  /write error|unable to open .* for writing|No space left on device|Read-only file system|Permission denied|Disk quota exceeded/i;

function isDiskError(error: unknown) {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code && DISK_ERROR_CODES.has(code)) return true;
  return !code && DISK_ERROR_TEXT.test(String((error as Error)?.message ?? ""));
}

/**
 * Decodes each staged file and writes a clean copy (auto-rotated, metadata
 * such as EXIF and GPS dropped, scaled, WebP) plus a small copy. The staged
 * files are removed either way; on failure nothing new is left on disk.
 */
export async function storeStagedImages(staged: StagedFile[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const file of staged) {
      // The encoder reads the staged file itself: its bytes never enter this process's memory.
      const image = await storeImage(file.path, file.type === "gif");
      stored.push({ ...image, field: file.field });
    }
    return stored;
  } catch (error) {
    await deleteStoredFiles(stored.map((image) => image.fileName));
    throw error;
  } finally {
    await removeFiles(staged.map((file) => file.path));
  }
}

/**
 * Decodes an image (bytes, or the path of a staged file) and stores a clean copy and a small
 * copy, in the encoder's child process; used by uploads and by the demo seed.
 */
export async function storeImage(
  input: Buffer | string,
  animated = false,
): Promise<Omit<StoredImage, "field">> {
  const fileName = `${randomBytes(18).toString("base64url")}.webp`;
  try {
    const { width, height } = await imageEncoder.store({
      uploadsDir: uploadsDir(),
      fileName,
      input: typeof input === "string" ? input : new Uint8Array(input),
      animated,
    });
    // Pages name the variants at once; until they exist, the original stands in.
    void queueVariants([fileName]);
    return { fileName, width, height };
  } catch (error) {
    await deleteStoredFiles([fileName]);
    if (isDiskError(error)) throw new UploadError(DISK_ERROR_MESSAGE, 507);
    const message = String((error as Error)?.message ?? "");
    if (message.includes("pixel limit"))
      throw new UploadError("The image has too many pixels (at most 50 megapixels).", 413);
    // An encoder that died twice on this image (for example one crafted to crash the decoder)
    // is logged there; for the owner it is an image the site cannot read, as before.
    if (error instanceof EncoderStoppedError) console.error(`Storing ${fileName}:`, error.message);
    throw new UploadError("The file is not a readable image.", 415);
  }
}

async function removeFiles(paths: string[]) {
  await Promise.all(paths.map((file) => fs.rm(file, { force: true })));
}

/** Deletes stored images, their small copies and responsive variants; unknown names are ignored. */
export async function deleteStoredFiles(fileNames: string[]) {
  const safe = fileNames.filter(isStoredFileName);
  await removeFiles(
    safe.flatMap((name) => storedFileNames(name).map((file) => path.join(uploadsDir(), file))),
  );
}

/**
 * Start-up sweep: removes staged leftovers and any stored file no record
 * names (for example after a crash between writing a file and committing).
 */
export async function sweepUploads(referenced: Set<string>) {
  await fs.rm(stagingDir(), { recursive: true, force: true });
  // Leftovers of a crash; while the queue runs (images stored earlier in this start, such as
  // the demo seed's) its own staging files are in there.
  if (!variantWorker) await fs.rm(variantStagingDir(), { recursive: true, force: true });
  let entries: string[];
  try {
    entries = await fs.readdir(uploadsDir());
  } catch {
    return [];
  }
  const orphans = entries.filter((name) => {
    if (name.startsWith(".")) return false;
    return !referenced.has(originalName(name));
  });
  await removeFiles(orphans.map((name) => path.join(uploadsDir(), name)));
  return orphans;
}

/**
 * For a request of a variant not made yet (just uploaded, or an upload from
 * before variants existed, while the back-fill runs): its original, which the
 * static handler sends instead.
 */
export function variantStandIn(name: string): string | null {
  const original = originalOfVariant(name);
  return original && original !== name ? original : null;
}

const variantQueue: string[] = [];
const queued = new Set<string>();
let variantWorker: Promise<void> | null = null;

/**
 * Makes the responsive variants of stored images in the background, one
 * image at a time, in the encoder's child process, skipping variants that
 * already exist (so it can run at every start-up). Resolves when the queue is
 * empty.
 */
export function queueVariants(fileNames: string[]): Promise<void> {
  for (const name of fileNames) {
    if (isStoredFileName(name) && !queued.has(name)) {
      queued.add(name);
      variantQueue.push(name);
    }
  }
  // `finally` runs after this assignment even when the queue drains at once.
  variantWorker ??= drainVariantQueue().finally(() => {
    variantWorker = null;
    // Names queued between the last one and this moment.
    if (variantQueue.length) void queueVariants([]);
  });
  return variantWorker;
}

/**
 * For the start-up back-fill: the stored images that lack their
 * full-width AVIF (every still image gets one; animated ones never, so they
 * are looked at again, cheaply). One directory listing instead of a look at
 * each file, so a start with 20,000 images that have their variants costs
 * next to nothing.
 */
export async function findMissingVariants(fileNames: Iterable<string>): Promise<string[]> {
  let present: Set<string>;
  try {
    present = new Set(await fs.readdir(uploadsDir()));
  } catch {
    return [];
  }
  return [...fileNames].filter(
    (name) => isStoredFileName(name) && !present.has(name.replace(/\.webp$/, ".avif")),
  );
}

async function drainVariantQueue() {
  for (let name = variantQueue.shift(); name; name = variantQueue.shift()) {
    try {
      await imageEncoder.variants({ uploadsDir: uploadsDir(), fileName: name });
    } catch (error) {
      // The next start's findMissingVariants queues the image again.
      console.error(`Variants of ${name} could not be made:`, (error as Error).message);
    } finally {
      queued.delete(name);
    }
  }
}
