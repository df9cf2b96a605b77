/**
 * Links inside a page stay in the page's language: a public page's address moves under /ta/
 * on a Tamil page; the sign-in pages, the admin, files and feeds have one address only.
 */
import { pathInLanguage, type Language } from "./language";

/** The first path segments of the public pages (app/routes.ts serves each in both languages). */
const PUBLIC_SECTIONS = new Set([
  "",
  "about-us",
  "services",
  "contact",
  "projects",
  "gallery",
  "blog",
  "estimate",
]);

/** Whether a path (without query) is one of the public pages, served in both languages. */
function isPublicPagePath(pathname: string): boolean {
  const first = pathname.split("/")[1] ?? "";
  if (first === "blog" && /^\/blog\/(?:rss|atom)\.xml$/.test(pathname)) return false;
  return PUBLIC_SECTIONS.has(first);
}

/**
 * `/contact?service=x#contact` on a Tamil page is `/ta/contact?service=x#contact`; anything that
 * is not a site-relative link to a public page (a full URL, `tel:`, `?page=2`, /login) is kept.
 */
export function localizedHref(href: string, language: Language): string {
  if (language === "en" || !href.startsWith("/") || href.startsWith("//")) return href;
  const cut = href.search(/[?#]/);
  const pathname = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? "" : href.slice(cut);
  if (!isPublicPagePath(pathname)) return href;
  return `${pathInLanguage(pathname, language)}${rest}`;
}
