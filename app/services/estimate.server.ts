/**
 * An estimate sent with an enquiry ("Send me this estimate",
 * docs/product/public-site.md#cost-estimator): only its query travels; the server works it out
 * again from the owner's numbers now, so a visitor cannot send a total of their own.
 */
import type { EnquiryEstimate } from "~/db/schema";
import { sectionsInLanguage, sectionText } from "~/i18n/content";
import type { Language } from "~/i18n/language";
import { messagesFor } from "~/i18n/messages";
import { estimateConfigOf, getSection } from "~/models/site-content.server";
import { estimateFromQuery, estimateLines, estimateQuery } from "~/utils/cost-estimate";

/** The longest estimate query taken from a form (a few extras are far shorter). */
const MAX_QUERY = 1000;

/** The estimate a query names, summed up in `language`; null when it is not a valid one. */
export function attachedEstimate(query: unknown, language: Language): EnquiryEstimate | null {
  if (typeof query !== "string" || !query || query.length > MAX_QUERY) return null;
  const { pricing, estimator } = sectionsInLanguage(
    { pricing: getSection("pricing"), estimator: getSection("estimator") },
    language,
  );
  const config = estimateConfigOf(pricing, estimator);
  const result = estimateFromQuery(new URLSearchParams(query), config);
  if (!result.ok) return null;
  const t = messagesFor(language).estimate;
  const names = {
    packages: Object.fromEntries(
      pricing.items.map((tier) => [tier.slug, sectionText(tier, "name").text]),
    ),
    extras: Object.fromEntries(
      estimator.extras.map((extra) => [extra.slug, sectionText(extra, "name").text]),
    ),
    floors: t.floorNames,
  };
  const lines = estimateLines(result.input, result.estimate, config, t.words, names);
  const extras = lines.extras
    .map(
      (extra) =>
        `${names.extras[extra.slug]}${extra.detail ? ` (${extra.detail})` : ""} ${extra.amount}`,
    )
    .join(", ");
  return {
    query: estimateQuery(result.input, config),
    total: result.estimate.total,
    summary: `${lines.total} (${lines.words}). ${lines.basis}.${extras ? ` ${t.extrasTitle}: ${extras}.` : ""} ${lines.months}.`,
  };
}
