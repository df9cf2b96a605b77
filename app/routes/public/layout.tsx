import { isRouteErrorResponse, Outlet } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";
import { PublicShell } from "~/components/layout/public-shell";
import { ButtonLink } from "~/components/ui/button";
import { getSection } from "~/models/site-content.server";
import { PageHero } from "~/components/ui/page-hero";
import { useMessages } from "~/i18n/use-messages";
import type { Route } from "./+types/layout";
import { sectionsInLanguage, sectionText, type ContentText } from "~/i18n/content";
import { languageOfRequest, type Language } from "~/i18n/language";
import { readsQuery } from "~/http/page-parameters";
import { SITE_PREVIEW_PARAM } from "~/content/preview-intent";

/**
 * Every public page may show its author a section's unsaved change (anonymous visitors get
 * the page as it is): the page cache keys them on it too (app/http/page-parameters.ts).
 */
export const handle = readsQuery(SITE_PREVIEW_PARAM);

/**
 * Public pages are never rendered by React in the browser
 * (docs/decisions/030-public-pages-without-hydration.md): a link or a
 * redirect from the administrator's pages to a public page loads it as a
 * whole document instead, with its own script. The empty server loader keeps
 * the layout rendered on the server (a route with only a client loader would
 * not be). It loads what the frame shows of the pages' own content: the footer's services.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { footerServices: footerServices(languageOfRequest(request)) };
}

/**
 * The footer's "Our Services" column: the services the owner chose for it, else the first
 * five; five at most (the column's room).
 */
function footerServices(language: Language): ContentText[] {
  const { items } = getSection("services");
  const chosen = items.filter((item) => item.inFooter);
  return sectionsInLanguage((chosen.length ? chosen : items).slice(0, 5), language).map((item) =>
    sectionText(item, "title"),
  );
}

export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise(() => {});
}

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}

/**
 * Errors of public pages that have no boundary of their own still render
 * inside the header and footer.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useMessages();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicShell>
        <NotFoundContent />
      </PublicShell>
    );
  }
  return (
    <PublicShell>
      <title>{t.error.title}</title>
      <PageHero title={t.error.title} intro={t.error.text} />
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ButtonLink to="/">{t.notFound.backHome}</ButtonLink>
      </section>
    </PublicShell>
  );
}
