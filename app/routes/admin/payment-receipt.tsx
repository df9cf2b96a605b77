import { data, Link } from "react-router";
import { adminErrorBoundary, AdminTitle } from "~/components/admin/page";
import { PaymentReceipt, PrintButton } from "~/components/payments/payment-receipt";
import { editPath, KINDS } from "~/kinds/registry";
import { receiptOfProject } from "~/models/payments.server";
import { getProject } from "~/models/project.server";
import { receiptView } from "~/services/client-payments.server";
import type { Route } from "./+types/payment-receipt";

/**
 * A receipt as its client sees and prints it, in the client's language
 * (docs/product/client-payments.md#receipts).
 */
export function loader({ params }: Route.LoaderArgs) {
  const project = getProject(params.id);
  const receipt = project ? receiptOfProject(project.id, params.receiptId) : null;
  if (!project || !receipt) throw data(null, { status: 404 });
  return {
    receipt: receiptView(receipt, project, project.client.language),
    back: `${editPath("project", project.id)}/payments`,
  };
}

export default function OwnerReceipt({ loaderData }: Route.ComponentProps) {
  const { receipt, back } = loaderData;
  return (
    <div className="space-y-4">
      <AdminTitle>{`Receipt ${receipt.number}`}</AdminTitle>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Link to={back} className="font-semibold text-orange-800 underline">
          Back to the payments
        </Link>
        <PrintButton label="Print or save as PDF" />
      </div>
      <PaymentReceipt receipt={receipt} />
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "The receipt could not be loaded. Please try again.",
  back: { to: KINDS.project.paths.list, label: KINDS.project.list.backLabel },
});
