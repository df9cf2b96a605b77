import { Icon } from "~/components/ui/icon";
import { useMessages } from "~/i18n/use-messages";

/**
 * The floating "back to top" button. Hidden in the page as delivered: it
 * needs JavaScript, and app/enhance/scroll-to-top.ts shows it once the page
 * has scrolled past SCROLL_TOP_THRESHOLD (app/components/layout/nav.ts).
 */
export function ScrollToTop() {
  const t = useMessages();
  return (
    <button
      type="button"
      hidden
      data-enhance="scroll-to-top"
      aria-label={t.floating.scrollTop}
      className="flex size-12 items-center justify-center rounded-full bg-slate-900 text-white shadow-lg ring-1 ring-white/20 transition hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
    >
      <Icon name="arrow-up" className="size-6" />
    </button>
  );
}
