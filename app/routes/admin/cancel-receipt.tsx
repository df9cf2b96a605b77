import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { DeleteConfirmation } from "~/components/admin/lists/delete-confirmation";
import { adminErrorBoundary } from "~/components/admin/page";
import { redirectWithFlash } from "~/http/flash.server";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { editPath, KINDS } from "~/kinds/registry";
import { receiptOfProject } from "~/models/payments.server";
import { getProject } from "~/models/project.server";
import { CancelReceiptSchema } from "~/schemas/payment";
import { cancelProjectReceipt } from "~/services/payment-forms.server";
import { formatDay } from "~/utils/dates";
import { formatRupees } from "~/utils/payment-schedule";
import { isPrivate } from "~/utils/project-visibility";
import type { Route } from "./+types/cancel-receipt";

/** A private project's receipt, or the not-found page. */
function projectReceipt(projectId: string, receiptId: string) {
  const project = getProject(projectId);
  const receipt = project && isPrivate(project) ? receiptOfProject(project.id, receiptId) : null;
  if (!project || !receipt) throw data(null, { status: 404 });
  return { project, receipt, back: `${editPath("project", project.id)}/payments` };
}

/**
 * "Cancel receipt…" on the payments screen asks first, with the reason printed on the receipt
 * (docs/product/client-payments.md#receipts): a plain form, with or without a script. A receipt
 * already cancelled has nothing to ask.
 */
export function loader({ params }: Route.LoaderArgs) {
  const { project, receipt, back } = projectReceipt(params.id, params.receiptId);
  if (receipt.cancelledAt) throw redirect(back);
  return {
    title: project.title,
    number: receipt.number,
    details: `${formatRupees(receipt.amount)} · ${formatDay(receipt.paidOn)}`,
    back,
  };
}

type Failure = { error?: string; reason?: string };

/**
 * Cancels the receipt once confirmed with a reason: it keeps its number and counts towards
 * nothing (docs/decisions/090-cancelled-receipts.md).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) throw data(UNREADABLE_FORM_MESSAGE, { status: 400 });
  const { project, receipt, back } = projectReceipt(params.id, params.receiptId);
  const submission = parseWithZod(form, { schema: CancelReceiptSchema });
  if (submission.status !== "success") {
    const error = submission.error?.reason?.[0] ?? "Reason is required";
    return data({ error, reason: String(form.get("reason") ?? "") } satisfies Failure, {
      status: 400,
    });
  }
  // A second post (the page sent twice, or open in two tabs) changes nothing and says so.
  const message = cancelProjectReceipt(project, receipt, submission.value.reason, request)
    ? `Receipt No. ${receipt.number} is cancelled.`
    : `Receipt No. ${receipt.number} was already cancelled.`;
  return redirectWithFlash(back, { message });
}

export default function CancelReceipt({ loaderData, actionData }: Route.ComponentProps) {
  const failed = actionData as Failure | undefined;
  return (
    <DeleteConfirmation
      heading={`Cancel receipt No. ${loaderData.number}`}
      question="A cancelled receipt keeps its number but no longer counts as paid. Cancel it?"
      itemTitle={`Receipt No. ${loaderData.number} · ${loaderData.title}`}
      details={loaderData.details}
      note="The receipt's page and the client's page show it as cancelled, with the reason."
      cancelTo={loaderData.back}
      cancelLabel="Keep the receipt"
      confirmLabel="Cancel the receipt"
      busyLabel="Cancelling..."
      error={failed?.error}
      fields={
        <label className="block">
          <span className="text-sm font-semibold text-slate-800">
            Reason (printed on the receipt)
          </span>
          <input
            name="reason"
            required
            maxLength={200}
            defaultValue={failed?.reason}
            aria-invalid={failed?.error ? true : undefined}
            className="mt-1 block w-full rounded-lg border-0 bg-white px-3 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none"
          />
        </label>
      }
    />
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "The receipt could not be cancelled. Please try again.",
  back: { to: KINDS.project.paths.list, label: KINDS.project.list.backLabel },
});
