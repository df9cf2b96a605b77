/**
 * /sitemap.xml: every public page, and every published project, post and album (no drafts, nothing
 * scheduled) with its last change and its images (captioned with their alt text), in both
 * languages: each address is listed in English and in Tamil, each naming both with `xhtml:link`
 * alternates (docs/product/public-site.md#languages). Built per request from the database, so it is
 * right after every admin change.
 */
import { listBlogs } from "~/models/blog.server";
import { listGalleries } from "~/models/gallery.server";
import type { ImageRecord } from "~/media/images.server";
import { listProjects } from "~/models/project.server";
import { uploadUrl } from "~/media/image-urls";
import { getEnv } from "~/utils/env.server";
import { absoluteUrl } from "~/utils/seo";
import { escapeXml } from "~/text/xml";
import { LANGUAGE_TAGS, LANGUAGES, pathInLanguage } from "~/i18n/language";

/** Pages whose text ships with the code change when a new version starts. */
const STARTED_AT = new Date().toISOString();

type Entry = { path: string; lastmod: string; images?: ImageRecord[] };

function newest(dates: (string | null | undefined)[]): string {
  return (
    dates
      .filter((date): date is string => Boolean(date))
      .sort()
      .at(-1) ?? STARTED_AT
  );
}

function entryXml(siteUrl: string, entry: Entry) {
  const images = (entry.images ?? [])
    .map((image) => {
      const caption = image.alt.trim()
        ? `<image:caption>${escapeXml(image.alt.trim())}</image:caption>`
        : "";
      const loc = escapeXml(absoluteUrl(siteUrl, uploadUrl(image.fileName)));
      return `<image:image><image:loc>${loc}</image:loc>${caption}</image:image>`;
    })
    .join("");
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(siteUrl, path))}"/>`;
  const alternates = [
    ...LANGUAGES.map((language) =>
      link(LANGUAGE_TAGS[language], pathInLanguage(entry.path, language)),
    ),
    link("x-default", entry.path),
  ].join("");
  return LANGUAGES.map(
    (language) =>
      `<url><loc>${escapeXml(absoluteUrl(siteUrl, pathInLanguage(entry.path, language)))}</loc><lastmod>${entry.lastmod}</lastmod>${alternates}${images}</url>`,
  ).join("\n");
}

export function loader() {
  const siteUrl = getEnv().SITE_URL;
  const projects = listProjects();
  const blogs = listBlogs();
  const galleries = listGalleries();
  // A scheduled item changed, for search engines, when it went live.
  const changed = <
    T extends { createdAt: string; updatedAt: string | null; publishedAt: string | null },
  >(
    item: T,
  ) => newest([item.updatedAt ?? item.createdAt, item.publishedAt]);
  const newestProject = newest(projects.map(changed));
  const newestPost = newest(blogs.map(changed));
  const newestAlbum = newest(galleries.map(changed));

  const entries: Entry[] = [
    { path: "/", lastmod: newest([STARTED_AT, newestProject, newestPost]) },
    { path: "/about-us", lastmod: STARTED_AT },
    { path: "/services", lastmod: STARTED_AT },
    { path: "/contact", lastmod: STARTED_AT },
    { path: "/projects", lastmod: newestProject },
    ...projects.map((project) => ({
      path: `/projects/${project.slug}`,
      lastmod: changed(project),
      images: [...(project.cover ? [project.cover] : []), ...project.gallery],
    })),
    { path: "/blog", lastmod: newestPost },
    ...blogs.map((post) => ({
      path: `/blog/${post.slug}`,
      lastmod: changed(post),
      images: post.images,
    })),
    { path: "/gallery", lastmod: newestAlbum },
    ...galleries.map((album) => ({
      path: `/gallery/${album.slug}`,
      lastmod: changed(album),
      images: album.images,
    })),
  ];

  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.map((entry) => entryXml(siteUrl, entry)).join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
