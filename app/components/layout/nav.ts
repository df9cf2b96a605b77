/** The header turns white once the page has scrolled this far (CSS pixels). */
export const HEADER_SCROLL_THRESHOLD = 50;
/** The back-to-top button shows once the page has scrolled this far. */
export const SCROLL_TOP_THRESHOLD = 300;

/** The seven public pages, in header, mobile menu and footer order. */
export const PUBLIC_PAGES = [
  { to: "/", label: "Home" },
  { to: "/about-us", label: "About" },
  { to: "/services", label: "Services" },
  { to: "/projects", label: "Projects" },
  { to: "/gallery", label: "Gallery" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
] as const;

/** Scrolls the window to the top, smoothly unless the visitor prefers reduced motion. */
export function scrollToTopSmoothly() {
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
}
