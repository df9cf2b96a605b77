import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { scrollToTopSmoothly } from "./nav";

export const SCROLL_TOP_THRESHOLD = 300;

/** The floating "back to top" button: shown once the page has scrolled past 300 px. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={scrollToTopSmoothly}
      aria-label="Scroll to top"
      className="flex size-12 items-center justify-center rounded-full bg-slate-900 text-white shadow-lg ring-1 ring-white/20 transition hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
    >
      <Icon name="arrow-up" className="size-6" />
    </button>
  );
}
