import { useRouteLoaderData } from "react-router";
import { defaultSite, siteTextsIn, type SiteConfig, type SiteTexts } from "~/config/site";
import type { loader } from "~/root";

type RootData = {
  site: SiteConfig;
  /** The tagline, address, hours, credit … in the page's language (Tamil where written). */
  siteTexts: SiteTexts;
  signedIn: boolean;
  /** How long contact form enquiries are kept (the form says so). */
  enquiryRetentionDays: number;
  /** SITE_URL: the base of every canonical, share and sitemap link. */
  siteUrl: string;
  /** The site-wide share card in /uploads (docs/decisions/018-share-images.md). */
  siteShareImage: string;
  /** The public pages' script of enhancements (docs/decisions/030-public-pages-without-hydration.md). */
  enhanceScript: string;
};

/** The company's details, sign-in state, enquiry retention and public address, from the root loader. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    data ?? {
      site: defaultSite,
      siteTexts: siteTextsIn("en", defaultSite, undefined),
      signedIn: false,
      enquiryRetentionDays: 365,
      siteUrl: "",
      siteShareImage: "",
      enhanceScript: "",
    }
  );
}
