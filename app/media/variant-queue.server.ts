/**
 * The responsive variants of stored images (image-variants.ts names them), made in the
 * background after an upload and, at start-up, for images that lack them
 * (docs/decisions/023-responsive-image-variants.md).
 */
import fs from "node:fs/promises";
import { imageEncoder } from "./image-encoder.server";
import { originalOfVariant } from "./image-variants";
import { isStoredFileName, uploadsDir } from "./upload-folder.server";

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

/**
 * Drops the images still waiting and resolves once the one being made is done, so the uploads
 * folder can be removed (the next start's back-fill makes what was dropped).
 */
export function dropQueuedVariants(): Promise<void> {
  for (const name of variantQueue.splice(0)) queued.delete(name);
  return variantWorker ?? Promise.resolve();
}

/** Whether the queue is making variants now (its staging files are in use). */
export function variantQueueRunning() {
  return variantWorker !== null;
}
