import type { ImageRecord } from "~/models/images.server";

/** The 640 px copy the server stores beside each upload. */
export function thumbnailUrl(fileName: string) {
  return `/uploads/${fileName.replace(/\.webp$/, ".w640.webp")}`;
}

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
      srcSet={`${thumbnailUrl(image.fileName)} 640w, /uploads/${image.fileName} ${image.width}w`}
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
