import { data } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";
import { PageHero } from "~/components/ui/page-hero";
import { useMessages } from "~/i18n/use-messages";
import { stopClientMail } from "~/models/project-tracker.server";
import type { Route } from "./+types/track-mail-stop";

/**
 * The unsubscribe link of a client's update e-mails (docs/product/content.md#private-projects): its
 * own secret, no sign-in. Opening it stops the e-mails (a mail client that follows links ahead of
 * the reader stops them too: better than one e-mail too many). An unknown secret is not found.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!stopClientMail(params.secret ?? "")) throw data(null, { status: 404 });
  return null;
}

export default function StopClientMail() {
  const t = useMessages().tracker;
  return (
    <>
      <title>{t.mailStoppedTitle}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHero title={t.mailStoppedTitle} intro={t.mailStopped} />
    </>
  );
}

export function ErrorBoundary() {
  return <NotFoundContent />;
}
