import { Icon } from "~/components/ui/icon";
import { redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { localizedHref } from "~/i18n/paths";
import { categoryText } from "~/i18n/messages";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { PageLinks, Pagination } from "~/components/pagination";
import { type LightboxItem } from "~/components/listings/lightbox";
import { LightboxGrid } from "~/components/listings/lightbox-grid";
import { contentErrorBoundary } from "~/components/listings/load-error";
import { PageHero } from "~/components/ui/page-hero";
import { PageMeta } from "~/components/ui/page-meta";
import { ResponsiveImage } from "~/components/listings/responsive-image";
import { EmptyState } from "~/components/ui/empty-state";
import "~/components/listings/listings.css";
import { pageOfGalleries, pageOfGalleryImages } from "~/models/gallery.server";
import { UNTITLED_GALLERY_LABEL } from "~/schemas/gallery";
import { listQueryString, parsePage, PUBLIC_PAGE_SIZE } from "~/utils/list-params";
import { Text, useLocalPath } from "~/components/ui/text";
import { contentText, localizeImage, tamilText } from "~/i18n/content";
import { languageOfRequest, pathInLanguage } from "~/i18n/language";
import { readsQuery } from "~/http/page-parameters";
import type { Route } from "./+types/gallery";

/** The query parameters the loader reads (app/http/page-parameters.ts). */
export const handle = readsQuery("page");

/** How many albums the first page shows above the photos (the sitemap lists every one). */
const ALBUMS_ON_FIRST_PAGE = 12;

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = parsePage(url.searchParams.get("page"));
  const language = languageOfRequest(request);
  const found = pageOfGalleryImages({ page, perPage: PUBLIC_PAGE_SIZE.gallery });
  // A page past the end (an old link after deletions) shows the last page.
  if (page > found.pageCount) {
    throw redirect(
      localizedHref(
        `/gallery${listQueryString({ page: found.pageCount })}`,
        languageOfRequest(request),
      ),
    );
  }
  const images = found.items.map(({ galleryTitle, galleryTitleTa, ...image }) => {
    const title = contentText(
      language,
      galleryTitle.trim() || UNTITLED_GALLERY_LABEL,
      galleryTitleTa,
    );
    return {
      ...localizeImage(image, language),
      title: title.text,
      ...(title.lang ? { titleLang: title.lang } : {}),
    } satisfies LightboxItem;
  });
  // Albums lead the first page only: the newest ones, each linking to its own page.
  const albums =
    page === 1
      ? pageOfGalleries({ page: 1, perPage: ALBUMS_ON_FIRST_PAGE }).items.map((gallery) => ({
          slug: gallery.slug,
          href: pathInLanguage(`/gallery/${gallery.slug}`, language),
          title: contentText(
            language,
            gallery.title.trim() || UNTITLED_GALLERY_LABEL,
            tamilText(gallery.ta, "title"),
          ),
          category: gallery.category,
          imageCount: gallery.images.length,
          cover: gallery.images[0] ?? null,
        }))
      : [];
  return {
    albums,
    collectionCount: found.collections,
    imageCount: found.total,
    images,
    page,
    pageCount: found.pageCount,
  };
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { albums, collectionCount, imageCount, images, page, pageCount } = loaderData;
  const local = useLocalPath();
  const pageHref = (n: number) => `${local("/gallery")}${listQueryString({ page: n })}`;
  const messages = useMessages();
  const language = useLanguage();
  const t = messages.gallery;

  return (
    <>
      <PageMeta
        title={page > 1 ? messages.page.numbered(t.title, page) : t.title}
        description={t.description}
        canonicalPath={pageHref(page)}
      />
      <PageLinks page={page} pageCount={pageCount} hrefFor={pageHref} />
      <PageHero eyebrow={t.eyebrow} title={t.title} intro={t.description}>
        <dl className="mt-10 grid max-w-md grid-cols-2 gap-4">
          <div className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
            <dt className="flex items-center gap-2 text-sm text-slate-300">
              <Icon name="folder" className="size-4 text-orange-400" />
              {t.collections}
            </dt>
            <dd className="mt-1 text-3xl font-bold" data-testid="collection-count">
              {collectionCount}
            </dd>
          </div>
          <div className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
            <dt className="flex items-center gap-2 text-sm text-slate-300">
              <Icon name="image" className="size-4 text-orange-400" />
              {t.totalImages}
            </dt>
            <dd className="mt-1 text-3xl font-bold" data-testid="image-count">
              {imageCount}
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
              {t.albums}
            </h2>
            <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {albums.map((album) => (
                <li key={album.slug}>
                  <Link
                    to={album.href}
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
                      <Text
                        value={album.title}
                        className="block font-semibold break-words text-slate-900 group-hover:text-orange-700"
                      />
                      <span className="mt-1 block text-sm text-slate-600">
                        <Text value={categoryText(messages, language, album.category)} /> ·{" "}
                        {t.images(album.imageCount)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section
        id="photos"
        aria-label={t.imagesLabel}
        className="scroll-mt-20 bg-slate-50 py-12 sm:py-16"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {images.length > 0 ? (
            <LightboxGrid images={images} />
          ) : (
            <EmptyState title={t.none} message={t.noneText} icon="image" />
          )}
          <div className="mt-12">
            <Pagination
              page={page}
              pageCount={pageCount}
              label={t.pages}
              hrefFor={(n) => `${pageHref(n)}#photos`}
            />
          </div>
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = contentErrorBoundary((t) => ({
  pageName: t.gallery.title,
  failureHeading: t.error.heading,
  failureMessage: t.gallery.loadFailed,
}));
