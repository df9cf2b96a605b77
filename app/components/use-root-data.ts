import { useRouteLoaderData } from "react-router";
import { defaultSite, type SiteConfig } from "~/config/site";
import type { loader } from "~/root";

/** The company's details and whether an administrator is signed in, from the root loader. */
export function useRootData(): { site: SiteConfig; signedIn: boolean } {
  const data = useRouteLoaderData<typeof loader>("root");
  return data ?? { site: defaultSite, signedIn: false };
}
