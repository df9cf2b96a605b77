import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { useRootData } from "~/components/use-root-data";
import { ButtonLink, buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/** The document title of an admin page: "<page> | <company name>". */
export function AdminTitle({ children }: { children: string }) {
  const { site } = useRootData();
  return <title>{`${children} | ${site.name}`}</title>;
}

/** Heading row of every admin page: title, one line of help, and the page's main actions. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <AdminTitle>{title}</AdminTitle>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}

/** An error box with a way forward, shown inside the admin layout. */
export function AdminErrorState({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-8">
      <AdminTitle>{title}</AdminTitle>
      <Icon name="alert" className="mx-auto size-10 text-red-700" />
      <h1 className="mt-3 text-xl font-bold text-slate-900">{title}</h1>
      <p role="alert" className="mt-2 text-slate-700">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>
    </div>
  );
}

/**
 * Error boundary for admin routes: an unknown id shows "not found" inside the
 * layout; anything else shows the route's load-failure message with Try Again.
 */
export function AdminRouteError({
  error,
  failureMessage,
  back,
}: {
  error: unknown;
  failureMessage: string;
  back: { to: string; label: string };
}) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AdminErrorState
        title="Not Found"
        message="This item does not exist. It may have been deleted already."
        action={<ButtonLink to={back.to}>{back.label}</ButtonLink>}
      />
    );
  }
  // A refused post with its reason (a form that could not be read), on a route without a page.
  if (isRouteErrorResponse(error) && error.status === 400 && typeof error.data === "string") {
    return (
      <AdminErrorState
        title="Not saved"
        message={error.data}
        action={<ButtonLink to={back.to}>{back.label}</ButtonLink>}
      />
    );
  }
  return (
    <AdminErrorState
      title="Something went wrong"
      message={failureMessage}
      action={
        // A full page load, so it retries even when the app's scripts failed.
        <a href="" className={buttonClass("primary")}>
          Try Again
        </a>
      }
    />
  );
}

/** An admin route's `ErrorBoundary`: `export const ErrorBoundary = adminErrorBoundary({ … })`. */
export function adminErrorBoundary(props: {
  failureMessage: string;
  back: { to: string; label: string };
}) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    return <AdminRouteError error={error} {...props} />;
  };
}
