import { data } from "react-router";
import { EstimateForm } from "~/components/estimate/estimate-form";
import { EstimateResult } from "~/components/estimate/estimate-result";
import { SitePreviewBanner } from "~/components/sections/site-preview";
import { PageHero } from "~/components/ui/page-hero";
import { PageMeta } from "~/components/ui/page-meta";
import { useRootData } from "~/components/use-root-data";
import { sectionText } from "~/i18n/content";
import { useMessages } from "~/i18n/use-messages";
import { previewablePageHeaders } from "~/http/preview-headers.server";
import { sectionsForPage } from "~/http/section-preview.server";
import { estimateConfigOf, getSection } from "~/models/site-content.server";
import {
  estimateFromQuery,
  estimateQuery,
  quantityField,
  type EstimateErrors,
} from "~/utils/cost-estimate";
import { readsQuery } from "~/http/page-parameters";
import type { Route } from "./+types/estimate";

/** The query parameters the loader reads (app/http/page-parameters.ts). */
export const handle = readsQuery("area", "floors", "package", "extras", `${quantityField("")}*`);

/**
 * The cost estimator (docs/product/public-site.md#cost-estimator): a GET form whose query is the
 * estimate's address. Without JavaScript the server answers the result (400 with a message beside
 * each refused field); with it, app/enhance/estimate.ts recomputes with the same module on each
 * change.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = await sectionsForPage(request, {
    pricing: getSection("pricing"),
    estimator: getSection("estimator"),
  });
  const { pricing, estimator, preview } = page.data;
  const config = estimateConfigOf(pricing, estimator);
  const query = new URL(request.url).searchParams;
  // Only an area asks for an estimate: `?package=premium` (a pricing tier's link) just chooses one.
  const asked = query.has("area");
  const result = asked ? estimateFromQuery(query, config) : null;
  const errors: EstimateErrors = result && !result.ok ? result.errors : {};
  const popular = pricing.items.find((tier) => tier.popular) ?? pricing.items[0];
  const chosenExtras = new Set(
    query.getAll("extras").flatMap((value) => value.split(",").map((part) => part.split(":")[0])),
  );
  return data(
    {
      preview,
      config,
      packages: pricing.items.map((tier) => ({
        slug: tier.slug,
        name: sectionText(tier, "name"),
        rate: tier.price,
      })),
      extras: estimator.extras.map((extra) => ({
        slug: extra.slug,
        name: sectionText(extra, "name"),
        price: extra.price,
        unit: extra.unit,
      })),
      stages: estimator.stages.map((stage) => ({
        name: sectionText(stage, "name"),
        percent: stage.percent,
      })),
      note: sectionText(estimator, "note"),
      // What was typed, so a refused form comes back as it was sent.
      values: {
        area: query.get("area") ?? "",
        floors: query.get("floors") ?? "2",
        package: query.get("package") ?? popular.slug,
        extras: Object.fromEntries(
          estimator.extras.map((extra) => [
            extra.slug,
            extra.unit === "each"
              ? chosenExtras.has(extra.slug)
                ? "on"
                : ""
              : (query.get(quantityField(extra.slug)) ?? ""),
          ]),
        ),
      },
      errors,
      result:
        result && result.ok
          ? {
              input: result.input,
              estimate: result.estimate,
              query: estimateQuery(result.input, config),
            }
          : null,
    },
    { status: result && !result.ok ? 400 : 200, headers: page.init?.headers },
  );
}

export const headers = previewablePageHeaders;

export default function Estimate({ loaderData }: Route.ComponentProps) {
  const { site } = useRootData();
  const t = useMessages().estimate;
  return (
    <>
      <PageMeta title={t.title} description={t.description(site.name)} />
      <SitePreviewBanner preview={loaderData.preview} />
      <PageHero eyebrow={t.eyebrow} title={t.title} intro={t.intro} />
      <section className="bg-slate-50 py-10 sm:py-16 print:bg-white print:py-0">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:px-8 print:block print:px-0">
          <EstimateForm page={loaderData} />
          <EstimateResult page={loaderData} />
        </div>
      </section>
    </>
  );
}
