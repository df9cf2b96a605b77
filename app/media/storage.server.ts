/**
 * Storing images: each staged upload (or the demo seed's bytes) is decoded and written as a clean
 * copy and a small copy under a server-chosen name, in the encoder's child process
 * (image-encoder.server.ts); its responsive variants follow in the background
 * (variant-queue.server.ts). At start-up, files no record names are swept away.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { EncoderStoppedError, imageEncoder } from "./image-encoder.server";
import { originalName } from "./image-urls";
import type { StagedFile } from "./receive-upload.server";
import { DISK_ERROR_MESSAGE, isDiskError, UploadError } from "./upload-errors.server";
import {
  announceStoredFiles,
  deleteStoredFiles,
  removeFiles,
  stagingDir,
  uploadsDir,
  variantStagingDir,
} from "./upload-folder.server";
import { queueVariants, variantQueueRunning } from "./variant-queue.server";

/** A decoded, re-encoded image stored under a server-chosen name in UPLOADS_DIR. */
export type StoredImage = { field: string; fileName: string; width: number; height: number };

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
    announceStoredFiles("stored", [fileName]);
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

/**
 * Start-up sweep: removes staged leftovers and any stored file no record
 * names (for example after a crash between writing a file and committing).
 */
export async function sweepUploads(referenced: Set<string>) {
  await fs.rm(stagingDir(), { recursive: true, force: true });
  // Leftovers of a crash; while the queue runs (images stored earlier in this start, such as
  // the demo seed's) its own staging files are in there.
  if (!variantQueueRunning()) await fs.rm(variantStagingDir(), { recursive: true, force: true });
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
