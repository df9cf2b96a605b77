import { SiteIcon } from "~/components/ui/site-icon";
import { Form, redirect } from "react-router";
import { Link, useLocalizedHref } from "~/components/ui/link";
import { categoryText } from "~/i18n/messages";
import { localizedHref } from "~/i18n/paths";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { formatDate } from "~/utils/dates";
import { PageLinks } from "~/components/pagination";
import { ListingSection } from "~/components/listings/listing-section";
import { AuthorAvatar, BlogCard } from "~/components/listings/blog-card";
import { CategoryFilters } from "~/components/listings/category-filters";
import { contentErrorBoundary } from "~/components/listings/load-error";
import { PageHero } from "~/components/ui/page-hero";
import { PageMeta } from "~/components/ui/page-meta";
import { CategoryBadge, ImagePlaceholder } from "~/components/listings/project-card";
import { ResponsiveImage } from "~/components/listings/responsive-image";
import { buttonClass } from "~/components/ui/button";
import { MessageWith, Text, useLocalPath } from "~/components/ui/text";
import { writtenText } from "~/i18n/content";
import { languageOfRequest } from "~/i18n/language";
import "~/components/listings/listings.css";
import { blogCategories, listBlogs, pageOfBlogs } from "~/models/blog.server";
import { EXCERPT_LENGTH } from "~/utils/display";
import { blogCategoryLabel } from "~/schemas/blog";
import { activeCategoryOf, blogCard, categoryOptions } from "~/services/public-content.server";
import {
  listQueryString,
  MAX_SEARCH_LENGTH,
  parsePage,
  PUBLIC_PAGE_SIZE,
} from "~/utils/list-params";
import { readsQuery } from "~/http/page-parameters";
import type { Route } from "./+types/blog";

/** The query parameters the loader reads (app/http/page-parameters.ts). */
export const handle = readsQuery("category", "q", "page");

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfRequest(request);
  const requested = url.searchParams.get("category")?.trim() ?? "";
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const page = parsePage(url.searchParams.get("page"));
  const categories = categoryOptions(
    blogCategories().map((value) => value || "General"),
    blogCategoryLabel,
  );
  const found = pageOfBlogs({
    category: requested || undefined,
    search: query,
    searchText: true,
    page,
    perPage: PUBLIC_PAGE_SIZE.blog,
  });
  const activeCategory = activeCategoryOf(categories, requested);
  // A page past the end (an old link after deletions) shows the last page.
  if (page > found.pageCount) {
    throw redirect(
      localizedHref(
        `/blog${listQueryString({ q: query, page: found.pageCount }, { category: activeCategory })}`,
        languageOfRequest(request),
      ),
    );
  }
  const first = page === 1 ? listBlogs({ limit: 1 })[0] : undefined;
  return {
    categories,
    activeCategory,
    query,
    featured: first ? blogCard(first, EXCERPT_LENGTH, language) : null,
    posts: found.items.map((post) => blogCard(post, undefined, language)),
    total: found.total,
    page,
    pageCount: found.pageCount,
  };
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { categories, activeCategory, query, featured, posts, total, page, pageCount } = loaderData;
  const local = useLocalPath();
  const pageHref = (n: number) =>
    `${local("/blog")}${listQueryString({ q: query, page: n }, { category: activeCategory })}`;
  const filtered = Boolean(activeCategory || query);
  const messages = useMessages();
  const language = useLanguage();
  const t = messages.blog;
  const localized = useLocalizedHref();

  return (
    <>
      <PageMeta
        title={page > 1 ? messages.page.numbered(t.title, page) : t.title}
        description={t.description}
        canonicalPath={filtered ? "/blog" : pageHref(page)}
      />
      <PageLinks page={page} pageCount={pageCount} hrefFor={pageHref} />
      <PageHero eyebrow={t.eyebrow} title={t.title} intro={t.description} />

      {featured ? <FeaturedArticle post={featured} /> : null}

      <ListingSection
        id="articles"
        headingId="latest-heading"
        eyebrow={t.latestEyebrow}
        heading={t.latest}
        tools={
          <Form
            method="get"
            action={localized("/blog#articles")}
            role="search"
            className="flex w-full gap-2 lg:max-w-md"
          >
            {activeCategory ? <input type="hidden" name="category" value={activeCategory} /> : null}
            <label htmlFor="blog-search" className="sr-only">
              {t.searchLabel}
            </label>
            <div className="relative min-w-0 flex-1">
              <SiteIcon
                name="search"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
              />
              <input
                id="blog-search"
                type="search"
                name="q"
                defaultValue={query}
                key={query}
                placeholder={t.searchPlaceholder}
                className="w-full rounded-lg border-0 bg-white py-3 pr-3 pl-10 text-slate-900 ring-1 ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-orange-700 focus:outline-none"
              />
            </div>
            <button type="submit" className={`${buttonClass("primary")} shrink-0`}>
              {t.search}
            </button>
          </Form>
        }
        listClassName="mt-8"
        items={posts}
        renderItem={(post, index) => <BlogCard post={post} index={index} />}
        empty={{
          title: t.none,
          message: filtered ? t.noMatch : t.soon,
          icon: "search",
          reset: filtered ? { to: "/blog#articles", label: t.clearFilters } : null,
        }}
        pages={{ page, pageCount, label: t.pages, hrefFor: pageHref }}
      >
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {categories.length > 0 ? (
            <CategoryFilters
              label={t.filter}
              path="/blog"
              options={categories}
              active={activeCategory}
              keep={{ q: query }}
              hash="#articles"
            />
          ) : null}
        </div>

        {filtered && posts.length > 0 ? (
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {t.count(total)}
            {query ? t.matching(query) : null}
            {activeCategory ? (
              <MessageWith
                message={t.inCategory}
                value={categoryText(
                  messages,
                  language,
                  categories.find((option) => option.value === activeCategory)?.label ??
                    activeCategory,
                )}
              />
            ) : null}
            .{" "}
            <Link
              to={local("/blog#articles")}
              className="font-semibold text-orange-700 underline hover:text-orange-800"
            >
              {t.clearFilters}
            </Link>
          </p>
        ) : null}
      </ListingSection>
    </>
  );
}

function FeaturedArticle({
  post,
}: {
  post: NonNullable<Route.ComponentProps["loaderData"]["featured"]>;
}) {
  const messages = useMessages();
  const language = useLanguage();
  return (
    <section aria-labelledby="featured-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id="featured-heading"
          className="text-sm font-semibold tracking-wider text-orange-700 uppercase"
        >
          {messages.blog.featured}
        </h2>
        <article className="mt-6 grid grid-cols-1 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:grid-cols-2">
          <div className="relative aspect-[16/10] bg-slate-100 lg:aspect-auto lg:min-h-96">
            {post.cover ? (
              <ResponsiveImage
                image={post.cover}
                priority
                sizes="(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw"
                className="absolute inset-0 size-full object-cover"
              />
            ) : (
              <ImagePlaceholder label="" />
            )}
          </div>
          <div className="flex flex-col p-6 sm:p-10">
            <div className="flex flex-wrap items-center gap-3 text-sm text-slate-500">
              <CategoryBadge label={post.categoryLabel} />
              <span className="flex items-center gap-1.5">
                <SiteIcon name="calendar" className="size-4 text-orange-700" />
                <time dateTime={post.dateTime}>{formatDate(post.dateTime, language)}</time>
              </span>
            </div>
            <Text
              as="h3"
              value={post.title}
              className="mt-4 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl"
            />
            <Text
              as="p"
              value={post.excerpt}
              data-testid="featured-excerpt"
              className="mt-4 leading-relaxed break-words text-slate-700"
            />
            <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-8">
              <span className="flex items-center gap-3">
                <AuthorAvatar name={post.author} />
                <span>
                  <span className="block text-xs text-slate-500">
                    {messages.listings.writtenBy}
                  </span>
                  <Text
                    className="block font-semibold text-slate-900"
                    value={writtenText(language, post.author)}
                  />
                </span>
              </span>
              <Link to={`/blog/${post.slug}`} className={buttonClass("primary")}>
                {messages.blog.readFull}
              </Link>
            </div>
          </div>
        </article>
      </div>
    </section>
  );
}

export const ErrorBoundary = contentErrorBoundary((t) => ({
  pageName: t.blog.title,
  failureMessage: t.blog.loadFailed,
}));
