import { CallToAction } from "~/components/sections/call-to-action";
import { Text } from "~/components/ui/text";
import { sectionText, type ContentText } from "~/i18n/content";
import { languageOfRequest } from "~/i18n/language";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { SiteIcon } from "~/components/ui/site-icon";
import type { IconName } from "~/config/icon-names";
import { PageHero } from "~/components/ui/page-hero";
import { CompanyJsonLd } from "~/components/seo/json-ld";
import { PageMeta } from "~/components/ui/page-meta";
import { PageSection } from "~/components/ui/page-section";
import { SectionHeading } from "~/components/ui/section-heading";
import { useRootData } from "~/components/use-root-data";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { SitePreviewBanner } from "~/components/sections/site-preview";
import { sectionsForPage } from "~/http/section-preview.server";
import { previewablePageHeaders } from "~/http/preview-headers.server";
import { thumbnailUrl } from "~/media/image-urls";
import { getSection, testimonialProjectLinks } from "~/models/site-content.server";
import { withProjectLinks } from "~/components/sections/testimonial-card";
import { formatRupees } from "~/schemas/site-content";
import type { Route } from "./+types/about";

export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  return sectionsForPage(request, {
    about: getSection("about"),
    home: getSection("home"),
    pricing: getSection("pricing"),
    testimonials: getSection("testimonials"),
    projectLinks: testimonialProjectLinks(getSection("testimonials").items, language),
  });
}

/** A preview's `no-store` reaches the document (docs/product/content.md#site-content). */
export const headers = previewablePageHeaders;

function initialsOf(name: string) {
  return name
    .replace(/^(Dr|Mr|Mrs|Ms|Er)\.\s*/i, "")
    .split(/\s+/)
    .filter((part) => /^[A-Za-z]/.test(part) && !/^[A-Z]\.$/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

const avatarTones = [
  "from-orange-700 to-amber-600",
  "from-slate-800 to-slate-600",
  "from-amber-700 to-orange-500",
  "from-orange-900 to-orange-700",
];

export default function About({ loaderData }: Route.ComponentProps) {
  const { site, siteTexts } = useRootData();
  const messages = useMessages();
  const t = messages.about;
  const language = useLanguage();
  const content = loaderData;
  const { about } = content;
  const stats = content.home.stats;
  const testimonials = withProjectLinks(content.testimonials.items, loaderData.projectLinks);
  const lowest = Math.min(...content.pricing.items.map((tier) => tier.price));
  return (
    <>
      <PageMeta title={t.title} description={t.description(site.name, site.foundedYear)} />
      <CompanyJsonLd />
      <SitePreviewBanner preview={loaderData.preview} />
      <PageHero
        eyebrow={t.title}
        title={t.heroTitle(site.foundedYear)}
        intro={<Text value={siteTexts.tagline} />}
      />

      <OurStory about={about} stats={stats} />

      <PageSection
        id="mission"
        background="bg-slate-50"
        eyebrow={t.missionEyebrow}
        title={t.missionTitle}
        intro={t.missionIntro}
      >
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          <AimCard icon="target" title={t.mission} text={sectionText(about, "mission")} />
          <AimCard icon="eye" title={t.vision} text={sectionText(about, "vision")} />
        </div>
      </PageSection>

      {about.timeline.length > 0 ? (
        <PageSection
          id="journey"
          background="bg-white"
          eyebrow={t.journeyEyebrow}
          title={t.journeyTitle}
        >
          <ol className="relative mx-auto mt-12 max-w-3xl border-l-2 border-orange-200 pl-8 sm:pl-10">
            {about.timeline.map((milestone, index) => (
              <li key={index} className="relative pb-10 last:pb-0">
                <span
                  aria-hidden="true"
                  className="absolute top-1 -left-[2.6rem] flex size-5 items-center justify-center rounded-full bg-orange-700 ring-4 ring-white sm:-left-[3.1rem]"
                />
                <Text
                  as="p"
                  className="text-sm font-bold tracking-wider text-orange-700"
                  value={sectionText(milestone, "year")}
                />
                <Text
                  as="h3"
                  className="mt-1 text-lg font-bold text-slate-900"
                  value={sectionText(milestone, "title")}
                />
                <Text
                  as="p"
                  className="mt-1 text-slate-700"
                  value={sectionText(milestone, "description")}
                />
              </li>
            ))}
          </ol>
        </PageSection>
      ) : null}

      {about.team.length > 0 ? (
        <PageSection
          id="team"
          background="bg-slate-900"
          dark
          eyebrow={t.teamEyebrow}
          title={t.teamTitle}
          intro={t.teamIntro}
        >
          <TeamMembers team={about.team} />
        </PageSection>
      ) : null}

      {testimonials.length > 0 ? (
        <PageSection
          id="testimonials"
          background="bg-slate-50"
          eyebrow={messages.home.testimonialsEyebrow}
          title={messages.home.testimonialsTitle}
        >
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {testimonials.map((testimonial, index) => (
              <li key={index}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </PageSection>
      ) : null}

      <CallToAction
        title={t.ctaTitle}
        claims={[
          sectionText(content.home, "badge"),
          messages.prices.startingAt(formatRupees(lowest, language)),
        ]}
      />
    </>
  );
}

type AboutData = Route.ComponentProps["loaderData"];

/** The company's story beside its numbers. */
function OurStory({
  about,
  stats,
}: {
  about: AboutData["about"];
  stats: AboutData["home"]["stats"];
}) {
  const t = useMessages().about;
  return (
    <section aria-labelledby="story-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <SectionHeading
            id="story-heading"
            align="left"
            eyebrow={t.storyEyebrow}
            title={<Text value={sectionText(about, "storyTitle")} />}
          />
          <div
            className="mt-6 space-y-4 text-lg leading-8 text-slate-700"
            lang={sectionText(about, "story").lang}
          >
            {about.story
              .split(/\n\s*\n/)
              .filter(Boolean)
              .map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:gap-6">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
            >
              <Text
                as="dt"
                className="order-last mt-1 text-sm font-medium text-slate-600"
                value={sectionText(stat, "label")}
              />
              <dd className="flex items-center gap-3 text-3xl font-bold text-slate-900 sm:text-4xl">
                {stat.value}
              </dd>
              <SiteIcon name={stat.icon} className="order-first mb-4 size-8 text-orange-700" />
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** The mission or the vision: an icon, a heading and the owner's text. */
function AimCard({ icon, title, text }: { icon: IconName; title: string; text: ContentText }) {
  return (
    <article className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
      <span className="flex size-12 items-center justify-center rounded-xl bg-orange-100 text-orange-800">
        <SiteIcon name={icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-xl font-bold text-slate-900">{title}</h3>
      <Text as="p" className="mt-3 leading-7 text-slate-700" value={text} />
    </article>
  );
}

/** The team's cards: a photo, or initials on a coloured disc, then name, role and a short bio. */
function TeamMembers({ team }: { team: AboutData["about"]["team"] }) {
  const t = useMessages().about;
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {team.map((member, index) => (
        <li key={index} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
          {member.photo ? (
            <img
              src={thumbnailUrl(member.photo)}
              alt={t.photoOf(member.name)}
              loading="lazy"
              className="size-20 rounded-full object-cover ring-4 ring-white/10"
            />
          ) : (
            <span
              aria-hidden="true"
              className={`flex size-20 items-center justify-center rounded-full bg-gradient-to-br text-2xl font-bold text-white ring-4 ring-white/10 ${avatarTones[index % avatarTones.length]}`}
            >
              {initialsOf(member.name)}
            </span>
          )}
          <Text
            as="h3"
            className="mt-5 text-lg font-bold text-white"
            value={sectionText(member, "name")}
          />
          <Text
            as="p"
            className="text-sm font-semibold text-orange-300"
            value={sectionText(member, "role")}
          />
          <Text
            as="p"
            className="mt-3 text-sm leading-6 text-slate-300"
            value={sectionText(member, "bio")}
          />
        </li>
      ))}
    </ul>
  );
}
