import { thumbnailUrl, uploadSrcSet } from "~/media/image-urls";

/** What a thumbnail needs of a stored image (an `ImageRecord`, or a photo on an edit form). */
type StoredImage = { fileName: string; width: number; height: number };

/**
 * A stored image's preview, from its small copy (the full image on wide or dense screens), or a
 * neutral "No image" tile when there is none. Decorative unless `alt` is given: in a list the
 * title beside it already says what it shows; on its own (a photo card) it needs its alt text.
 */
export function Thumbnail({
  image,
  className,
  sizes = "96px",
  alt = "",
}: {
  image: StoredImage | null | undefined;
  className: string;
  sizes?: string;
  alt?: string;
}) {
  if (!image) {
    return (
      <div
        className={`flex items-center justify-center bg-slate-100 text-xs font-medium text-slate-500 ${className}`}
      >
        No image
      </div>
    );
  }
  return (
    <img
      src={thumbnailUrl(image.fileName)}
      srcSet={uploadSrcSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
