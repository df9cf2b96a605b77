import { SiteIcon } from "~/components/ui/site-icon";
import { Link } from "~/components/ui/link";
import { categoryText } from "~/i18n/messages";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { formatDate } from "~/utils/dates";
import { JsonLd } from "~/components/seo/json-ld";
import { AuthorAvatar } from "~/components/listings/blog-card";
import { contentErrorBoundary } from "~/components/listings/load-error";
import { BackLink } from "~/components/listings/back-link";
import { PreviewBanner } from "~/components/listings/preview-banner";
import { detailPageData, itemForPage } from "~/http/draft-preview.server";
import { previewablePageHeaders } from "~/http/preview-headers.server";
import { DetailColumns } from "~/components/listings/detail-columns";
import { PageHero } from "~/components/ui/page-hero";
import { PageMeta } from "~/components/ui/page-meta";
import { ResponsiveImage } from "~/components/listings/responsive-image";
import { ShareLinks } from "~/components/listings/share-links";
import { findBlogBySlug, listBlogs } from "~/models/blog.server";
import { useRootData } from "~/components/use-root-data";
import { formatLongDate } from "~/utils/display";
import { ItemGallery } from "~/components/listings/item-gallery";
import { renderMarkdown } from "~/text/markdown";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "~/media/share-card";
import { blogPostingData, breadcrumbData } from "~/utils/structured-data";
import { blogCategoryLabel } from "~/schemas/blog";
import {
  blogCard,
  pageImage,
  pageUrl,
  type CategoryOption,
} from "~/services/public-content.server";
import { Text, useLocalPath } from "~/components/ui/text";
import { contentTexts, languageOfText, plainText, summaryText, writtenText } from "~/i18n/content";
import { languageOfRequest, pathInLanguage } from "~/i18n/language";
import type { Route } from "./+types/blog-post";
import { editPath } from "~/kinds/registry";

/**
 * The sidebar lists All, the post's category, Construction, Design and Tips
 * (docs/product/public-site.md#blog-post).
 */
function sidebarCategories(postCategory: string): CategoryOption[] {
  const values = [postCategory, "Construction", "Design", "Tips"];
  const unique = values.filter(
    (value, index) =>
      values.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === index,
  );
  return unique.map((value) => ({ value, label: blogCategoryLabel(value) }));
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const { item: post, preview } = await itemForPage(request, findBlogBySlug(params.slug), {
    page: (slug) => pathInLanguage(`/blog/${slug}`, language),
    edit: (item) => editPath("blog", item.id),
  });
  const category = post.category || "General";
  const others = listBlogs({ limit: 3, excludeId: post.id }).map((other) =>
    blogCard(other, 0, language),
  );
  const texts = contentTexts(language, post, post.ta, [
    "title",
    "content",
    "searchDescription",
    "shareImageAlt",
  ]);
  const summary = summaryText(texts.searchDescription, texts.content, {
    search: post.searchDescription,
    body: post.content,
  });
  // A Tamil page shares the card drawn with the Tamil title (docs/decisions/018-share-images.md).
  const shareImage =
    (language === "ta" && !texts.title.lang && post.shareImageTa) || post.shareImage;
  return detailPageData({
    post: {
      ...post,
      title: texts.title,
      category,
      categoryLabel: blogCategoryLabel(category),
      date: formatLongDate(post.createdAt),
      contentHtml: renderMarkdown(texts.content.text),
      contentLang: texts.content.lang,
      summary,
      shareImage,
      shareImageAlt: texts.shareImageAlt.lang === texts.title.lang ? texts.shareImageAlt.text : "",
      images: post.images.map((image) => pageImage(image, language)),
      inLanguage: languageOfText(language, texts.content),
    },
    others,
    categories: sidebarCategories(category),
    url: pageUrl(request),
    preview,
  });
}

export const headers = previewablePageHeaders;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, others, categories, url, preview } = loaderData;
  const { site, siteUrl } = useRootData();
  const local = useLocalPath();
  const messages = useMessages();
  const t = messages.post;
  const language = useLanguage();
  const cover = post.images[0];
  const summary = post.summary.text;
  const title = plainText(post.title);
  const path = local(`/blog/${post.slug}`);

  return (
    <>
      {preview ? <PreviewBanner preview={preview} /> : null}
      <PageMeta
        title={title}
        description={summary}
        article={{
          publishedTime: post.createdAt,
          modifiedTime: post.updatedAt ?? post.createdAt,
          author: post.author,
        }}
        image={
          post.shareImage
            ? {
                fileName: post.shareImage,
                width: SHARE_IMAGE_WIDTH,
                height: SHARE_IMAGE_HEIGHT,
                alt: post.shareImageAlt || t.shareAlt(title, site.name),
              }
            : null
        }
      />
      <JsonLd
        data={blogPostingData(site, siteUrl, {
          title,
          description: summary,
          path,
          inLanguage: post.inLanguage,
          images: [
            ...(post.shareImage ? [post.shareImage] : []),
            ...post.images.map((image) => image.fileName),
          ],
          author: post.author,
          publishedAt: post.createdAt,
          modifiedAt: post.updatedAt ?? post.createdAt,
        })}
      />
      <JsonLd
        data={breadcrumbData(siteUrl, [
          { name: messages.nav.home, path: local("/") },
          { name: messages.nav.blog, path: local("/blog") },
          { name: title, path },
        ])}
      />

      <PageHero
        eyebrow={categoryText(messages, language, post.categoryLabel)}
        title={post.title}
        intro={
          <span className="flex flex-wrap items-center gap-x-6 gap-y-3 text-base">
            <span className="flex items-center gap-2">
              <AuthorAvatar name={post.author} className="size-9 text-sm" />
              <Text className="break-words" value={writtenText(language, post.author)} />
            </span>
            <span className="flex items-center gap-2">
              <SiteIcon name="calendar" className="size-5 text-orange-400" />
              <time dateTime={post.createdAt}>{formatDate(post.createdAt, language)}</time>
            </span>
          </span>
        }
      >
        <BackLink to="/blog" label={t.back} />
      </PageHero>

      <DetailColumns
        texts={t}
        others={{
          id: "other-articles-heading",
          items: others,
          detail: (other) => (
            <time dateTime={other.dateTime}>{formatDate(other.dateTime, language)}</time>
          ),
          all: { to: "/blog", label: t.viewAll },
        }}
        aside={<BlogCategories categories={categories} />}
      >
        {cover ? (
          <figure>
            <div className="overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200">
              <ResponsiveImage
                image={cover}
                priority
                sizes="(min-width: 1280px) 820px, (min-width: 1024px) 66vw, 100vw"
                className="h-auto w-full"
              />
            </div>
            {cover.caption ? (
              <figcaption
                lang={cover.captionLang}
                className="mt-2 text-sm break-words text-slate-600"
              >
                {cover.caption}
              </figcaption>
            ) : null}
          </figure>
        ) : null}

        {post.tags.length > 0 ? (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label={t.tags}>
            {post.tags.map((tag) => (
              <li
                key={tag}
                lang={writtenText(language, tag).lang}
                className="inline-flex items-center gap-1 rounded-full bg-orange-50 px-3 py-1 text-sm font-medium break-all text-orange-800"
              >
                <SiteIcon name="tag" className="size-3.5" />#{tag}
              </li>
            ))}
          </ul>
        ) : null}

        <div
          lang={post.contentLang}
          className="formatted-text mt-8 text-lg leading-8 text-slate-700"
          dangerouslySetInnerHTML={{ __html: post.contentHtml }}
        />

        <AuthorCard author={post.author} />

        <div className="mt-8 border-t border-slate-200 pt-6">
          <ShareLinks url={url} title={title} heading={t.share} />
        </div>

        {post.images.length > 1 ? (
          <ItemGallery
            id="post-gallery-heading"
            heading={t.gallery}
            itemTitle={title}
            images={post.images}
          />
        ) : null}
      </DetailColumns>
    </>
  );
}

/** Under the article: who wrote it, for which company. */
function AuthorCard({ author }: { author: string }) {
  const { siteTexts } = useRootData();
  const messages = useMessages();
  const language = useLanguage();
  return (
    <div className="mt-12 flex items-center gap-4 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
      <AuthorAvatar name={author} className="size-14 text-xl" />
      <div className="min-w-0">
        <p className="text-sm text-slate-500">{messages.listings.writtenBy}</p>
        <Text
          as="p"
          className="text-lg font-bold break-words text-slate-900"
          value={writtenText(language, author)}
        />
        <Text as="p" className="text-sm text-slate-600" value={siteTexts.name} />
      </div>
    </div>
  );
}

/** The side column's list of categories, each a link to the blog filtered by it. */
function BlogCategories({ categories }: { categories: { value: string; label: string }[] }) {
  const local = useLocalPath();
  const messages = useMessages();
  const language = useLanguage();
  const t = messages.post;
  return (
    <section
      aria-labelledby="categories-heading"
      className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
    >
      <h2 id="categories-heading" className="text-xl font-bold text-slate-900">
        {t.categories}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        <li>
          <Link
            to={local("/blog")}
            className="flex items-center justify-between py-3 font-medium text-slate-700 hover:text-orange-700"
          >
            {messages.listings.all}
            <SiteIcon name="arrow-right" className="size-4" />
          </Link>
        </li>
        {categories.map((option) => (
          <li key={option.value}>
            <Link
              to={local(`/blog?category=${encodeURIComponent(option.value)}`)}
              className="flex items-center justify-between py-3 font-medium text-slate-700 hover:text-orange-700"
            >
              <Text value={categoryText(messages, language, option.label)} />
              <SiteIcon name="arrow-right" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ErrorBoundary = contentErrorBoundary((t) => ({
  pageName: t.blog.pageName,
  failureMessage: t.post.loadFailed,
  missing: "article",
  back: { to: "/blog", label: t.post.back },
}));
