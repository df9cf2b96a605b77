/**
 * How a lead's source is named in the admin and its report (docs/product/enquiry-pipeline.md):
 * the campaign's utm_source, else the referring site's host, else "Direct". Client-safe.
 */
export const DIRECT = "Direct";

export function leadSourceName(
  source: { utmSource: string; referrer: string } | null | undefined,
): string {
  if (!source) return DIRECT;
  return source.utmSource || source.referrer || DIRECT;
}
