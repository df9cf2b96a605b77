/**
 * Makes a picked photo small enough to send: decoded, turned upright, shrunk
 * so that its long side is the site's (MAX_KEPT_IMAGE_SIDE) and re-encoded at
 * SHRINK_QUALITY, in a worker where the browser can draw in one
 * (docs/decisions/047-photos-shrunk-and-sent-resumably.md, 075). A photo that is
 * already small enough and within the upload limit goes as it is; so does a
 * GIF (its frames would be lost) and a file the browser cannot decode (the
 * server then says what is wrong with it).
 */
import { MAX_KEPT_IMAGE_SIDE, MAX_UPLOAD_BYTES, SHRINK_QUALITY } from "~/media/upload-limits";
import { shrinkOnCanvas, type ShrinkAnswer, type ShrinkRequest } from "./shrink-photo-canvas";

let worker: Worker | null | undefined;
let nextJob = 0;
const jobs = new Map<number, (answer: ShrinkAnswer) => void>();

/** The shared worker, or null where workers cannot draw (the page then shrinks itself). */
function shrinkWorker() {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === "undefined" || typeof OffscreenCanvas === "undefined") return worker;
  try {
    const started = new Worker(new URL("./shrink-photo.worker.ts", import.meta.url), {
      type: "module",
    });
    started.onmessage = (event: MessageEvent<ShrinkAnswer & { id: number }>) => {
      jobs.get(event.data.id)?.(event.data);
      jobs.delete(event.data.id);
    };
    // A worker that cannot start (blocked or unsupported): finish its jobs on the page.
    started.onerror = () => {
      worker = null;
      for (const [, finish] of jobs) finish({ blob: null, width: 0, height: 0 });
      jobs.clear();
    };
    worker = started;
  } catch {
    worker = null;
  }
  return worker;
}

function shrinkInWorker(request: ShrinkRequest): Promise<ShrinkAnswer> {
  const running = shrinkWorker();
  if (!running) return shrinkOnCanvas(request);
  const id = nextJob++;
  return new Promise<ShrinkAnswer>((resolve) => {
    jobs.set(id, resolve);
    running.postMessage({ id, ...request });
  }).then((answer) => (answer.blob || worker ? answer : shrinkOnCanvas(request)));
}

/** The photo's longer side (the same whichever way its EXIF orientation turns it). */
function longSideOf(file: Blob): Promise<number | null> {
  return createImageBitmap(file)
    .then((bitmap) => {
      const longSide = Math.max(bitmap.width, bitmap.height);
      bitmap.close();
      return longSide;
    })
    .catch(() => null);
}

function renamed(name: string, type: string) {
  const extension = { "image/webp": ".webp", "image/png": ".png" }[type] ?? ".jpg";
  return name.replace(/\.[^.]*$/, "") + extension;
}

export async function shrinkPhoto(file: File): Promise<File> {
  if (file.type === "image/gif") return file;
  const small = file.size <= MAX_UPLOAD_BYTES;
  if (small) {
    const longSide = await longSideOf(file);
    if (longSide === null || longSide <= MAX_KEPT_IMAGE_SIDE) return file;
  }
  // JPEG stays JPEG; PNG and WebP may be transparent, which WebP keeps.
  const type = file.type === "image/jpeg" ? "image/jpeg" : "image/webp";
  const { blob } = await shrinkInWorker({
    file,
    longSide: MAX_KEPT_IMAGE_SIDE,
    quality: SHRINK_QUALITY,
    type,
  });
  if (!blob || (small && blob.size >= file.size)) return file;
  return new File([blob], renamed(file.name, blob.type || type), {
    type: blob.type || type,
    lastModified: file.lastModified,
  });
}
