import type { ImageRecord } from "~/media/images.server";

import { THUMB_WIDTH, thumbnailUrl, uploadUrl } from "~/media/image-urls";

/** A small cropped preview beside its title (so decorative), or a neutral tile when there is none. */
export function Thumbnail({
  image,
  className,
  sizes = "96px",
}: {
  image: ImageRecord | null | undefined;
  className: string;
  sizes?: string;
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
      srcSet={`${thumbnailUrl(image.fileName)} ${THUMB_WIDTH}w, ${uploadUrl(image.fileName)} ${image.width}w`}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt=""
      loading="lazy"
      decoding="async"
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
