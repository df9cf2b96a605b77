import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { type LightboxItem } from "~/components/listings/lightbox";
import { LightboxGrid } from "~/components/listings/lightbox-grid";
import { ContentErrorState } from "~/components/listings/load-error";
import { PageHero } from "~/components/ui/page-hero";
import { PageMeta } from "~/components/ui/page-meta";
import { ResponsiveImage } from "~/components/listings/responsive-image";
import { EmptyState } from "~/components/ui/empty-state";
import "~/components/listings/listings.css";
import { listGalleries } from "~/models/gallery.server";
import { UNTITLED_GALLERY_LABEL } from "~/schemas/gallery";
import type { Route } from "./+types/gallery";

export function loader() {
  const galleries = listGalleries();
  const images: LightboxItem[] = galleries.flatMap((gallery) =>
    gallery.images.map((image) => ({
      ...image,
      title: gallery.title.trim() || UNTITLED_GALLERY_LABEL,
    })),
  );
  const albums = galleries.map((gallery) => ({
    slug: gallery.slug,
    title: gallery.title.trim() || UNTITLED_GALLERY_LABEL,
    category: gallery.category,
    imageCount: gallery.images.length,
    cover: gallery.images[0] ?? null,
  }));
  return { collectionCount: galleries.length, images, albums };
}

const DESCRIPTION =
  "Photographs from our building sites and finished homes, offices and interiors across Chennai.";

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { collectionCount, images, albums } = loaderData;

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

      {albums.length > 0 ? (
        <section aria-labelledby="albums-heading" className="bg-white py-12 sm:py-16">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2
              id="albums-heading"
              className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              Albums
            </h2>
            <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {albums.map((album) => (
                <li key={album.slug}>
                  <Link
                    to={`/gallery/${album.slug}`}
                    className="group flex items-center gap-4 rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200 hover:ring-orange-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
                  >
                    <span className="block size-20 shrink-0 overflow-hidden rounded-xl bg-slate-200">
                      {album.cover ? (
                        <ResponsiveImage
                          image={{ ...album.cover, alt: "" }}
                          sizes="80px"
                          className="size-full object-cover"
                        />
                      ) : null}
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold break-words text-slate-900 group-hover:text-orange-700">
                        {album.title}
                      </span>
                      <span className="mt-1 block text-sm text-slate-600">
                        {album.category} · {album.imageCount}{" "}
                        {album.imageCount === 1 ? "image" : "images"}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-label="Gallery images" className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {images.length > 0 ? (
            <LightboxGrid images={images} />
          ) : (
            <EmptyState
              title="No images found"
              message="No images available in the gallery"
              icon="image"
            />
          )}
        </div>
      </section>
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
