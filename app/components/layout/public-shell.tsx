import type { ReactNode } from "react";
import { FloatingButtons } from "./floating-buttons";
import { Footer } from "./footer";
import { Header } from "./header";
import { LanguageOffer } from "./language-offer";
import { useMessages } from "~/i18n/use-messages";
import { NavigationProgress } from "./navigation-progress";

/**
 * Header, page, footer and floating controls: the frame of every public page.
 * Public pages are whole documents (docs/decisions/030-public-pages-without-hydration.md):
 * the browser starts each new page at the top and restores the position on back/forward.
 */
export function PublicShell({ children }: { children: ReactNode }) {
  const t = useMessages();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t.skipToContent}
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <FloatingButtons />
      <LanguageOffer />
    </div>
  );
}
