import { Link } from "~/components/ui/link";
import { Text } from "~/components/ui/text";
import { sectionLines, sectionText } from "~/i18n/content";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { ServicePicture } from "~/components/sections/service-illustration";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { SiteIcon } from "~/components/ui/site-icon";
import { PageHero } from "~/components/ui/page-hero";
import { PageMeta } from "~/components/ui/page-meta";
import { PageSection } from "~/components/ui/page-section";
import { useRootData } from "~/components/use-root-data";
import { getSection } from "~/models/site-content.server";
import { formatRupees } from "~/schemas/site-content";
import { contactPathFor } from "~/utils/contact-choice";
import { sectionsForPage } from "~/http/section-preview.server";
import { previewablePageHeaders } from "~/http/preview-headers.server";
import { SitePreviewBanner } from "~/components/sections/site-preview";
import type { ServiceItem, PricingTier, ProcessStep } from "~/schemas/site-content";
import type { Route } from "./+types/services";

export function loader({ request }: Route.LoaderArgs) {
  return sectionsForPage(request, {
    services: getSection("services"),
    process: getSection("process"),
    pricing: getSection("pricing"),
  });
}

/** A preview's `no-store` reaches the document (docs/product/content.md#site-content). */
export const headers = previewablePageHeaders;

export default function Services({ loaderData }: Route.ComponentProps) {
  const { site } = useRootData();
  const messages = useMessages();
  const t = messages.services;
  const language = useLanguage();
  const content = loaderData;
  const pricingTiers = content.pricing.items;
  const lowest = Math.min(...pricingTiers.map((tier) => tier.price));
  return (
    <>
      <PageMeta
        title={t.title}
        description={t.description(site.name, formatRupees(lowest, language))}
      />
      <SitePreviewBanner preview={loaderData.preview} />
      <PageHero eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <AllServices services={content.services.items} />
      <ProcessSteps steps={content.process.items} />
      <PricingTiers tiers={pricingTiers} />
    </>
  );
}

function AllServices({ services }: { services: ServiceItem[] }) {
  const t = useMessages().services;
  return (
    <PageSection
      id="all-services"
      background="bg-white"
      eyebrow={t.offerEyebrow}
      title={t.offerTitle}
      intro={t.offerIntro}
    >
      <ul className="mt-12 grid gap-8 md:grid-cols-2">
        {services.map((service, index) => (
          <li key={service.slug} id={service.slug} className="scroll-mt-24">
            <ServiceCard service={service} index={index} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

function ServiceCard({ service, index }: { service: ServiceItem; index: number }) {
  const t = useMessages().services;
  const features = sectionLines(service, "features");
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md">
      <ServicePicture service={service} index={index} className="aspect-[21/9]" />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <Text
          as="h3"
          className="text-xl font-bold text-slate-900"
          value={sectionText(service, "title")}
        />
        <Text
          as="p"
          className="mt-3 leading-7 text-slate-700"
          value={sectionText(service, service.description ? "description" : "summary")}
        />
        <ul className="mt-5 grid gap-2.5 sm:grid-cols-2" lang={features.lang}>
          {features.lines.map((feature) => (
            <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
              <SiteIcon name="check" className="mt-0.5 size-4 shrink-0 text-orange-700" />
              {feature}
            </li>
          ))}
        </ul>
        <Link
          to={contactPathFor({ service: service.slug })}
          className="mt-auto inline-flex items-center gap-1.5 self-start pt-6 font-semibold text-orange-700 hover:text-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
        >
          {t.getQuote}
          <span className="sr-only">{t.quoteFor(service.title)}</span>
          <SiteIcon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  const t = useMessages().services;
  return (
    <PageSection
      id="process"
      background="bg-slate-900"
      dark
      eyebrow={t.processEyebrow}
      title={t.processTitle}
      intro={t.processIntro}
    >
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li key={index} className="relative rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
            <span className="text-5xl font-bold text-slate-500" aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <span className="absolute top-6 right-6 flex size-11 items-center justify-center rounded-xl bg-orange-700 text-white">
              <SiteIcon name={step.icon} className="size-5" />
            </span>
            <h3 className="mt-3 text-lg font-bold text-white">
              <span className="sr-only">{t.step(index + 1)}</span>
              <Text value={sectionText(step, "title")} />
            </h3>
            <Text
              as="p"
              className="mt-2 text-sm leading-6 text-slate-300"
              value={sectionText(step, "description")}
            />
          </li>
        ))}
      </ol>
    </PageSection>
  );
}

function PricingTiers({ tiers }: { tiers: PricingTier[] }) {
  const t = useMessages().services;
  return (
    <PageSection
      id="pricing"
      background="bg-slate-50"
      eyebrow={t.pricingEyebrow}
      title={t.pricingTitle}
      intro={t.pricingIntro}
    >
      <ul className="mt-12 grid items-stretch gap-8 lg:grid-cols-3">
        {tiers.map((tier) => (
          <TierCard key={tier.slug} tier={tier} />
        ))}
      </ul>
      <div className="mt-14 flex flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h3 className="text-xl font-bold text-slate-900">{t.differentTitle}</h3>
        <p className="max-w-xl text-slate-600">{t.differentText}</p>
        <ButtonLink to="/contact">
          {t.customQuote} <SiteIcon name="arrow-right" className="size-5" />
        </ButtonLink>
      </div>
    </PageSection>
  );
}

function TierCard({ tier }: { tier: PricingTier }) {
  const messages = useMessages();
  const t = messages.services;
  const language = useLanguage();
  const features = sectionLines(tier, "features");
  return (
    <li
      className={`relative flex flex-col rounded-2xl p-8 ${
        tier.popular
          ? "bg-white shadow-xl ring-2 ring-orange-700 lg:-my-4 lg:py-12"
          : "bg-white shadow-sm ring-1 ring-slate-200"
      }`}
    >
      {tier.popular ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-orange-700 px-4 py-1 text-sm font-semibold whitespace-nowrap text-white shadow">
          {t.popular}
        </p>
      ) : null}
      <Text
        as="h3"
        className="text-xl font-bold text-slate-900"
        value={sectionText(tier, "name")}
      />
      <Text
        as="p"
        className="mt-2 text-sm text-slate-600"
        value={sectionText(tier, "description")}
      />
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          {formatRupees(tier.price, language)}
        </span>
        <span className="text-sm font-semibold text-slate-600">{messages.prices.perSqft}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {[
          ...features.lines.map((text) => ({ text, lang: features.lang })),
          sectionText(tier, "warranty"),
          sectionText(tier, "maintenance"),
        ]
          .filter((feature) => feature.text)
          .map((feature) => (
            <li
              key={feature.text}
              className="flex items-start gap-2.5 text-slate-700"
              lang={feature.lang}
            >
              <SiteIcon name="check-circle" className="mt-0.5 size-5 shrink-0 text-orange-700" />
              {feature.text}
            </li>
          ))}
      </ul>
      <Link
        to={contactPathFor({ package: tier.slug })}
        className={buttonClass(tier.popular ? "primary" : "secondary", "mt-8 w-full")}
      >
        {t.getStarted}
        <span className="sr-only">{t.withPackage(tier.name)}</span>
      </Link>
      <Link
        to={`/estimate?package=${tier.slug}`}
        className="mt-3 inline-flex items-center justify-center gap-1.5 self-center font-semibold text-orange-700 hover:text-orange-800"
      >
        {t.estimateCost}
        <span className="sr-only">{t.withPackage(tier.name)}</span>
        <SiteIcon name="arrow-right" className="size-4" />
      </Link>
    </li>
  );
}
