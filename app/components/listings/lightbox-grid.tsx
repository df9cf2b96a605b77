/**
 * A grid of images that open in the lightbox once JavaScript runs; without
 * it each tile links to the full image. Used by /gallery and album pages.
 */
import { useCallback, useState } from "react";
import { Lightbox, type LightboxItem } from "~/components/listings/lightbox";
import { ResponsiveImage } from "~/components/listings/responsive-image";
import { uploadUrl } from "~/utils/image-urls";

export function LightboxGrid({ images }: { images: LightboxItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const close = useCallback(() => setOpenIndex(null), []);
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {images.map((image, index) => (
          <li
            key={`${image.fileName}-${index}`}
            className="content-rise"
            style={{ animationDelay: `${Math.min(index, 12) * 0.05}s` }}
          >
            <a
              href={uploadUrl(image.fileName)}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                setOpenIndex(index);
              }}
              className="group relative block aspect-square overflow-hidden rounded-xl bg-slate-200 shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 sm:aspect-[4/3]"
            >
              <ResponsiveImage
                image={image}
                priority={index === 0}
                sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"
                className="size-full object-cover transition duration-500 group-hover:scale-105"
              />
              <span className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/85 to-transparent px-3 pt-8 pb-2.5 text-left text-sm font-semibold text-white">
                <span className="line-clamp-1">{image.title}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {openIndex !== null ? (
        <Lightbox items={images} index={openIndex} onIndexChange={setOpenIndex} onClose={close} />
      ) : null}
    </>
  );
}
