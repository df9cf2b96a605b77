import { adminApiAction, apiError, apiJson, requireWellFormedId } from "~/http/api.server";
import { getReceipt } from "~/models/payments.server";
import { CancelReceiptSchema } from "~/schemas/payment";
import { cancelProjectReceipt } from "~/services/payment-forms.server";
import {
  paymentWithProject,
  readJsonObject,
  RECEIPT_NOT_FOUND,
  receiptJson,
  refusal,
  scheduledJson,
} from "~/http/payments-api.server";
import type { Route } from "./+types/receipt-cancel";

/**
 * Cancels a receipt recorded in error (docs/product/client-payments.md#api): POST (JSON
 * `reason`) answers 200 with the receipt, now cancelled, and its instalment as it now stands;
 * 409 for one already cancelled. It keeps its number (docs/decisions/090-cancelled-receipts.md).
 */
export function loader() {
  return apiError("Method not allowed", 405, { Allow: "POST" });
}

export const action = adminApiAction(["POST"], async ({ request, params }: Route.ActionArgs) => {
  // The body first: one that cannot be read is refused before anything is looked up.
  const read = await readJsonObject(request);
  if ("failure" in read) return read.failure;
  const receipt = getReceipt(requireWellFormedId(params.id, RECEIPT_NOT_FOUND));
  const found = receipt ? paymentWithProject(receipt.paymentId) : null;
  if (!receipt || !found) return apiError(RECEIPT_NOT_FOUND, 404);
  const parsed = CancelReceiptSchema.safeParse(read.body);
  if (!parsed.success) return refusal(parsed.error.issues);
  const cancelled = cancelProjectReceipt(found.project, receipt, parsed.data.reason, request);
  if (!cancelled) return apiError(`Receipt No. ${receipt.number} is already cancelled`, 409);
  return apiJson({
    message: "Receipt cancelled",
    receipt: receiptJson(cancelled),
    payment: scheduledJson(found.payment),
  });
});
