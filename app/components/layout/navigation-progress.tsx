import { useMessages } from "~/i18n/use-messages";

/**
 * A thin bar at the very top of the window while the next page loads
 * (app/enhance/loading-bar.ts sets `data-busy`). Hidden until then.
 */
export function NavigationProgress() {
  const t = useMessages();
  return (
    <div
      role="progressbar"
      aria-label={t.nav.loadingPage}
      aria-hidden="true"
      data-enhance="loading-bar"
      data-busy="false"
      className="group/progress pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden opacity-0 transition-opacity duration-300 data-[busy=true]:opacity-100"
    >
      <div className="h-full w-0 bg-gradient-to-r from-orange-500 via-amber-400 to-orange-600 transition-[width] duration-0 ease-out group-data-[busy=true]/progress:w-4/5 group-data-[busy=true]/progress:animate-pulse group-data-[busy=true]/progress:duration-[2500ms]" />
    </div>
  );
}
