/**
 * The uploads folder (UPLOADS_DIR) and the names of what is kept in it: stored images with their
 * small copies and variants, share cards, and the staging folders of uploads being received and
 * variants being written.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "~/utils/env.server";
import { createFileEvents } from "~/utils/file-events";
import { storedFileNames } from "./image-variants";

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

/** Where received files wait until they are decoded or the request is refused. */
export function stagingDir() {
  return path.join(uploadsDir(), ".staging");
}

/**
 * Where photos sent through the resumable endpoint wait while their bytes arrive (a dot folder:
 * never served, never swept as a stray file).
 */
export function partialUploadsDir() {
  return path.join(uploadsDir(), ".partial");
}

/** Where the encoder writes variants before renaming them into place (apart from staged uploads). */
export function variantStagingDir() {
  return path.join(uploadsDir(), ".variants");
}

/** Stored names are ours: 24 base64url characters and .webp. Anything else is not a stored file. */
export function isStoredFileName(value: string) {
  return /^[A-Za-z0-9_-]{24}\.webp$/.test(value);
}

export async function removeFiles(paths: string[]) {
  await Promise.all(paths.map((file) => fs.rm(file, { force: true })));
}

const storedFileEvents = createFileEvents();

/** Hears of stored images as they are written or deleted (the off-site copy). */
export const onStoredFiles = storedFileEvents.on;
export const announceStoredFiles = storedFileEvents.announce;

/** Deletes stored images, their small copies and responsive variants; unknown names are ignored. */
export async function deleteStoredFiles(fileNames: string[]) {
  const safe = fileNames.filter(isStoredFileName);
  announceStoredFiles("deleted", safe);
  await removeFiles(
    safe.flatMap((name) => storedFileNames(name).map((file) => path.join(uploadsDir(), file))),
  );
}
