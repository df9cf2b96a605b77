/** The floating "back to top" button (app/components/layout/scroll-to-top.tsx): shown past SCROLL_TOP_THRESHOLD. */
import { SCROLL_TOP_THRESHOLD, scrollToTopSmoothly } from "~/components/layout/nav";
import { enhanced, onScroll } from "./dom";

export function enhanceScrollToTop() {
  const [button] = enhanced<HTMLButtonElement>("scroll-to-top");
  if (!button) return;
  onScroll(() => {
    button.hidden = window.scrollY <= SCROLL_TOP_THRESHOLD;
  });
  button.addEventListener("click", scrollToTopSmoothly);
}
