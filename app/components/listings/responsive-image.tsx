import type { LocalizedImageTexts } from "~/i18n/content";
import type { ImageRecord } from "~/media/images.server";
import { variantFileName, variantWidths } from "~/media/image-variants";
import { uploadUrl } from "~/media/image-urls";

type Props = {
  /** A Tamil page's photo says when its alt text is the English one (app/i18n/content.ts). */
  image: ImageRecord & Partial<Pick<LocalizedImageTexts, "altLang">>;
  /** How wide the image shows, for the browser's choice from srcSet. */
  sizes: string;
  /** The main image of the page: loaded at once and first. */
  priority?: boolean;
  alt?: string;
  className?: string;
};

function srcSet(image: ImageRecord, format: "webp" | "avif") {
  return variantWidths(image.width)
    .map(
      (width) =>
        `${uploadUrl(variantFileName(image.fileName, width, format, image.width))} ${width}w`,
    )
    .join(", ");
}

/**
 * An uploaded image with its stored size (no layout shift) and its
 * responsive variants (docs/decisions/023-responsive-image-variants.md): AVIF
 * where the browser takes it, WebP otherwise, each at widths from 320 px up
 * to the stored width, so the browser fetches the smallest that fills `sizes`.
 */
export function ResponsiveImage({ image, sizes, priority = false, alt, className }: Props) {
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      <img
        src={uploadUrl(image.fileName)}
        srcSet={srcSet(image, "webp")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        lang={alt === undefined ? image.altLang : undefined}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? undefined : "async"}
        className={className}
      />
    </picture>
  );
}
