import type { ImageRecord } from "~/models/images.server";
import { uploadSrcSet, uploadUrl } from "~/utils/image-urls";

type Props = {
  image: ImageRecord;
  /** How wide the image shows, for the browser's choice from srcSet. */
  sizes: string;
  /** The main image of the page: loaded at once and first. */
  priority?: boolean;
  alt?: string;
  className?: string;
};

/**
 * An uploaded image with its stored size (no layout shift) and the small
 * copy offered to small screens.
 */
export function ResponsiveImage({ image, sizes, priority = false, alt, className }: Props) {
  const src = uploadUrl(image.fileName);
  const srcSet = uploadSrcSet(image);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={className}
    />
  );
}
