import { Icon } from "~/components/ui/icon";
import { useCallback, useState } from "react";
import { redirect } from "react-router";
import { PageLinks, Pagination } from "~/components/pagination";
import { Lightbox, type LightboxItem } from "~/components/listings/lightbox";
import { ContentErrorState } from "~/components/listings/load-error";
import { PageHero } from "~/components/ui/page-hero";
import { PageMeta } from "~/components/ui/page-meta";
import { ResponsiveImage } from "~/components/listings/responsive-image";
import { EmptyState } from "~/components/ui/empty-state";
import "~/components/listings/listings.css";
import { pageOfGalleryImages } from "~/models/gallery.server";
import { UNTITLED_GALLERY_LABEL } from "~/schemas/gallery";
import { uploadUrl } from "~/utils/image-urls";
import { listQueryString, parsePage, PUBLIC_PAGE_SIZE } from "~/utils/list-params";
import type { Route } from "./+types/gallery";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get("page"));
  const found = pageOfGalleryImages({ page, perPage: PUBLIC_PAGE_SIZE.gallery });
  // A page past the end (an old link after deletions) shows the last page.
  if (page > found.pageCount) {
    throw redirect(`/gallery${listQueryString({ page: found.pageCount })}`);
  }
  const images: LightboxItem[] = found.items.map(({ galleryTitle, ...image }) => ({
    ...image,
    title: galleryTitle.trim() || UNTITLED_GALLERY_LABEL,
  }));
  return {
    collectionCount: found.collections,
    imageCount: found.total,
    images,
    page,
    pageCount: found.pageCount,
    origin: url.origin,
  };
}

const DESCRIPTION =
  "Photographs from our building sites and finished homes, offices and interiors across Chennai.";

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { collectionCount, imageCount, images, page, pageCount, origin } = loaderData;
  const pageHref = (n: number) => `/gallery${listQueryString({ page: n })}`;
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const close = useCallback(() => setOpenIndex(null), []);

  return (
    <>
      <PageMeta title={page > 1 ? `Gallery, page ${page}` : "Gallery"} description={DESCRIPTION} />
      <PageLinks page={page} pageCount={pageCount} hrefFor={pageHref} origin={origin} />
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
              {imageCount}
            </dd>
          </div>
        </dl>
      </PageHero>

      <section
        id="photos"
        aria-label="Gallery images"
        className="scroll-mt-20 bg-slate-50 py-12 sm:py-16"
      >
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
          <div className="mt-12">
            <Pagination
              page={page}
              pageCount={pageCount}
              label="Gallery pages"
              hrefFor={(n) => `${pageHref(n)}#photos`}
            />
          </div>
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
