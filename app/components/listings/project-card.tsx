import type { ComponentProps } from "react";
import { SiteIcon } from "~/components/ui/site-icon";
import { Link } from "~/components/ui/link";
import { categoryText } from "~/i18n/messages";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { Text } from "~/components/ui/text";
import { plainText } from "~/i18n/content";
import type { ProjectCard as ProjectCardData } from "~/services/public-content.server";
import { ResponsiveImage } from "./responsive-image";

export function CategoryBadge({ label, className = "" }: { label: string; className?: string }) {
  const t = useMessages();
  const language = useLanguage();
  if (!label) return null;
  return (
    <Text
      value={categoryText(t, language, label)}
      className={`inline-flex items-center rounded-full bg-orange-700 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase ${className}`}
    />
  );
}

/** Ongoing or Completed, over the card's photo (docs/decisions/067-progress-updates.md). */
function StatusBadge({ status }: { status: "ongoing" | "completed" }) {
  const t = useMessages().progress;
  return (
    <span
      className={`absolute top-4 right-4 inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold shadow ${
        status === "ongoing" ? "bg-sky-700 text-white" : "bg-white text-green-800"
      }`}
    >
      {status === "ongoing" ? t.ongoing : t.completed}
    </span>
  );
}

/** Stands in for a project without a cover image. */
export function ImagePlaceholder({ label }: { label: string }) {
  return (
    <div
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className="flex size-full items-center justify-center bg-gradient-to-br from-slate-200 to-slate-300 text-slate-500"
    >
      <SiteIcon name="building" className="size-14" />
    </div>
  );
}

/** A project's cover on its own pages (its public page, its client's page), 16:10, or the stand-in. */
export function ProjectCover({
  cover,
  title,
  sizes,
}: {
  cover: ComponentProps<typeof ResponsiveImage>["image"] | null;
  title: string;
  sizes: string;
}) {
  const t = useMessages().listings;
  return (
    <div className="aspect-[16/10] overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200">
      {cover ? (
        <ResponsiveImage image={cover} priority sizes={sizes} className="size-full object-cover" />
      ) : (
        <ImagePlaceholder label={t.noImageFor(title)} />
      )}
    </div>
  );
}

export function ProjectCard({ project, index }: { project: ProjectCardData; index: number }) {
  const t = useMessages().listings;
  return (
    <article
      className="content-rise group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-md"
      style={{ animationDelay: `${index * 0.1}s` }}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        {project.cover ? (
          <ResponsiveImage
            image={project.cover}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover transition duration-500 group-hover:scale-105"
          />
        ) : (
          <ImagePlaceholder label={t.noImageFor(plainText(project.title))} />
        )}
        <CategoryBadge label={project.categoryLabel} className="absolute top-4 left-4 shadow" />
        {project.status ? <StatusBadge status={project.status} /> : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <Text
          as="h3"
          value={project.title}
          className="text-xl font-bold tracking-tight break-words text-slate-900"
        />
        {project.location.text ? (
          <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-500">
            <SiteIcon name="map-pin" className="size-4 shrink-0 text-orange-700" />
            <Text value={project.location} className="break-words" />
          </p>
        ) : null}
        {project.description.text ? (
          <Text
            as="p"
            value={project.description}
            className="mt-3 line-clamp-2 break-words text-slate-700"
          />
        ) : null}
        <Link
          to={project.href}
          className="mt-auto inline-flex items-center gap-1.5 self-start pt-5 font-semibold text-orange-700 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
        >
          {t.viewDetails}
          <Text
            className="sr-only"
            value={{ ...project.title, text: `: ${plainText(project.title)}` }}
          />
          <SiteIcon name="arrow-right" className="size-4 transition group-hover:translate-x-1" />
        </Link>
      </div>
    </article>
  );
}
