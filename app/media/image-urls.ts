/**
 * Where a stored upload and its small copy are served. Client-safe: the pages build their
 * `src`/`srcSet` from it and the server's upload code writes the small copy under the same name.
 */

/** Every stored image also has a copy this many pixels wide, for cards, lists and phones. */
export const THUMB_WIDTH = 640;

/** The file name of the small copy of a stored image. */
export function thumbnailName(fileName: string): string {
  return fileName.replace(/\.webp$/, `.w${THUMB_WIDTH}.webp`);
}

/**
 * The file name a small copy or responsive variant (`.w<N>.webp`, `.w<N>.avif`, `.avif`:
 * app/media/image-variants.ts) was made from; other names are returned as they are.
 */
export function originalName(fileName: string): string {
  return fileName.replace(/\.w\d+\.(?:webp|avif)$|\.avif$/, ".webp");
}

export function uploadUrl(fileName: string): string {
  return `/uploads/${encodeURIComponent(fileName)}`;
}

export function thumbnailUrl(fileName: string): string {
  return uploadUrl(thumbnailName(fileName));
}

/** The small copy and the full image for `srcSet`; none when the image is no wider than the copy. */
export function uploadSrcSet(image: { fileName: string; width: number }): string | undefined {
  return image.width > THUMB_WIDTH
    ? `${thumbnailUrl(image.fileName)} ${THUMB_WIDTH}w, ${uploadUrl(image.fileName)} ${image.width}w`
    : undefined;
}
