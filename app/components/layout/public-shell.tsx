import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigationType } from "react-router";
import { FloatingButtons } from "./floating-buttons";
import { Footer } from "./footer";
import { Header } from "./header";
import { NavigationProgress } from "./navigation-progress";

/**
 * Every new page starts at the top. Back/forward (POP) is left to the root
 * <ScrollRestoration>, which restores where the visitor was; filters that
 * only change the query use `preventScrollReset` and keep their position.
 */
function useScrollToTopOnNewPage() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== "POP" && !window.location.hash) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** Header, page, footer and floating controls: the frame of every public page. */
export function PublicShell({ children }: { children: ReactNode }) {
  useScrollToTopOnNewPage();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <FloatingButtons />
    </div>
  );
}
