/**
 * Shrinks one photo to the size the site keeps (its long side at most
 * MAX_KEPT_IMAGE_SIDE, upright) and re-encodes it, in
 * whatever scope runs it: the shrink worker (shrink-photo.worker.ts) or, in a
 * browser without OffscreenCanvas in workers, the page itself
 * (docs/decisions/047-photos-shrunk-and-sent-resumably.md).
 *
 * Decoding with `imageOrientation: "from-image"` applies the photo's EXIF
 * orientation, so a phone's portrait photo comes out upright; the re-encoded
 * file carries no EXIF, so nothing turns it again.
 */
import { keptImageSize } from "~/media/upload-limits";

export type ShrinkRequest = { file: Blob; longSide: number; quality: number; type: string };
/** The shrunk bytes, or null when the browser cannot decode the file (it is then sent as it is). */
export type ShrinkAnswer = { blob: Blob | null; width: number; height: number };

export async function shrinkOnCanvas({
  file,
  longSide,
  quality,
  type,
}: ShrinkRequest): Promise<ShrinkAnswer> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return { blob: null, width: 0, height: 0 };
  }
  // The bitmap is already upright, so its long side is the one the page shows.
  const { width, height } = keptImageSize(bitmap.width, bitmap.height, longSide);
  try {
    if (typeof OffscreenCanvas !== "undefined") {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext("2d");
      if (!context) return { blob: null, width, height };
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, 0, 0, width, height);
      return { blob: await canvas.convertToBlob({ type, quality }), width, height };
    }
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return { blob: null, width, height };
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
    return { blob, width, height };
  } finally {
    bitmap.close();
  }
}
