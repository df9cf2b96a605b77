/**
 * Responsive variants of a stored upload (docs/decisions/023-responsive-image-variants.md),
 * safe on the server and in the browser: the server makes these files, pages
 * name them in srcset.
 *
 * For a stored `<id>.webp` of width W:
 * - `<id>.w<N>.webp` and `<id>.w<N>.avif` for each N in VARIANT_WIDTHS below W;
 * - `<id>.avif` at the full width W (the full-width WebP is `<id>.webp` itself).
 */

import { thumbnailName } from "./image-urls";

/** Widths of the smaller copies, each made only when the stored image is wider. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1600, 1920] as const;

/** The widths offered for an image `width` pixels wide (the last is the image itself). */
export function variantWidths(width: number): number[] {
  return [...VARIANT_WIDTHS.filter((candidate) => candidate < width), width];
}

function baseName(fileName: string) {
  return fileName.replace(/\.webp$/, "");
}

/** The file holding the image at `width` in `format` (the stored file at full width). */
export function variantFileName(
  fileName: string,
  width: number,
  format: "webp" | "avif",
  fullWidth: number,
): string {
  const base = baseName(fileName);
  if (width >= fullWidth) return `${base}.${format}`;
  return `${base}.w${width}.${format}`;
}

/** Every variant name a stored image can have, whatever its width (for deletion). */
export function allVariantNames(fileName: string): string[] {
  const base = baseName(fileName);
  return [
    `${base}.avif`,
    ...VARIANT_WIDTHS.flatMap((width) => [`${base}.w${width}.webp`, `${base}.w${width}.avif`]),
  ];
}

/** Every file a stored image can have on disk: itself, its small copy and its variants. */
export function storedFileNames(fileName: string): string[] {
  return [fileName, thumbnailName(fileName), ...allVariantNames(fileName)];
}

/** The stored image a variant name belongs to (`<id>.webp`), or null for other names. */
export function originalOfVariant(name: string): string | null {
  const match = /^([A-Za-z0-9_-]{24})(?:\.w\d+)?\.(?:webp|avif)$/.exec(name);
  return match ? `${match[1]}.webp` : null;
}
