/**
 * The thin bar at the top of the window (app/components/layout/navigation-progress.tsx)
 * while the next page is on its way: public links and forms load whole pages,
 * and on slow mobile data the browser's own indicator is easy to miss. It
 * shows after a short delay (a fast page never flashes it) and is hidden
 * again when a page is shown from the back/forward cache.
 */
import { enhanced, isPlainClick } from "./dom";

const SHOW_AFTER_MS = 120;

export function enhanceLoadingBar() {
  const [bar] = enhanced("loading-bar");
  if (!bar) return;
  let timer = 0;

  const show = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      bar.removeAttribute("aria-hidden");
      bar.dataset.busy = "true";
    }, SHOW_AFTER_MS);
  };
  const hide = () => {
    window.clearTimeout(timer);
    bar.setAttribute("aria-hidden", "true");
    bar.dataset.busy = "false";
  };

  // Listened to last (on window, bubbling): behaviours that handle a click or
  // a submit themselves call preventDefault first.
  window.addEventListener("click", (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const link = (event.target as Element | null)?.closest?.("a");
    if (!link || !link.href || link.target || link.hasAttribute("download")) return;
    const to = new URL(link.href, location.href);
    if (to.origin !== location.origin) return;
    const samePage = to.pathname === location.pathname && to.search === location.search;
    if (samePage && to.hash) return;
    show();
  });
  window.addEventListener("submit", (event) => {
    if (event.defaultPrevented) return;
    const form = event.target as HTMLFormElement;
    if (form.target && form.target !== "_self") return;
    show();
  });
  window.addEventListener("pageshow", hide);
}
