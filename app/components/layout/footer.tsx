import { useMatches } from "react-router";
import { Link } from "~/components/ui/link";
import { useMessages } from "~/i18n/use-messages";
import { isPublicLayout } from "./public-layout-id";
import { SiteIcon, type IconName } from "~/components/ui/site-icon";
import { useRootData } from "~/components/use-root-data";
import { MessageWith, Text } from "~/components/ui/text";
import type { ContentText } from "~/i18n/content";
import { CompanyAddress } from "~/components/contact/company-address";
import { LogoMark } from "./logo";
import { PUBLIC_PAGES } from "./nav";

/**
 * Footer column 3 (docs/product/public-site.md#footer): the site's first five services, each
 * linking to /services, as the public layout's loader reads them (none outside it).
 */
function useFooterServices(): ContentText[] {
  const data = useMatches().find((match) => isPublicLayout(match.id))?.loaderData as
    { footerServices?: ContentText[] } | undefined;
  return data?.footerServices ?? [];
}

/** Network names, written as the networks write them in every language. */
const SOCIAL: { key: "facebook" | "instagram" | "linkedin" | "youtube"; label: string }[] = [
  { key: "facebook", label: "Facebook" },
  { key: "instagram", label: "Instagram" },
  { key: "linkedin", label: "LinkedIn" },
  { key: "youtube", label: "YouTube" },
];

function ColumnHeading({ children }: { children: React.ReactNode }) {
  return <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{children}</h2>;
}

const linkClass =
  "rounded text-slate-300 transition hover:text-orange-400 focus-visible:outline-2 focus-visible:outline-orange-500";

export function Footer() {
  const { site, siteTexts } = useRootData();
  const services = useFooterServices();
  const t = useMessages();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:grid-cols-2 sm:gap-10 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 sm:col-span-1">
          <Link
            to="/"
            className="inline-flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-orange-500"
          >
            <LogoMark className="size-10" />
            <Text className="text-lg font-bold text-white" value={siteTexts.name} />
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-6">
            <Text value={siteTexts.tagline} /> {t.footer.trusted}
          </p>
          <ul className="mt-5 flex gap-3" aria-label={t.footer.social}>
            {SOCIAL.filter((item) => site.social[item.key]).map((item) => (
              <li key={item.key}>
                <a
                  href={site.social[item.key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t.footer.onNetwork(site.name, item.label)}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-orange-700 focus-visible:outline-2 focus-visible:outline-orange-500"
                >
                  <SiteIcon name={item.key as IconName} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <ColumnHeading>{t.footer.quickLinks}</ColumnHeading>
          <ul className="mt-4 space-y-2.5 text-sm">
            {PUBLIC_PAGES.map((page) => (
              <li key={page.to}>
                <Link to={page.to} className={linkClass}>
                  {t.nav[page.label]}
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <ColumnHeading>{t.footer.ourServices}</ColumnHeading>
          <ul className="mt-4 space-y-2.5 text-sm">
            {services.map((service) => (
              <li key={service.text}>
                <Link to="/services" className={linkClass}>
                  <Text value={service} />
                </Link>
              </li>
            ))}
          </ul>
        </div>

        <div className="col-span-2 sm:col-span-1">
          <ColumnHeading>{t.footer.contactUs}</ColumnHeading>
          <ul className="mt-4 space-y-3.5 text-sm">
            <li className="flex gap-3">
              <SiteIcon name="map-pin" className="mt-0.5 size-5 shrink-0 text-orange-400" />
              <address className="not-italic">
                <CompanyAddress />
              </address>
            </li>
            <li className="flex gap-3">
              <SiteIcon name="phone" className="mt-0.5 size-5 shrink-0 text-orange-400" />
              <a href={`tel:${site.phone.replace(/\s/g, "")}`} className={linkClass}>
                {site.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <SiteIcon name="mail" className="mt-0.5 size-5 shrink-0 text-orange-400" />
              <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
                {site.email}
              </a>
            </li>
            <li className="flex gap-3">
              <SiteIcon name="clock" className="mt-0.5 size-5 shrink-0 text-orange-400" />
              <span>
                <Text value={siteTexts.hoursWeekdays} />
                <br />
                <Text value={siteTexts.hoursSunday} />
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            <MessageWith message={(name) => t.footer.rights(year, name)} value={siteTexts.name} />
          </p>
          {site.credit.label ? (
            <p>
              {site.credit.url ? (
                <a
                  href={site.credit.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  <Text value={siteTexts.creditLabel} />
                </a>
              ) : (
                <Text value={siteTexts.creditLabel} />
              )}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
