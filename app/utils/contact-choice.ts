/**
 * The contact form opened with a service or a package already chosen
 * (docs/product/public-site.md#contact): "Get a Quote" on a service and "Get Started" on a pricing
 * tier link here, and the page's loader reads the choice, so it works without JavaScript.
 */
export const SERVICE_PARAM = "service";
export const PACKAGE_PARAM = "package";

export function contactPathFor(choice: { service?: string; package?: string }): string {
  const search = new URLSearchParams();
  if (choice.service) search.set(SERVICE_PARAM, choice.service);
  if (choice.package) search.set(PACKAGE_PARAM, choice.package);
  const query = search.toString();
  return query ? `/contact?${query}#contact` : "/contact";
}
