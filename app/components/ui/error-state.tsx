/**
 * The load-failure box (docs/product/public-site.md#states): a message and 'Try Again'. By default
 * 'Try Again' is a link to the current URL, so it reloads the page's data
 * with or without JavaScript; pass `retryTo` for another target, `onRetry`
 * for a client-side retry, and `children` for extra actions
 * (e.g. a 'Back to Projects' link).
 *
 *   <ErrorState message="Failed to load projects. Please try again." />
 */
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Button, buttonClass } from "./button";
import { Icon } from "./icon";
import { useMessages } from "~/i18n/use-messages";

export function ErrorState({
  title,
  message,
  retryTo,
  onRetry,
  children,
}: {
  title?: string;
  message: string;
  retryTo?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const location = useLocation();
  const t = useMessages().error;
  const target = retryTo ?? `${location.pathname}${location.search}`;
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl rounded-2xl bg-red-50 p-8 text-center ring-1 ring-red-200"
    >
      <Icon name="alert" className="mx-auto size-10 text-red-700" />
      <h2 className="mt-3 text-xl font-bold text-slate-900">{title ?? t.heading}</h2>
      <p className="mt-2 text-slate-700">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button onClick={onRetry}>{t.tryAgain}</Button>
        ) : (
          <Link to={target} reloadDocument className={buttonClass("primary")}>
            {t.tryAgain}
          </Link>
        )}
        {children}
      </div>
    </div>
  );
}
