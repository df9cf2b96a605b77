/**
 * The blog feed (RSS 2.0 and Atom) with the latest posts, their cover
 * images and dates, written by the `feed` library from the database on each
 * request so it follows every admin change.
 */
import fs from "node:fs";
import path from "node:path";
import { Feed } from "feed";
import { getSiteConfig } from "~/config/site.server";
import { latestTamilBlogs, listBlogs } from "~/models/blog.server";
import { contentTexts } from "~/i18n/content";
import { LANGUAGE_TAGS, pathInLanguage, type Language } from "~/i18n/language";
import { uploadUrl } from "~/media/image-urls";
import { markdownToPlainText } from "~/text/markdown-plain-text";
import { getEnv } from "~/utils/env.server";
import { absoluteUrl, metaDescription } from "~/utils/seo";
import { LOGO_PATH } from "~/utils/structured-data";
import { uploadsDir } from "~/media/upload-folder.server";

const FEED_LENGTH = 20;

function fileSize(fileName: string): number {
  try {
    return fs.statSync(path.join(uploadsDir(), fileName)).size;
  } catch {
    return 0;
  }
}

/**
 * Plain text written as HTML that shows exactly that text. The feed library
 * declares an entry's title and summary HTML (Atom `type="html"`), and feed
 * readers read RSS titles and descriptions as HTML too, so a post title such
 * as `<img src=x onerror=…>` would otherwise reach them as markup
 * (docs/security/requests.md#feeds).
 */
function textAsHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** What the feed of each language says about itself. */
const FEED_WORDS: Record<
  Language,
  { title: (name: string) => string; description: (name: string) => string }
> = {
  en: {
    title: (name) => `${name} blog`,
    description: (name) =>
      `Articles on building, renovating and designing homes in Chennai from ${name}.`,
  },
  ta: {
    title: (name) => `${name} வலைப்பதிவு`,
    description: (name) =>
      `சென்னையில் வீடு கட்டுதல், புதுப்பித்தல், வடிவமைத்தல் பற்றி ${name} எழுதும் கட்டுரைகள்.`,
  },
};

/**
 * The blog's feed in one language. The Tamil feed (/ta/blog/rss.xml) lists only the posts that
 * have a Tamil version, in Tamil, linking to their Tamil pages: a reader who subscribed to it
 * gets no English articles (docs/decisions/052-tamil-content-on-public-pages.md).
 */
export function blogFeed(language: Language = "en"): Feed {
  const site = getSiteConfig();
  const siteUrl = getEnv().SITE_URL;
  const posts =
    language === "ta" ? latestTamilBlogs(FEED_LENGTH) : listBlogs({ limit: FEED_LENGTH });
  const words = FEED_WORDS[language];
  const local = (path: string) => absoluteUrl(siteUrl, pathInLanguage(path, language));
  const feed = new Feed({
    id: local("/blog"),
    title: words.title(site.name),
    description: words.description(site.name),
    link: local("/blog"),
    language: LANGUAGE_TAGS[language],
    image: absoluteUrl(siteUrl, LOGO_PATH),
    favicon: absoluteUrl(siteUrl, "/favicon.ico"),
    copyright: `© ${site.name}`,
    updated: new Date(posts[0]?.updatedAt ?? posts[0]?.createdAt ?? Date.now()),
    generator: false,
    feedLinks: {
      rss: local("/blog/rss.xml"),
      atom: local("/blog/atom.xml"),
    },
    author: { name: site.name, link: local("/") },
  });
  for (const post of posts) {
    const link = local(`/blog/${post.slug}`);
    const cover = post.images[0];
    const texts = contentTexts(language, post, post.ta, ["title", "content", "searchDescription"]);
    // A Tamil post without a Tamil text yet is summarised by its Tamil title alone.
    const summary = texts.searchDescription.lang
      ? texts.content.lang
        ? texts.title.text
        : markdownToPlainText(texts.content.text)
      : texts.searchDescription.text || markdownToPlainText(texts.content.text);
    feed.addItem({
      title: textAsHtml(texts.title.text),
      id: link,
      link,
      date: new Date(post.updatedAt ?? post.createdAt),
      published: new Date(post.createdAt),
      description: textAsHtml(metaDescription(summary, 300)),
      author: [{ name: post.author }],
      category: [{ name: post.category }],
      ...(cover
        ? {
            image: {
              url: absoluteUrl(siteUrl, uploadUrl(cover.fileName)),
              type: "image/webp",
              length: fileSize(cover.fileName),
            },
          }
        : {}),
    });
  }
  return feed;
}

export function feedResponse(body: string, type: string) {
  return new Response(body, {
    headers: {
      "Content-Type": `${type}; charset=utf-8`,
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
