import { Icon } from "~/components/ui/icon";
import { Form, Link, redirect } from "react-router";
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
import { Text, useLocalPath } from "~/components/ui/text";
import { languageOfRequest, pathInLanguage } from "~/i18n/language";
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
import type { Route } from "./+types/blog";

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
      `${pathInLanguage("/blog", language)}${listQueryString({ q: query, page: found.pageCount }, { category: activeCategory })}`,
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

const DESCRIPTION =
  "Building tips, design ideas and news from our sites: practical advice for homeowners and businesses in Tamil Nadu.";

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { categories, activeCategory, query, featured, posts, total, page, pageCount } = loaderData;
  const local = useLocalPath();
  const pageHref = (n: number) =>
    `${local("/blog")}${listQueryString({ q: query, page: n }, { category: activeCategory })}`;
  const filtered = Boolean(activeCategory || query);

  return (
    <>
      <PageMeta
        title={page > 1 ? `Our Blog, page ${page}` : "Our Blog"}
        description={DESCRIPTION}
        canonicalPath={filtered ? local("/blog") : pageHref(page)}
      />
      <PageLinks page={page} pageCount={pageCount} hrefFor={pageHref} />
      <PageHero eyebrow="Insights" title="Our Blog" intro={DESCRIPTION} />

      {featured ? <FeaturedArticle post={featured} /> : null}

      <ListingSection
        id="articles"
        headingId="latest-heading"
        eyebrow="From the site office"
        heading="Latest Articles"
        tools={
          <Form
            method="get"
            action={local("/blog#articles")}
            role="search"
            className="flex w-full gap-2 lg:max-w-md"
          >
            {activeCategory ? <input type="hidden" name="category" value={activeCategory} /> : null}
            <label htmlFor="blog-search" className="sr-only">
              Search articles
            </label>
            <div className="relative min-w-0 flex-1">
              <Icon
                name="search"
                className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
              />
              <input
                id="blog-search"
                type="search"
                name="q"
                defaultValue={query}
                key={query}
                placeholder="Search articles..."
                className="w-full rounded-lg border-0 bg-white py-3 pr-3 pl-10 text-slate-900 ring-1 ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-orange-700 focus:outline-none"
              />
            </div>
            <button type="submit" className={`${buttonClass("primary")} shrink-0`}>
              Search
            </button>
          </Form>
        }
        listClassName="mt-8"
        items={posts}
        renderItem={(post, index) => <BlogCard post={post} index={index} />}
        empty={{
          title: "No articles found",
          message: filtered
            ? "No articles match your search or category. Try other words or clear the filters."
            : "New articles are on the way. Please check back soon.",
          icon: "search",
          reset: filtered ? { to: local("/blog#articles"), label: "Clear Filters" } : null,
        }}
        pages={{ page, pageCount, label: "Article pages", hrefFor: pageHref }}
      >
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {categories.length > 0 ? (
            <CategoryFilters
              label="Filter articles by category"
              path={local("/blog")}
              options={categories}
              active={activeCategory}
              keep={{ q: query }}
              hash="#articles"
            />
          ) : null}
        </div>

        {filtered && posts.length > 0 ? (
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {total} {total === 1 ? "article" : "articles"}
            {query ? <> matching “{query}”</> : null}
            {activeCategory ? (
              <>
                {" "}
                in{" "}
                {categories.find((option) => option.value === activeCategory)?.label ??
                  activeCategory}
              </>
            ) : null}
            .{" "}
            <Link
              to={local("/blog#articles")}
              className="font-semibold text-orange-700 underline hover:text-orange-800"
            >
              Clear Filters
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
  return (
    <section aria-labelledby="featured-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2
          id="featured-heading"
          className="text-sm font-semibold tracking-wider text-orange-700 uppercase"
        >
          Featured Article
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
                <Icon name="calendar" className="size-4 text-orange-700" />
                <time dateTime={post.dateTime}>{post.date}</time>
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
                  <span className="block text-xs text-slate-500">Written by</span>
                  <span className="block font-semibold text-slate-900">{post.author}</span>
                </span>
              </span>
              <Link to={post.href} className={buttonClass("primary")}>
                Read Full Article
              </Link>
            </div>
          </div>
        </article>
      </div>
    </section>
  );
}

export const ErrorBoundary = contentErrorBoundary({
  pageName: "Our Blog",
  failureMessage: "Failed to load blogs. Please try again.",
});
