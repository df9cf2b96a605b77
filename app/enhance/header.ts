/**
 * The fixed header (app/components/layout/header.tsx): transparent over the
 * dark band at the top, white once the page has scrolled past
 * HEADER_SCROLL_THRESHOLD or while the phone menu is open. The phone menu
 * (a <details>) also closes on Escape, on a click outside it, and when the
 * page is shown again from the back/forward cache. Home links on the home
 * page itself scroll smoothly to the top instead of reloading it.
 */
import { HEADER_SCROLL_THRESHOLD, scrollToTopSmoothly } from "~/components/layout/nav";
import { enhanced, isPlainClick, onScroll } from "./dom";

export function enhanceHeader() {
  const header = document.getElementById("site-header");
  if (!header) return;
  const menu = header.querySelector<HTMLDetailsElement>("details");
  const solidPage = header.dataset.solid === "true";

  const update = () => {
    const solid = solidPage || window.scrollY > HEADER_SCROLL_THRESHOLD || Boolean(menu?.open);
    header.dataset.solid = solid ? "true" : "false";
  };
  onScroll(update);

  if (menu) {
    menu.addEventListener("toggle", update);
    document.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !menu.open) return;
      menu.open = false;
      menu.querySelector("summary")?.focus();
    });
    document.addEventListener("pointerdown", (event) => {
      if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    });
    window.addEventListener("pageshow", (event) => {
      if (event.persisted) menu.open = false;
    });
  }

  for (const link of enhanced<HTMLAnchorElement>("home-link")) {
    link.addEventListener("click", (event) => {
      if (!isPlainClick(event) || location.pathname !== "/" || location.search !== "") return;
      event.preventDefault();
      if (menu) menu.open = false;
      if (location.hash) history.replaceState(null, "", "/");
      scrollToTopSmoothly();
    });
  }
}
