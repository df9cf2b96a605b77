import { BackLink } from "~/components/listings/back-link";
import { PreviewBanner } from "~/components/listings/preview-banner";
import { detailPageData, itemForPage } from "~/http/draft-preview.server";
import { previewablePageHeaders } from "~/http/preview-headers.server";
import { LightboxGrid } from "~/components/listings/lightbox-grid";
import { contentErrorBoundary } from "~/components/listings/load-error";
import { JsonLd } from "~/components/seo/json-ld";
import { PageHero } from "~/components/ui/page-hero";
import { PageMeta } from "~/components/ui/page-meta";
import "~/components/listings/listings.css";
import { findGalleryBySlug } from "~/models/gallery.server";
import { useRootData } from "~/components/use-root-data";
import { categoryName, categoryText } from "~/i18n/messages";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { UNTITLED_GALLERY_LABEL } from "~/schemas/gallery";
import { paragraphs } from "~/utils/display";
import { joinAsSentences } from "~/text/markdown-plain-text";
import { breadcrumbData } from "~/utils/structured-data";
import { Text, useLocalPath } from "~/components/ui/text";
import { contentTexts, localizeImage, plainText } from "~/i18n/content";
import { languageOfRequest, pathInLanguage } from "~/i18n/language";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "~/media/share-card";
import type { Route } from "./+types/gallery-album";
import { editPath } from "~/kinds/registry";

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const { item: album, preview } = await itemForPage(request, findGalleryBySlug(params.slug), {
    page: (slug) => pathInLanguage(`/gallery/${slug}`, language),
    edit: (item) => editPath("gallery", item.id),
  });
  const texts = contentTexts(
    language,
    { title: album.title.trim() || UNTITLED_GALLERY_LABEL, description: album.description },
    album.ta,
    ["title", "description"],
  );
  const title = texts.title.text;
  return detailPageData({
    album: {
      slug: album.slug,
      title: texts.title,
      description: texts.description,
      category: album.category,
      // The 1200×630 JPEG card, with the Tamil title on a Tamil page that has one.
      shareImage:
        (!texts.title.lang && language === "ta" && album.shareImageTa) || album.shareImage,
      images: album.images.map((photo) => {
        const image = localizeImage(photo, language);
        // The photo's own words; an alt text that only repeats the album's title (the default
        // when none was written) is no label of its own.
        const ownAlt = photo.alt === album.title ? "" : image.alt;
        const label = image.caption || ownAlt;
        const labelLang = image.caption ? image.captionLang : ownAlt ? image.altLang : undefined;
        return {
          ...image,
          title,
          ...(texts.title.lang ? { titleLang: texts.title.lang } : {}),
          label,
          ...(labelLang ? { labelLang } : {}),
        };
      }),
    },
    preview,
  });
}

export const headers = previewablePageHeaders;

export default function GalleryAlbum({ loaderData }: Route.ComponentProps) {
  const { album, preview } = loaderData;
  const { site, siteUrl } = useRootData();
  const local = useLocalPath();
  const messages = useMessages();
  const language = useLanguage();
  const t = messages.album;
  const cover = album.images[0];
  const title = plainText(album.title);
  const description = album.description.text;
  return (
    <>
      {preview ? <PreviewBanner preview={preview} /> : null}
      <PageMeta
        title={title}
        description={
          joinAsSentences(paragraphs(description)) ||
          t.description(
            title,
            album.images.length,
            site.name,
            categoryName(messages, album.category),
          )
        }
        image={
          album.shareImage
            ? {
                fileName: album.shareImage,
                width: SHARE_IMAGE_WIDTH,
                height: SHARE_IMAGE_HEIGHT,
                alt: cover?.alt || title,
              }
            : null
        }
      />
      <JsonLd
        data={breadcrumbData(siteUrl, [
          { name: messages.nav.home, path: local("/") },
          { name: messages.nav.gallery, path: local("/gallery") },
          { name: title, path: local(`/gallery/${album.slug}`) },
        ])}
      />
      <PageHero eyebrow={categoryText(messages, language, album.category)} title={album.title}>
        {description ? (
          <div className="mt-6 max-w-3xl space-y-3 text-lg text-slate-300">
            {paragraphs(description).map((paragraph, index) => (
              <Text
                as="p"
                key={index}
                value={{ ...album.description, text: paragraph }}
                className="break-words whitespace-pre-line"
              />
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
