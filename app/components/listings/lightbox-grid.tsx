/**
 * A grid of images that open in the lightbox (app/enhance/lightbox.ts reads
 * each tile's `data-*`); without JavaScript each tile links to the full image. Used by /gallery
 * (each tile titled with its album) and album pages (each tile with the photo's own caption or alt text) and by project and post pages (each
 * photo's caption under it, docs/product/admin-forms.md#photo-order-and-captions).
 */
import { LightboxTemplate, type LightboxItem } from "~/components/listings/lightbox";
import { ResponsiveImage } from "~/components/listings/responsive-image";
import { uploadSrcSet, uploadUrl } from "~/media/image-urls";
import type { LocalizedImageTexts } from "~/i18n/content";

export function LightboxGrid({
  images,
  captioned = false,
}: {
  /** On a Tamil page, with marks for the alt texts and captions shown in English. */
  images: (LightboxItem & Partial<LocalizedImageTexts> & { titleLang?: "en"; labelLang?: "en" })[];
  /** Two roomy columns with each photo's caption under it, instead of titles over the photos. */
  captioned?: boolean;
}) {
  return (
    <div data-enhance="lightbox">
      <ul
        className={
          captioned
            ? "grid gap-6 sm:grid-cols-2"
            : "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
        }
      >
        {images.map((image, index) => {
          const tile = (
            <a
              href={uploadUrl(image.fileName)}
              data-lightbox-item=""
              data-srcset={uploadSrcSet(image)}
              data-width={image.width}
              data-height={image.height}
              data-alt={image.alt}
              data-title={image.title}
              data-caption={image.caption || undefined}
              data-alt-lang={image.altLang}
              data-title-lang={image.titleLang}
              data-caption-lang={image.captionLang}
              className={`group relative block overflow-hidden rounded-xl bg-slate-200 shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 ${captioned ? "aspect-[4/3]" : "aspect-square sm:aspect-[4/3]"}`}
            >
              <ResponsiveImage
                image={image}
                priority={!captioned && index === 0}
                sizes={
                  captioned
                    ? "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    : "(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"
                }
                className="size-full object-cover transition duration-500 group-hover:scale-105"
              />
              {captioned || !(image.label ?? image.title) ? null : (
                <span className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/85 to-transparent px-3 pt-8 pb-2.5 text-left text-sm font-semibold text-white">
                  <span
                    className="line-clamp-1"
                    lang={image.label === undefined ? image.titleLang : image.labelLang}
                  >
                    {image.label ?? image.title}
                  </span>
                </span>
              )}
            </a>
          );
          return (
            <li
              key={`${image.fileName}-${index}`}
              className="content-rise"
              style={{ animationDelay: `${Math.min(index, 12) * 0.05}s` }}
            >
              {captioned ? (
                <figure>
                  {tile}
                  {image.caption ? (
                    <figcaption
                      lang={image.captionLang}
                      className="mt-2 text-sm break-words text-slate-600"
                    >
                      {image.caption}
                    </figcaption>
                  ) : null}
                </figure>
              ) : (
                tile
              )}
            </li>
          );
        })}
      </ul>
      <LightboxTemplate />
    </div>
  );
}
