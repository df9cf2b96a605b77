import { isRouteErrorResponse, useRouteError } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorState } from "~/components/ui/error-state";
import { pageTitle } from "~/components/ui/page-meta";
import { PageHero } from "~/components/ui/page-hero";
import { useRootData } from "~/components/use-root-data";
import type { Messages } from "~/i18n/messages";
import { useMessages } from "~/i18n/use-messages";

type ContentErrorProps = {
  pageName: string;
  failureMessage: string;
  failureHeading?: string;
  /** What a 404 did not find ("article"): "Article Not Found" and its message. */
  missing?: keyof Messages["error"]["missing"];
  back?: { to: string; label: string };
};

/**
 * The route error state of a content page: for a 404 a 'not found' panel with the way back to the
 * list; otherwise the page's load-failure message (docs/product/public-site.md#states) with 'Try
 * Again', which loads the page afresh (also without JavaScript).
 */
function ContentErrorState({
  pageName,
  failureMessage,
  failureHeading,
  missing: noun,
  back,
}: ContentErrorProps) {
  const error = useRouteError();
  const { site } = useRootData();
  const t = useMessages();
  const missing =
    noun && isRouteErrorResponse(error) && error.status === 404
      ? { title: t.error.missing[noun].title, message: t.error.missing[noun].text }
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

/**
 * A content route's `ErrorBoundary`, its words in the page's language:
 * `export const ErrorBoundary = contentErrorBoundary((t) => ({ pageName: t.blog.title, … }))`.
 */
export function contentErrorBoundary(props: (messages: Messages) => ContentErrorProps) {
  return function ErrorBoundary() {
    return <ContentErrorState {...props(useMessages())} />;
  };
}
