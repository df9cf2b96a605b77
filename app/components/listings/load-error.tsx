import { isRouteErrorResponse, useRouteError } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorState } from "~/components/ui/error-state";
import { pageTitle } from "~/components/ui/page-meta";
import { PageHero } from "~/components/ui/page-hero";
import { useRootData } from "~/components/use-root-data";

/**
 * The route error state of a content page: for a 404 a 'not found' panel with
 * the way back to the list; otherwise the page's load-failure message (docs/product.md#states) with
 * 'Try Again', which loads the page afresh (also without JavaScript).
 */
export function ContentErrorState({
  pageName,
  failureMessage,
  failureHeading,
  notFound,
  back,
}: {
  pageName: string;
  failureMessage: string;
  failureHeading?: string;
  notFound?: { title: string; message: string };
  back?: { to: string; label: string };
}) {
  const error = useRouteError();
  const { site } = useRootData();
  const missing = notFound && isRouteErrorResponse(error) && error.status === 404 ? notFound : null;
  const heading = missing ? missing.title : pageName;
  const backLink = back ? (
    <ButtonLink to={back.to} variant={missing ? "primary" : "secondary"}>
      {back.label}
    </ButtonLink>
  ) : null;
  return (
    <>
      <title>{pageTitle(site.name, heading)}</title>
      <meta name="robots" content="noindex" />
      <PageHero title={heading} />
      <section className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {missing ? (
            <EmptyState title={missing.title} message={missing.message} icon="alert">
              {backLink}
            </EmptyState>
          ) : (
            <ErrorState title={failureHeading} message={failureMessage}>
              {backLink}
            </ErrorState>
          )}
        </div>
      </section>
    </>
  );
}
