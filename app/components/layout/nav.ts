/** The header turns white once the page has scrolled this far (CSS pixels). */
export const HEADER_SCROLL_THRESHOLD = 50;
/** The back-to-top button shows once the page has scrolled this far. */
export const SCROLL_TOP_THRESHOLD = 300;

/** The seven public pages, in header, mobile menu and footer order; labels from the messages' `nav`. */
export const PUBLIC_PAGES = [
  { to: "/", label: "home" },
  { to: "/about-us", label: "about" },
  { to: "/services", label: "services" },
  { to: "/projects", label: "projects" },
  { to: "/gallery", label: "gallery" },
  { to: "/blog", label: "blog" },
  { to: "/contact", label: "contact" },
] as const;

/** Scrolls the window to the top, smoothly unless the visitor prefers reduced motion. */
export function scrollToTopSmoothly() {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}
