/**
 * The blog feed (RSS 2.0 and Atom) with the latest posts, their cover
 * images and dates, written by the `feed` library from the database on each
 * request so it follows every admin change.
 */
import fs from "node:fs";
import path from "node:path";
import { Feed } from "feed";
import { getSiteConfig } from "~/config/site.server";
import { listBlogs } from "~/models/blog.server";
import { uploadUrl } from "~/media/image-urls";
import { markdownToPlainText } from "~/utils/markdown-plain-text";
import { getEnv } from "~/utils/env.server";
import { absoluteUrl, metaDescription } from "~/utils/seo";
import { LOGO_PATH } from "~/utils/structured-data";
import { uploadsDir } from "~/media/upload-folder.server";

export const FEED_LENGTH = 20;

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
 * (docs/security.md, "Feeds").
 */
export function textAsHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function blogFeed(): Feed {
  const site = getSiteConfig();
  const siteUrl = getEnv().SITE_URL;
  const posts = listBlogs({ limit: FEED_LENGTH });
  const feed = new Feed({
    id: absoluteUrl(siteUrl, "/blog"),
    title: `${site.name} blog`,
    description: `Articles on building, renovating and designing homes in Chennai from ${site.name}.`,
    link: absoluteUrl(siteUrl, "/blog"),
    language: "en-IN",
    image: absoluteUrl(siteUrl, LOGO_PATH),
    favicon: absoluteUrl(siteUrl, "/favicon.ico"),
    copyright: `© ${site.name}`,
    updated: new Date(posts[0]?.updatedAt ?? posts[0]?.createdAt ?? Date.now()),
    generator: false,
    feedLinks: {
      rss: absoluteUrl(siteUrl, "/blog/rss.xml"),
      atom: absoluteUrl(siteUrl, "/blog/atom.xml"),
    },
    author: { name: site.name, link: absoluteUrl(siteUrl, "/") },
  });
  for (const post of posts) {
    const link = absoluteUrl(siteUrl, `/blog/${post.slug}`);
    const cover = post.images[0];
    feed.addItem({
      title: textAsHtml(post.title),
      id: link,
      link,
      date: new Date(post.updatedAt ?? post.createdAt),
      published: new Date(post.createdAt),
      description: textAsHtml(
        metaDescription(post.searchDescription || markdownToPlainText(post.content), 300),
      ),
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
