import { Text } from "~/components/ui/text";
import { useRootData } from "~/components/use-root-data";
import { useMessages } from "~/i18n/use-messages";

/**
 * The company's postal address on one line, in the page's language: the owner's street, city and
 * region (each marked when English on a Tamil page), the PIN code and the country.
 */
export function CompanyAddress() {
  const { site, siteTexts } = useRootData();
  const t = useMessages().contact;
  return (
    <>
      <Text value={siteTexts.street} />, <Text value={siteTexts.city} /> - {site.address.postalCode}
      , <Text value={siteTexts.region} />, {t.country}
    </>
  );
}
