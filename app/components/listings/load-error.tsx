import { isRouteErrorResponse, useRouteError } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorState } from "~/components/ui/error-state";
import { pageTitle } from "~/components/ui/page-meta";
import { PageHero } from "~/components/ui/page-hero";
import { useRootData } from "~/components/use-root-data";

type ContentErrorProps = {
  pageName: string;
  failureMessage: string;
  failureHeading?: string;
  /** What a 404 did not find ("article"): "Article Not Found" and its message. */
  missing?: string;
  back?: { to: string; label: string };
};

/**
 * The route error state of a content page: for a 404 a 'not found' panel with
 * the way back to the list; otherwise the page's load-failure message (docs/product.md#states) with
 * 'Try Again', which loads the page afresh (also without JavaScript).
 */
export function ContentErrorState({
  pageName,
  failureMessage,
  failureHeading,
  missing: noun,
  back,
}: ContentErrorProps) {
  const error = useRouteError();
  const { site } = useRootData();
  const missing =
    noun && isRouteErrorResponse(error) && error.status === 404
      ? {
          title: `${noun[0].toUpperCase()}${noun.slice(1)} Not Found`,
          message: `The ${noun} you are looking for does not exist or has been removed.`,
        }
      : null;
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

/** A content route's `ErrorBoundary`: `export const ErrorBoundary = contentErrorBoundary({ … })`. */
export function contentErrorBoundary(props: ContentErrorProps) {
  return function ErrorBoundary() {
    return <ContentErrorState {...props} />;
  };
}
