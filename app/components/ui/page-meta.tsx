/**
 * Document title and meta description for a page (React 19 hoists both
 * into <head>). docs/product.md#page-titles: the home page passes no title and gets the
 * company name; every other page gets `<title> | <company name>`.
 *
 *   <PageMeta title="Our Services" description="…" />
 */
import { useRootData } from "~/components/use-root-data";

export function pageTitle(companyName: string, title?: string) {
  return title ? `${title} | ${companyName}` : companyName;
}

export function PageMeta({ title, description }: { title?: string; description: string }) {
  const { site } = useRootData();
  return (
    <>
      <title>{pageTitle(site.name, title)}</title>
      <meta name="description" content={description} />
    </>
  );
}
