import { data, Link } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";
import { PaymentReceipt } from "~/components/payments/payment-receipt";
import { useRootData } from "~/components/use-root-data";
import { languageOfRequest, pathInLanguage } from "~/i18n/language";
import { useMessages } from "~/i18n/use-messages";
import { receiptOfProject } from "~/models/payments.server";
import { getProject } from "~/models/project.server";
import { projectIdOfTrackerSecret } from "~/models/project-tracker.server";
import { receiptView } from "~/services/client-payments.server";
import type { Route } from "./+types/track-receipt";

/**
 * A receipt of a private project, for its client (docs/product/client-payments.md#receipts):
 * found through the client page's secret, so a new link cuts this address off with the page;
 * a receipt of another project is not found. Kept out of every cache and index as the page is
 * (docs/security/caching.md#private-projects).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const id = projectIdOfTrackerSecret(params.secret ?? "");
  const project = id ? getProject(id) : null;
  const receipt = project ? receiptOfProject(project.id, params.id ?? "") : null;
  if (!project || !receipt) throw data(null, { status: 404 });
  return {
    receipt: receiptView(receipt, project, language),
    back: pathInLanguage(`/track/${params.secret}`, language),
  };
}

export function headers() {
  return {
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

export default function TrackReceipt({ loaderData }: Route.ComponentProps) {
  const { receipt, back } = loaderData;
  const { site } = useRootData();
  const t = useMessages().payments;
  return (
    <>
      <title>{`${receipt.title} ${receipt.number} | ${site.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <div className="bg-slate-50 px-4 py-8 sm:px-6">
        <p className="mx-auto mb-4 max-w-2xl print:hidden">
          <Link to={back} className="font-semibold text-orange-800 underline">
            {t.back}
          </Link>
        </p>
        <PaymentReceipt receipt={receipt} />
      </div>
    </>
  );
}

/** A wrong or revoked secret, or a receipt not of this project: exactly the not-found page. */
export function ErrorBoundary() {
  return <NotFoundContent />;
}
