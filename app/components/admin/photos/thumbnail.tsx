import { THUMB_WIDTH, uploadUrl } from "~/media/image-urls";
import { variantFileName, variantWidths } from "~/media/image-variants";

/** What a thumbnail needs of a stored image (an `ImageRecord`, or a photo on an edit form). */
type StoredImage = { fileName: string; width: number; height: number };

/**
 * The copies an admin preview may use: the small ones only (at most THUMB_WIDTH wide), never the
 * full image, so a dense phone screen does not pull a camera-sized file into a list. A copy not
 * made yet is answered with its original by the static handler.
 */
function previewSources(image: StoredImage) {
  const widths = variantWidths(image.width).filter((width) => width <= THUMB_WIDTH);
  const urls = widths.map((width) =>
    uploadUrl(variantFileName(image.fileName, width, "webp", image.width)),
  );
  return {
    src: urls[urls.length - 1],
    srcSet: urls.length > 1 ? urls.map((url, i) => `${url} ${widths[i]}w`).join(", ") : undefined,
  };
}

/**
 * A stored image's preview, from its small copies (docs/product/admin-forms.md#photos-on-a-phone),
 * or a neutral "No image" tile when there is none. Decorative unless `alt` is given: in a list the
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
      {...previewSources(image)}
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
