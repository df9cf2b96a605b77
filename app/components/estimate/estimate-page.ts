/**
 * What the /estimate page's loader gives its form and result
 * (docs/product/public-site.md#cost-estimator), and the words and names its script needs, read from
 * the page's language.
 */
import type { ContentText } from "~/i18n/content";
import type { Messages } from "~/i18n/messages";
import type {
  Estimate,
  EstimateConfig,
  EstimateErrors,
  EstimateInput,
  EstimateNames,
  ExtraUnit,
} from "~/utils/cost-estimate";

export type EstimatorPage = {
  config: EstimateConfig;
  packages: { slug: string; name: ContentText; rate: number }[];
  extras: { slug: string; name: ContentText; price: number; unit: ExtraUnit }[];
  stages: { name: ContentText; percent: number }[];
  note: ContentText;
  values: { area: string; floors: string; package: string; extras: Record<string, string> };
  errors: EstimateErrors;
  result: { input: EstimateInput; estimate: Estimate; query: string } | null;
};

/** The names of packages, extras and floors as the page shows them. */
export function namesOf(page: EstimatorPage, t: Messages["estimate"]): EstimateNames {
  return {
    packages: Object.fromEntries(page.packages.map((item) => [item.slug, item.name.text])),
    extras: Object.fromEntries(page.extras.map((item) => [item.slug, item.name.text])),
    floors: t.floorNames,
  };
}

/** The contact form's address with the estimate attached ("Send me this estimate"). */
export function sendEstimatePath(query: string, packageSlug: string) {
  return `/contact?${new URLSearchParams({ package: packageSlug, estimate: query })}`;
}
