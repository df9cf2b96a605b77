import { BackLink } from "~/components/listings/back-link";
import { PreviewBanner } from "~/components/listings/preview-banner";
import { detailPageData, detailPageHeaders, itemForPage } from "~/http/preview.server";
import { LightboxGrid } from "~/components/listings/lightbox-grid";
import { contentErrorBoundary } from "~/components/listings/load-error";
import { JsonLd } from "~/components/seo/json-ld";
import { PageHero } from "~/components/ui/page-hero";
import { PageMeta } from "~/components/ui/page-meta";
import "~/components/listings/listings.css";
import { findGalleryBySlug } from "~/models/gallery.server";
import { useRootData } from "~/components/use-root-data";
import { useMessages } from "~/i18n/use-messages";
import { UNTITLED_GALLERY_LABEL } from "~/schemas/gallery";
import { paragraphs } from "~/utils/display";
import { joinAsSentences } from "~/utils/markdown-plain-text";
import { breadcrumbData } from "~/utils/structured-data";
import type { Route } from "./+types/gallery-album";

export async function loader({ params, request }: Route.LoaderArgs) {
  const { item: album, preview } = await itemForPage(request, findGalleryBySlug(params.slug), {
    page: (slug) => `/gallery/${slug}`,
    edit: (item) => `/edit-gallery/${item.id}`,
  });
  const title = album.title.trim() || UNTITLED_GALLERY_LABEL;
  return detailPageData({
    album: {
      slug: album.slug,
      title,
      description: album.description,
      category: album.category,
      images: album.images.map((image) => ({
        ...image,
        title,
        // The photo's own words; an alt text that only repeats the album's title (the default
        // when none was written) is no label of its own.
        label: image.caption || (image.alt === album.title ? "" : image.alt),
      })),
    },
    preview,
  });
}

export const headers = detailPageHeaders;

export default function GalleryAlbum({ loaderData }: Route.ComponentProps) {
  const { album, preview } = loaderData;
  const { site, siteUrl } = useRootData();
  const messages = useMessages();
  const t = messages.album;
  const cover = album.images[0];
  return (
    <>
      {preview ? <PreviewBanner preview={preview} /> : null}
      <PageMeta
        title={album.title}
        description={
          joinAsSentences(paragraphs(album.description)) ||
          t.description(album.title, album.images.length, site.name, album.category)
        }
        image={cover ? { ...cover, alt: cover.alt || album.title } : null}
      />
      <JsonLd
        data={breadcrumbData(siteUrl, [
          { name: messages.nav.home, path: "/" },
          { name: messages.nav.gallery, path: "/gallery" },
          { name: album.title, path: `/gallery/${album.slug}` },
        ])}
      />
      <PageHero eyebrow={album.category} title={album.title}>
        {album.description ? (
          <div className="mt-6 max-w-3xl space-y-3 text-lg text-slate-300">
            {paragraphs(album.description).map((paragraph, index) => (
              <p key={index} className="break-words whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        ) : null}
        <p className="mt-4 text-sm text-slate-400">
          {messages.gallery.images(album.images.length)}
        </p>
        <BackLink to="/gallery" label={t.back} />
      </PageHero>
      <section aria-label={t.imagesLabel} className="bg-slate-50 py-12 sm:py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <LightboxGrid images={album.images} />
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = contentErrorBoundary((t) => ({
  pageName: t.gallery.title,
  failureMessage: t.album.loadFailed,
  missing: "album",
  back: { to: "/gallery", label: t.album.back },
}));
