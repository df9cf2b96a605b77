import { SiteIcon } from "~/components/ui/site-icon";
import { redirect } from "react-router";
import { Link } from "~/components/ui/link";
import { categoryName, type Messages } from "~/i18n/messages";
import { localizedHref } from "~/i18n/paths";
import { useMessages } from "~/i18n/use-messages";
import { PageLinks } from "~/components/pagination";
import { ListingSection } from "~/components/listings/listing-section";
import { CategoryFilters } from "~/components/listings/category-filters";
import { contentErrorBoundary } from "~/components/listings/load-error";
import { PageHero } from "~/components/ui/page-hero";
import { PageMeta } from "~/components/ui/page-meta";
import { JsonLd } from "~/components/seo/json-ld";
import { useRootData } from "~/components/use-root-data";
import { projectListData } from "~/utils/structured-data";
import { CategoryBadge, ImagePlaceholder, ProjectCard } from "~/components/listings/project-card";
import { ResponsiveImage } from "~/components/listings/responsive-image";
import { buttonClass } from "~/components/ui/button";
import "~/components/listings/listings.css";
import { listProjects, pageOfProjects, projectCategories } from "~/models/project.server";
import { listQueryString, parsePage, PUBLIC_PAGE_SIZE } from "~/utils/list-params";
import { projectCategoryLabel } from "~/schemas/project";
import {
  activeCategoryOf,
  categoryOptions,
  projectCard,
  type ProjectStatus,
} from "~/services/public-content.server";
import { latestProgressOf } from "~/models/progress.server";
import { Text, useLocalPath } from "~/components/ui/text";
import { plainText } from "~/i18n/content";
import { languageOfRequest } from "~/i18n/language";
import { readsQuery } from "~/http/page-parameters";
import type { Route } from "./+types/projects";

/** The query parameters the loader reads (app/http/page-parameters.ts). */
export const handle = readsQuery("category", "status", "page");

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfRequest(request);
  const requested = url.searchParams.get("category")?.trim() ?? "";
  const status = statusOf(url.searchParams.get("status"));
  const page = parsePage(url.searchParams.get("page"));
  const categories = categoryOptions(projectCategories(), projectCategoryLabel);
  const found = pageOfProjects({
    status,
    category: requested || undefined,
    page,
    perPage: PUBLIC_PAGE_SIZE.projects,
  });
  const activeCategory = activeCategoryOf(categories, requested);
  // A page past the end (an old link after deletions) shows the last page.
  if (page > found.pageCount) {
    throw redirect(
      localizedHref(
        `/projects${listQueryString({ page: found.pageCount }, { category: activeCategory, status })}`,
        languageOfRequest(request),
      ),
    );
  }
  const first = page === 1 && !status ? listProjects({ limit: 1 })[0] : undefined;
  const progress = latestProgressOf(found.items.map((project) => project.id));
  return {
    categories,
    activeCategory,
    status: status ?? "",
    featured: first ? projectCard(first, 600, language) : null,
    projects: found.items.map((project) =>
      projectCard(project, undefined, language, { of: progress.get(project.id) }),
    ),
    page,
    pageCount: found.pageCount,
  };
}

/** `?status=ongoing|completed` (docs/decisions/067-progress-updates.md); anything else: all. */
function statusOf(value: string | null): ProjectStatus | undefined {
  return value === "ongoing" || value === "completed" ? value : undefined;
}

/** 'Commercial Projects' for a known category; just 'Projects' for one nobody uses. */
function projectsHeading(
  categories: { value: string; label: string }[],
  active: string,
  t: Messages,
) {
  const known = categories.find((option) => option.value === active);
  return known ? t.projects.inCategory(categoryName(t, known.label)) : t.nav.projects;
}

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { categories, activeCategory, status, featured, projects, page, pageCount } = loaderData;
  const local = useLocalPath();
  const pageHref = (n: number) =>
    `${local("/projects")}${listQueryString({ page: n }, { category: activeCategory, status })}`;
  const { siteUrl } = useRootData();
  const messages = useMessages();
  const t = messages.projects;

  return (
    <>
      <PageMeta
        title={page > 1 ? messages.page.numbered(t.title, page) : t.title}
        description={t.description}
        canonicalPath={activeCategory || status ? "/projects" : pageHref(page)}
      />
      <PageLinks page={page} pageCount={pageCount} hrefFor={pageHref} />
      <JsonLd
        data={projectListData(
          siteUrl,
          projects.map((project) => ({ title: plainText(project.title), path: project.href })),
        )}
      />
      <PageHero eyebrow={t.eyebrow} title={t.title} intro={t.description} />

      {featured ? <FeaturedProject project={featured} /> : null}

      <ListingSection
        id="projects"
        headingId="all-projects-heading"
        eyebrow={t.browse}
        heading={activeCategory ? projectsHeading(categories, activeCategory, messages) : t.all}
        tools={
          <div className="flex flex-col items-start gap-3">
            {categories.length > 0 ? (
              <CategoryFilters
                label={t.filter}
                path="/projects"
                options={categories}
                active={activeCategory}
                keep={{ status }}
                hash="#projects"
              />
            ) : null}
            <StatusFilters active={status} category={activeCategory} />
          </div>
        }
        listClassName="mt-10"
        items={projects}
        renderItem={(project, index) => <ProjectCard project={project} index={index} />}
        empty={{
          title: t.none,
          message:
            status === "ongoing"
              ? messages.progress.noneOngoing
              : status === "completed"
                ? messages.progress.noneCompleted
                : activeCategory
                  ? t.noneInCategory
                  : t.soon,
          icon: "building",
          reset: activeCategory || status ? { to: "/projects#projects", label: t.viewAll } : null,
        }}
        pages={{ page, pageCount, label: t.pages, hrefFor: pageHref }}
      />

      <section className="bg-slate-900 py-16 text-white sm:py-20">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.readyTitle}</h2>
            <p className="mt-3 max-w-2xl text-slate-300">{t.readyText}</p>
          </div>
          <Link to="/contact" className={`${buttonClass("primary")} shrink-0`}>
            {t.contactUs}
          </Link>
        </div>
      </section>
    </>
  );
}

/** All, Ongoing, Completed: plain links (`?status=`), so they work without JavaScript. */
function StatusFilters({ active, category }: { active: string; category: string | null }) {
  const messages = useMessages();
  const local = useLocalPath();
  const t = messages.progress;
  const options = [
    { value: "", label: t.allStatuses },
    { value: "ongoing", label: t.ongoing },
    { value: "completed", label: t.completed },
  ];
  return (
    <nav aria-label={t.filter}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.value || "all"}>
            <Link
              to={`${local("/projects")}${listQueryString({ page: 1 }, { category, status: option.value })}#projects`}
              preventScrollReset
              aria-current={active === option.value ? "page" : undefined}
              className={`inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 ${
                active === option.value
                  ? "bg-slate-800 text-white shadow-sm"
                  : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-orange-50 hover:text-orange-800"
              }`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FeaturedProject({
  project,
}: {
  project: NonNullable<Route.ComponentProps["loaderData"]["featured"]>;
}) {
  const messages = useMessages();
  const t = messages.projects;
  return (
    <section aria-labelledby="featured-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-100 shadow-lg ring-1 ring-slate-200">
          {project.cover ? (
            <ResponsiveImage
              image={project.cover}
              priority
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
              className="size-full object-cover"
            />
          ) : (
            <ImagePlaceholder label={messages.listings.noImageFor(plainText(project.title))} />
          )}
        </div>
        <div>
          <h2
            id="featured-heading"
            className="text-sm font-semibold tracking-wider text-orange-700 uppercase"
          >
            {t.featured}
          </h2>
          <Text
            as="h3"
            value={project.title}
            className="mt-3 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl"
          />
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <CategoryBadge label={project.categoryLabel} />
            {project.location.text ? (
              <span className="flex items-center gap-1.5 text-slate-600">
                <SiteIcon name="map-pin" className="size-4 text-orange-700" />
                <Text value={project.location} />
              </span>
            ) : null}
          </div>
          {project.description.text ? (
            <Text
              as="p"
              value={project.description}
              className="mt-5 line-clamp-6 text-lg leading-relaxed break-words text-slate-700"
            />
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={`/projects/${project.slug}`} className={buttonClass("primary")}>
              {t.viewProject}
            </Link>
            <Link to="/contact" className={buttonClass("secondary")}>
              {t.discussSimilar}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = contentErrorBoundary((t) => ({
  pageName: t.projects.title,
  failureMessage: t.projects.loadFailed,
}));
