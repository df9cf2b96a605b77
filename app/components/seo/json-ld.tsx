/**
 * A JSON-LD block. The text is escaped so nothing the owner types can close
 * the script element, and it carries the response's CSP nonce.
 */
import type { Thing, WithContext } from "schema-dts";
import { useNonce } from "~/components/nonce";
import { useRootData } from "~/components/use-root-data";
import { siteWithTexts } from "~/config/site";
import { serializeJsonLd } from "~/utils/seo";
import { companyData } from "~/utils/structured-data";

export function JsonLd({ data }: { data: WithContext<Thing> }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

/** The company as a GeneralContractor, for the home, about and contact pages. */
export function CompanyJsonLd() {
  const { site, siteTexts, siteUrl, siteShareImage } = useRootData();
  return <JsonLd data={companyData(siteWithTexts(site, siteTexts), siteUrl, siteShareImage)} />;
}
