import { useRouteLoaderData } from "react-router";
import { defaultSite, type SiteConfig } from "~/config/site";
import type { loader } from "~/root";

type RootData = { site: SiteConfig; signedIn: boolean; enquiryRetentionDays: number };

/**
 * The company's details, whether an administrator is signed in and how long
 * contact form enquiries are kept (the form says so), from the root loader.
 */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  return data ?? { site: defaultSite, signedIn: false, enquiryRetentionDays: 365 };
}
