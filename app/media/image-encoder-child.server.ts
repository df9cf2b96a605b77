/**
 * The short-lived child process that decodes uploads, encodes their copies
 * and responsive variants, and draws share cards: all of the server's work
 * with sharp (docs/decisions/029-server-memory.md,
 * "Image encoding in a child process"). The server starts it with
 * `child_process.fork` (app/media/image-encoder.server.ts), sends it jobs over
 * the IPC channel and closes the channel when it has been idle; the process
 * then exits and the memory that libvips and glibc kept goes back to the
 * system.
 *
 * It imports nothing that reads the server's configuration: each job names
 * its folder. `npm run build` bundles it to build/image-encoder-child.js.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { THUMB_WIDTH, thumbnailName } from "./image-urls";
import { storedFileNames, VARIANT_WIDTHS } from "./image-variants";
import { MAX_KEPT_IMAGE_SIDE } from "./upload-limits";
import { drawShareImage, type ShareCard } from "./share-card-drawing.server";

// Every image is decoded once per upload or variant: libvips' operation cache would only hold
// memory for results that are never asked for again.
sharp.cache(false);
// One libvips thread per operation: on a small server the other core stays free for requests.
sharp.concurrency(1);

/** Decoding refuses anything larger before allocating pixels (a 20000×20000 bomb fails at once). */
const MAX_INPUT_PIXELS = 50_000_000;

/** Decode an upload and write its clean copy `fileName` and small copy into `uploadsDir`. */
export type StoreJob = {
  kind: "store";
  uploadsDir: string;
  fileName: string;
  /** The bytes, or the path of a staged file. */
  input: Uint8Array | string;
  animated: boolean;
};
/** Make the responsive variants of the stored image `fileName` that are not on disk yet. */
export type VariantsJob = { kind: "variants"; uploadsDir: string; fileName: string };
/** Draw the share card `fileName` (app/media/share-card-drawing.server.ts). */
export type ShareCardJob = {
  kind: "share-card";
  uploadsDir: string;
  fileName: string;
  card: ShareCard;
};
export type EncoderJob = StoreJob | VariantsJob | ShareCardJob;

export type StoreResult = { width: number; height: number };
export type EncoderResult = StoreResult | null;

/** What the child answers for the job with that id; `pid` says which process did the work. */
export type EncoderReply =
  | { id: number; pid: number; ok: true; result: EncoderResult }
  | { id: number; pid: number; ok: false; error: { message: string; code?: string } };

async function store(job: StoreJob): Promise<StoreResult> {
  const input = typeof job.input === "string" ? job.input : Buffer.from(job.input);
  const source = sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    animated: job.animated,
    failOn: "error",
  }).rotate();
  await fs.mkdir(job.uploadsDir, { recursive: true });
  const full = await source
    .clone()
    // The long side after `rotate()` turned it upright, landscape or portrait alike; smaller
    // copies serve cards and phones.
    .resize({
      width: MAX_KEPT_IMAGE_SIDE,
      height: MAX_KEPT_IMAGE_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    })
    .webp({ quality: 80, effort: 2 })
    .toFile(path.join(job.uploadsDir, job.fileName));
  await source
    .clone()
    .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
    .webp({ quality: 75, effort: 2 })
    .toFile(path.join(job.uploadsDir, thumbnailName(job.fileName)));
  const height = job.animated && full.pageHeight ? full.pageHeight : full.height;
  return { width: full.width, height };
}

async function exists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Writes through a staging name, so a half-written variant is never served. */
async function writeVariant(image: Sharp, uploadsDir: string, target: string) {
  const stagingDir = path.join(uploadsDir, ".variants");
  await fs.mkdir(stagingDir, { recursive: true });
  const staging = path.join(stagingDir, `${randomBytes(12).toString("hex")}.variant`);
  try {
    await image.toFile(staging);
    await fs.rename(staging, target);
  } finally {
    await fs.rm(staging, { force: true });
  }
}

async function makeVariants({ uploadsDir, fileName }: VariantsJob): Promise<null> {
  const original = path.join(uploadsDir, fileName);
  if (!(await exists(original))) return null;
  const metadata = await sharp(original).metadata();
  const width = metadata.width ?? 0;
  // AVIF stills of an animation would freeze it: animated images keep WebP only.
  const animated = (metadata.pages ?? 1) > 1;
  const base = fileName.replace(/\.webp$/, "");
  const wanted: { name: string; width: number; format: "webp" | "avif" }[] = [];
  for (const variantWidth of VARIANT_WIDTHS.filter((candidate) => candidate < width)) {
    wanted.push({ name: `${base}.w${variantWidth}.webp`, width: variantWidth, format: "webp" });
    if (!animated)
      wanted.push({ name: `${base}.w${variantWidth}.avif`, width: variantWidth, format: "avif" });
  }
  if (!animated) wanted.push({ name: `${base}.avif`, width, format: "avif" });
  for (const variant of wanted) {
    const target = path.join(uploadsDir, variant.name);
    if (await exists(target)) continue;
    const resized = sharp(original, { animated }).resize({ width: variant.width });
    await writeVariant(
      variant.format === "avif"
        ? resized.avif({ quality: 55, effort: 2 })
        : resized.webp({ quality: 75, effort: 2 }),
      uploadsDir,
      target,
    );
    // Deleted while this ran: leave nothing behind.
    if (!(await exists(original))) {
      await Promise.all(
        storedFileNames(fileName).map((name) =>
          fs.rm(path.join(uploadsDir, name), { force: true }),
        ),
      );
      return null;
    }
  }
  return null;
}

async function run(job: EncoderJob): Promise<EncoderResult> {
  switch (job.kind) {
    case "store":
      return store(job);
    case "variants":
      return makeVariants(job);
    case "share-card":
      await drawShareImage(job.uploadsDir, job.fileName, job.card);
      return null;
  }
}

// Started by the server: answer its jobs, and leave when it closes the channel (idle, or gone).
if (process.send) {
  const reply = (message: EncoderReply) => {
    if (process.connected) process.send!(message);
  };
  process.on("message", ({ id, ...job }: EncoderJob & { id: number }) => {
    run(job).then(
      (result) => reply({ id, pid: process.pid, ok: true, result }),
      (error: NodeJS.ErrnoException) =>
        reply({
          id,
          pid: process.pid,
          ok: false,
          error: { message: String(error?.message ?? error), code: error?.code },
        }),
    );
  });
  process.on("disconnect", () => process.exit(0));
  // A stop signal for the whole group (systemd, Ctrl+C) is the server's to act on: the server
  // finishes the uploads in flight, which need this process, then exits and closes the channel.
  process.on("SIGTERM", () => {});
  process.on("SIGINT", () => {});
}
