import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { useRootData } from "~/root";
import { ContentHero } from "./page-hero";
import { primaryButton, secondaryButton, StatusPanel } from "./status";

/**
 * The route error state of a content page: 'not found' for a 404 (with a way
 * back to the list), otherwise SPEC.md 8's load-failure message with
 * 'Try Again', which loads the page afresh (also without JavaScript).
 */
export function ContentErrorState({
  pageTitle,
  failureMessage,
  failureHeading = "Something went wrong",
  notFound,
  back,
}: {
  pageTitle: string;
  failureMessage: string;
  failureHeading?: string;
  notFound?: { title: string; message: string };
  back?: { to: string; label: string };
}) {
  const error = useRouteError();
  const location = useLocation();
  const { site } = useRootData();
  const isNotFound = Boolean(notFound) && isRouteErrorResponse(error) && error.status === 404;
  const heading = isNotFound && notFound ? notFound.title : failureHeading;
  return (
    <>
      <title>{`${isNotFound && notFound ? notFound.title : pageTitle} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <ContentHero title={isNotFound && notFound ? notFound.title : pageTitle} />
      <section className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <StatusPanel
            title={heading}
            message={isNotFound && notFound ? notFound.message : failureMessage}
            tone={isNotFound ? "neutral" : "error"}
          >
            {isNotFound ? null : (
              <Link
                reloadDocument
                to={location.pathname + location.search}
                className={primaryButton}
              >
                Try Again
              </Link>
            )}
            {back ? (
              <Link to={back.to} className={isNotFound ? primaryButton : secondaryButton}>
                {back.label}
              </Link>
            ) : null}
          </StatusPanel>
        </div>
      </section>
    </>
  );
}
