import { SiteIcon } from "~/components/ui/site-icon";
import { Link } from "~/components/ui/link";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { formatDate } from "~/utils/dates";
import { Text } from "~/components/ui/text";
import { plainText, writtenText } from "~/i18n/content";
import type { BlogCard as BlogCardData } from "~/services/public-content.server";
import { CategoryBadge, ImagePlaceholder } from "./project-card";
import { ResponsiveImage } from "./responsive-image";

/** The author's initial in a round badge (docs/product/public-site.md#blog). */
export function AuthorAvatar({
  name,
  className = "size-10 text-base",
}: {
  name: string;
  className?: string;
}) {
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-orange-700 font-bold text-white ${className}`}
    >
      {initial}
    </span>
  );
}

export function BlogCard({ post, index }: { post: BlogCardData; index: number }) {
  const t = useMessages().listings;
  const language = useLanguage();
  return (
    <article
      className="content-rise group flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-md"
      style={{ animationDelay: `${index * 0.1}s` }}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-slate-100">
        {post.cover ? (
          <ResponsiveImage
            image={post.cover}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover transition duration-500 group-hover:scale-105"
          />
        ) : (
          <ImagePlaceholder label="" />
        )}
        <CategoryBadge label={post.categoryLabel} className="absolute top-4 left-4 shadow" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-1.5 text-sm text-slate-500">
          <SiteIcon name="calendar" className="size-4 text-orange-700" />
          <time dateTime={post.dateTime}>{formatDate(post.dateTime, language)}</time>
        </p>
        <Text
          as="h3"
          value={post.title}
          className="mt-2 text-xl font-bold tracking-tight break-words text-slate-900"
        />
        <Text
          as="p"
          value={post.excerpt}
          className="mt-3 line-clamp-3 break-words text-slate-700"
        />
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <span className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-700">
            <AuthorAvatar name={post.author} className="size-8 text-sm" />
            <Text className="truncate" value={writtenText(language, post.author)} />
          </span>
          <Link
            to={post.href}
            className="inline-flex shrink-0 items-center gap-1.5 font-semibold text-orange-700 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
          >
            {t.readMore}
            <Text
              className="sr-only"
              value={{ ...post.title, text: `: ${plainText(post.title)}` }}
            />
            <SiteIcon name="arrow-right" className="size-4 transition group-hover:translate-x-1" />
          </Link>
        </div>
      </div>
    </article>
  );
}
