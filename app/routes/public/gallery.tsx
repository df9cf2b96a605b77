import { Icon } from "~/components/ui/icon";
import { useCallback, useState } from "react";
import { Lightbox, type LightboxItem } from "~/components/listings/lightbox";
import { ContentErrorState } from "~/components/listings/load-error";
import { PageHero } from "~/components/ui/page-hero";
import { PageMeta } from "~/components/ui/page-meta";
import { ResponsiveImage } from "~/components/listings/responsive-image";
import { EmptyState } from "~/components/ui/empty-state";
import "~/components/listings/listings.css";
import { listGalleries } from "~/models/gallery.server";
import { UNTITLED_GALLERY_LABEL } from "~/schemas/gallery";
import { uploadUrl } from "~/utils/image-urls";
import type { Route } from "./+types/gallery";

export function loader() {
  const galleries = listGalleries();
  const images: LightboxItem[] = galleries.flatMap((gallery) =>
    gallery.images.map((image) => ({
      ...image,
      title: gallery.title.trim() || UNTITLED_GALLERY_LABEL,
    })),
  );
  return { collectionCount: galleries.length, images };
}

const DESCRIPTION =
  "Photographs from our building sites and finished homes, offices and interiors across Chennai.";

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { collectionCount, images } = loaderData;
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const close = useCallback(() => setOpenIndex(null), []);

  return (
    <>
      <PageMeta title="Gallery" description={DESCRIPTION} />
      <PageHero eyebrow="Our work in pictures" title="Gallery" intro={DESCRIPTION}>
        <dl className="mt-10 grid max-w-md grid-cols-2 gap-4">
          <div className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
            <dt className="flex items-center gap-2 text-sm text-slate-300">
              <Icon name="folder" className="size-4 text-orange-400" />
              Gallery Collections
            </dt>
            <dd className="mt-1 text-3xl font-bold" data-testid="collection-count">
              {collectionCount}
            </dd>
          </div>
          <div className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
            <dt className="flex items-center gap-2 text-sm text-slate-300">
              <Icon name="image" className="size-4 text-orange-400" />
              Total Images
            </dt>
            <dd className="mt-1 text-3xl font-bold" data-testid="image-count">
              {images.length}
            </dd>
          </div>
        </dl>
      </PageHero>

      <section aria-label="Gallery images" className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {images.length > 0 ? (
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
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                        return;
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
          ) : (
            <EmptyState
              title="No images found"
              message="No images available in the gallery"
              icon="image"
            />
          )}
        </div>
      </section>

      {openIndex !== null ? (
        <Lightbox items={images} index={openIndex} onIndexChange={setOpenIndex} onClose={close} />
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return (
    <ContentErrorState
      pageName="Gallery"
      failureHeading="Error"
      failureMessage="Failed to load gallery images. Please try again."
    />
  );
}
