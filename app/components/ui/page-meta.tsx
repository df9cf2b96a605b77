/**
 * Everything a page tells search engines and chat apps, hoisted into <head>
 * by React 19: title, description, canonical link, Open Graph and Twitter
 * card tags, all with absolute URLs built from SITE_URL. docs/product/public-site.md#page-titles:
 * the home page passes no title and gets the company name; every other page
 * gets `<title> | <company name>`. The canonical URL is the page's path
 * without its query, so filtered and searched listings point at the
 * unfiltered one; each page of an unfiltered listing is its own canonical
 * address (docs/decisions/019-canonical-listings.md). Each language has its own canonical
 * address, and every real page names both versions with `hreflang` alternates (x-default is
 * English; docs/product/public-site.md#languages).
 *
 *   <PageMeta title="Our Services" description="…" />
 */
import { useLocation } from "react-router";
import { LANGUAGE_TAGS, LANGUAGES, languageOfPath, pathInLanguage } from "~/i18n/language";
import { useRootData } from "~/components/use-root-data";
import { uploadUrl } from "~/media/image-urls";
import { absoluteUrl, metaDescription } from "~/utils/seo";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "~/media/share-card";

export function pageTitle(companyName: string, title?: string) {
  return title ? `${title} | ${companyName}` : companyName;
}

type ShareImage = { fileName: string; width: number; height: number; alt: string };

type ArticleFacts = { publishedTime: string; modifiedTime: string; author: string };

export function PageMeta({
  title,
  description,
  image,
  article,
  canonical = true,
  canonicalPath,
}: {
  title?: string;
  description: string;
  /** The page's own share card; other pages share the site-wide one. */
  image?: ShareImage | null;
  /** Posts are shared as articles, with their dates. */
  article?: ArticleFacts;
  /** False for pages that are not a real address (not found). */
  canonical?: boolean;
  /** Path and query of the canonical address when it is not the bare path (page 2 of a listing). */
  canonicalPath?: string;
}) {
  const { site, siteUrl, siteShareImage } = useRootData();
  const { pathname } = useLocation();
  const fullTitle = pageTitle(site.name, title);
  const text = metaDescription(description);
  const language = languageOfPath(pathname);
  // Pages pass their English path ("/projects?page=2"); each language's version is its own.
  const pagePath = canonicalPath ?? pathname;
  const versionUrl = (version: typeof language) =>
    absoluteUrl(siteUrl, pathInLanguage(pagePath, version));
  const url = versionUrl(language);
  const shared: ShareImage = image ?? {
    fileName: siteShareImage,
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    alt: `${site.name}: ${site.tagline}`,
  };
  const imageUrl = absoluteUrl(siteUrl, uploadUrl(shared.fileName));
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {canonical ? <link rel="canonical" href={url} /> : null}
      {canonical
        ? LANGUAGES.map((version) => (
            <link
              key={version}
              rel="alternate"
              hrefLang={LANGUAGE_TAGS[version]}
              href={versionUrl(version)}
            />
          ))
        : null}
      {canonical ? <link rel="alternate" hrefLang="x-default" href={versionUrl("en")} /> : null}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={LANGUAGE_TAGS[language].replace("-", "_")} />
      <meta property="og:type" content={article ? "article" : "website"} />
      <meta property="og:title" content={title ?? site.name} />
      <meta property="og:description" content={text} />
      {canonical ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(shared.width)} />
      <meta property="og:image:height" content={String(shared.height)} />
      <meta property="og:image:alt" content={shared.alt} />
      {article ? (
        <>
          <meta property="article:published_time" content={article.publishedTime} />
          <meta property="article:modified_time" content={article.modifiedTime} />
          <meta property="article:author" content={article.author} />
        </>
      ) : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title ?? site.name} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={shared.alt} />
    </>
  );
}
