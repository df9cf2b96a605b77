import { Link } from "~/components/ui/link";
import { Text } from "~/components/ui/text";
import { plainText, sectionText } from "~/i18n/content";
import type { Messages } from "~/i18n/messages";
import type { Language } from "~/i18n/language";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { ContactSection } from "~/components/contact/contact-section";
import { ProjectCard } from "~/components/listings/project-card";
import { CallToAction } from "~/components/sections/call-to-action";
import { HeroParticles } from "~/components/sections/hero-particles";
import { TestimonialsCarousel } from "~/components/sections/testimonials-carousel";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { SiteIcon } from "~/components/ui/site-icon";
import { CompanyJsonLd } from "~/components/seo/json-ld";
import { PageMeta } from "~/components/ui/page-meta";
import { PageSection } from "~/components/ui/page-section";
import { SectionHeading } from "~/components/ui/section-heading";
import { serviceTone } from "~/components/sections/service-illustration";
import { SitePreviewBanner } from "~/components/sections/site-preview";
import { sectionsForPage } from "~/http/section-preview.server";
import { previewablePageHeaders } from "~/http/preview-headers.server";
import { contactChoices, getSection, testimonialProjectLinks } from "~/models/site-content.server";
import { withProjectLinks } from "~/components/sections/testimonial-card";
import {
  formatRupees,
  type HomeContent,
  type PricingTier,
  type ServiceItem,
} from "~/schemas/site-content";
import { pageOfProjects, type Project } from "~/models/project.server";
import { PROJECT_CATEGORIES, projectCategoryLabel } from "~/schemas/project";
import { categoryName } from "~/i18n/messages";
import { useRootData } from "~/components/use-root-data";
import { categoryKey } from "~/utils/display";
import { logger } from "~/utils/logger.server";
import { projectCard } from "~/services/public-content.server";
import { languageOfRequest } from "~/i18n/language";
import { readsQuery } from "~/http/page-parameters";
import type { Route } from "./+types/home";

/** The query parameters the loader reads (app/http/page-parameters.ts). */
export const handle = readsQuery("category");
import "~/components/listings/listings.css";

/**
 * The home filter's categories (as keys) and at most 6 projects after it
 * (docs/product/public-site.md#home).
 */
const HOME_CATEGORIES = PROJECT_CATEGORIES.filter((option) => option.onHome).map((option) =>
  categoryKey(option.value),
);
const HOME_PROJECT_LIMIT = 6;

export async function loader({ request }: Route.LoaderArgs) {
  const category = categoryKey(new URL(request.url).searchParams.get("category") ?? "");
  const active = category === "all" ? "" : category;
  let projects: Project[] = [];
  try {
    // Only the six shown are read, whatever the number of projects.
    projects = pageOfProjects({
      category: active || undefined,
      perPage: HOME_PROJECT_LIMIT,
    }).items;
  } catch (error) {
    // docs/product/public-site.md#home: a failed load is only logged; the list stays empty.
    logger.error({ err: error }, "Failed to load projects for the home page");
  }
  const language = languageOfRequest(request);
  return sectionsForPage(
    request,
    {
      category: active,
      projects: projects.map((project) => projectCard(project, 160, language)),
      home: getSection("home"),
      services: getSection("services"),
      pricing: getSection("pricing"),
      testimonials: getSection("testimonials"),
      projectLinks: testimonialProjectLinks(getSection("testimonials").items, language),
    },
    // The form sends the English titles, whatever the page's language shows.
    { contactChoices: contactChoices(language) },
  );
}

/** A preview's `no-store` reaches the document (docs/product/content.md#site-content). */
export const headers = previewablePageHeaders;

/** "Starting at ₹1,499/sq.ft": the lowest package price. */
function startingPrice(tiers: PricingTier[], t: Messages, language: Language) {
  const lowest = Math.min(...tiers.map((tier) => tier.price));
  return t.prices.startingAt(formatRupees(lowest, language));
}

function Hero({ home, tiers }: { home: HomeContent; tiers: PricingTier[] }) {
  const { site } = useRootData();
  const t = useMessages();
  const language = useLanguage();
  const stats = home.stats;
  return (
    <section className="relative isolate overflow-hidden bg-slate-900 pt-32 pb-20 text-white sm:pt-40 sm:pb-28 lg:min-h-[44rem]">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_top_right,rgba(234,88,12,0.45),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(30,64,175,0.25),transparent_50%)]"
      />
      <HeroParticles />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8 xl:grid-cols-[1fr_24rem]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-orange-200 ring-1 ring-white/20">
            <SiteIcon name="shield" className="size-4" />
            <Text value={sectionText(home, "badge")} />
            <span className="hidden sm:inline">· {t.home.chennaiSince(site.foundedYear)}</span>
          </p>
          <Text
            as="h1"
            className="mt-6 max-w-4xl text-4xl font-bold tracking-tight text-white sm:text-5xl lg:text-6xl"
            value={sectionText(home, "headline")}
          />
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-300 sm:text-xl">
            <Text value={sectionText(home, "introduction")} /> {startingPrice(tiers, t, language)}.
          </p>
          <div className="mt-10 flex flex-col items-start gap-3 sm:flex-row">
            <ButtonLink to="/contact">
              {t.home.freeQuote} <SiteIcon name="arrow-right" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/services" variant="outline-light">
              {t.home.ourServices}
            </ButtonLink>
          </div>
          <dl className="mt-14 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/10 backdrop-blur-sm"
              >
                <Text
                  as="dt"
                  className="text-sm text-slate-300"
                  value={sectionText(stat, "label")}
                />
                <dd className="order-first text-3xl font-bold text-white">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <aside
          aria-label={t.home.whyUs}
          className="hidden rounded-3xl bg-white/10 p-6 ring-1 ring-white/15 backdrop-blur-md lg:block"
        >
          <p className="text-sm font-semibold tracking-wider text-orange-300 uppercase">
            {t.home.whyChennai}
          </p>
          <ul className="mt-5 space-y-4">
            {home.points.slice(0, 3).map((point) => (
              <li key={point.title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-orange-700 text-white">
                  <SiteIcon name={point.icon} className="size-5" />
                </span>
                <span>
                  <Text
                    className="block font-semibold text-white"
                    value={sectionText(point, "title")}
                  />
                  <Text
                    className="block text-sm text-slate-300"
                    value={sectionText(point, "text")}
                  />
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-6 rounded-2xl bg-white px-4 py-3 text-slate-900">
            <p className="text-xs font-semibold tracking-wider text-slate-600 uppercase">
              {t.home.packages}
            </p>
            <ul className="mt-1 space-y-0.5">
              {tiers.map((tier) => (
                <li key={tier.slug} className="flex items-baseline justify-between gap-3">
                  <Text
                    className="text-sm font-semibold text-slate-700"
                    value={sectionText(tier, "name")}
                  />
                  <span className="text-lg font-bold text-orange-700">
                    {formatRupees(tier.price, language)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </section>
  );
}

function ServicesTeaser({ services }: { services: ServiceItem[] }) {
  const messages = useMessages();
  const t = messages.home;
  const { estimateCost } = messages.services;
  return (
    <PageSection
      id="services"
      background="bg-white"
      eyebrow={t.servicesEyebrow}
      title={t.servicesTitle}
      intro={t.servicesIntro}
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.slice(0, 6).map((service, index) => (
          <li
            key={service.slug}
            className="group flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md sm:block sm:p-6"
          >
            <span
              className="flex size-12 shrink-0 items-center justify-center rounded-xl text-white shadow-sm"
              style={{
                backgroundImage: `linear-gradient(135deg, ${serviceTone(index).join(", ")})`,
              }}
            >
              <SiteIcon name={service.icon} className="size-6" />
            </span>
            <div>
              <Text
                as="h3"
                className="text-lg font-bold text-slate-900 sm:mt-5"
                value={sectionText(service, "title")}
              />
              <Text
                as="p"
                className="mt-1 line-clamp-3 text-slate-600 sm:mt-2"
                value={sectionText(service, "summary")}
              />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/services" variant="secondary">
          {t.allServices} <SiteIcon name="arrow-right" className="size-5" />
        </ButtonLink>
        <ButtonLink to="/estimate">
          {estimateCost} <SiteIcon name="arrow-right" className="size-5" />
        </ButtonLink>
      </div>
    </PageSection>
  );
}

function AboutTeaser({ home }: { home: HomeContent }) {
  const { site, siteTexts } = useRootData();
  const t = useMessages().home;
  const stats = home.stats;
  const points = home.points.map((point) => sectionText(point, "title"));
  return (
    <section aria-labelledby="about-heading" className="bg-slate-900 py-16 text-white sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className="relative order-last lg:order-first">
          <div
            aria-hidden="true"
            className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-gradient-to-br from-orange-700 to-amber-600 ring-1 ring-white/10"
          >
            <div className="absolute inset-0 bg-[linear-gradient(to_right,rgba(255,255,255,0.12)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.12)_1px,transparent_1px)] bg-[size:28px_28px]" />
            <svg
              viewBox="0 0 400 300"
              className="absolute inset-x-0 bottom-0 w-full text-slate-900"
              fill="currentColor"
            >
              <rect x="30" y="120" width="80" height="180" opacity="0.85" />
              <rect x="120" y="60" width="110" height="240" />
              <rect x="240" y="150" width="70" height="150" opacity="0.85" />
              <rect x="318" y="100" width="60" height="200" opacity="0.7" />
              <path
                d="M175 20v40M175 20h150M325 20v30"
                stroke="currentColor"
                strokeWidth="6"
                fill="none"
              />
              <rect x="315" y="50" width="20" height="26" />
              {[80, 110, 140, 170, 200, 230].map((y) =>
                [135, 165, 195].map((x) => (
                  <rect
                    key={`${x}-${y}`}
                    x={x}
                    y={y}
                    width="16"
                    height="18"
                    fill="#fdba74"
                    opacity="0.75"
                  />
                )),
              )}
              {[150, 185, 220, 255].map((y) => (
                <rect key={y} x="50" y={y} width="40" height="14" fill="#fdba74" opacity="0.5" />
              ))}
            </svg>
          </div>
          <div className="absolute -bottom-6 left-6 rounded-2xl bg-white px-5 py-4 text-slate-900 shadow-lg sm:right-6 sm:left-auto">
            <p className="text-3xl font-bold text-orange-700">{stats[0].value}</p>
            <Text
              as="p"
              className="text-sm font-semibold text-slate-700"
              value={sectionText(stats[0], "label")}
            />
          </div>
        </div>
        <div>
          <SectionHeading
            id="about-heading"
            dark
            align="left"
            eyebrow={t.aboutEyebrow}
            title={t.aboutTitle(site.foundedYear)}
            intro={<Text value={siteTexts.tagline} />}
          />
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {points.map((point) => (
              <li key={point.text} className="flex items-start gap-2.5 text-slate-200">
                <SiteIcon name="check-circle" className="mt-0.5 size-5 shrink-0 text-orange-400" />
                <Text value={point} />
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <ButtonLink to="/about-us" variant="light">
              {t.learnMore} <SiteIcon name="arrow-right" className="size-5" />
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

function RecentProjects({
  category,
  projects,
}: Pick<Route.ComponentProps["loaderData"], "category" | "projects">) {
  const messages = useMessages();
  const language = useLanguage();
  const t = messages.home;
  // English shows the keys themselves ("residential"), capitalised by the style; Tamil names them.
  const filters = [
    { key: "", label: messages.listings.all },
    ...HOME_CATEGORIES.map((key) => ({
      key,
      label: language === "en" ? key : categoryName(messages, projectCategoryLabel(key)),
    })),
  ];
  const activeLabel = filters.find((filter) => filter.key === category)?.label ?? category;
  return (
    <section
      id="recent-projects"
      aria-labelledby="projects-heading"
      className="scroll-mt-20 bg-white py-16 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="projects-heading"
          eyebrow={t.projectsEyebrow}
          title={t.projectsTitle}
          intro={t.projectsIntro}
        />
        <nav aria-label={t.filter} className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {filters.map((filter) => {
              const active = filter.key === category;
              return (
                <li key={filter.label}>
                  <Link
                    to={
                      filter.key ? `/?category=${filter.key}#recent-projects` : "/#recent-projects"
                    }
                    preventScrollReset
                    aria-current={active ? "page" : undefined}
                    className={`inline-flex rounded-full px-4 py-2 text-sm font-semibold capitalize transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 ${
                      active
                        ? "bg-orange-700 text-white shadow-sm"
                        : "bg-slate-100 text-slate-700 hover:bg-slate-200"
                    }`}
                  >
                    {filter.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {projects.length > 0 ? (
          <ul
            className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={t.recentProjects}
          >
            {projects.map((project, index) => (
              <li key={project.id} className="flex [&>article]:w-full">
                <ProjectCard project={project} index={index} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-10">
            <EmptyState
              title={t.noProjects}
              message={category ? t.noProjectsIn(activeLabel) : t.projectsSoon}
            >
              {category ? (
                <ButtonLink to="/#recent-projects" preventScrollReset variant="secondary">
                  {t.showAllProjects}
                </ButtonLink>
              ) : null}
            </EmptyState>
          </div>
        )}
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/projects">
            {t.allProjects} <SiteIcon name="arrow-right" className="size-5" />
          </ButtonLink>
          <ButtonLink to="/gallery" variant="secondary">
            {t.visitGallery}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { siteTexts } = useRootData();
  const messages = useMessages();
  const t = messages.home;
  const language = useLanguage();
  const content = loaderData;
  return (
    <>
      <PageMeta
        description={t.description(plainText(siteTexts.name), plainText(siteTexts.tagline))}
      />
      <CompanyJsonLd />
      <SitePreviewBanner preview={loaderData.preview} />
      <Hero home={content.home} tiers={content.pricing.items} />
      <ServicesTeaser services={content.services.items} />
      <AboutTeaser home={content.home} />
      {content.testimonials.items.length > 0 ? (
        <PageSection
          id="testimonials"
          background="bg-slate-50"
          eyebrow={t.testimonialsEyebrow}
          title={t.testimonialsTitle}
          intro={t.testimonialsIntro}
        >
          <div className="mt-12">
            <TestimonialsCarousel
              items={withProjectLinks(content.testimonials.items, loaderData.projectLinks)}
            />
          </div>
        </PageSection>
      ) : null}
      <RecentProjects category={loaderData.category} projects={loaderData.projects} />
      <CallToAction
        claims={[
          sectionText(content.home, "badge"),
          startingPrice(content.pricing.items, messages, language),
        ]}
      />
      <ContactSection returnTo="/" choices={content.contactChoices} />
    </>
  );
}
