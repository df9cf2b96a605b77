import { adminApiAction, apiError, apiJson, requireWellFormedId } from "~/http/api.server";
import { addReceipt } from "~/models/payments.server";
import { ReceiptSchema } from "~/schemas/payment";
import {
  PAYMENT_NOT_FOUND,
  paymentWithProject,
  readJsonObject,
  receiptJson,
  refusal,
  scheduledJson,
} from "~/http/payments-api.server";
import type { Route } from "./+types/payment-receipts";

/**
 * Money received against an instalment (docs/product/client-payments.md#api): POST (JSON
 * `amount`, `date`, `mode`, `reference`) records a receipt, 201 with it and the instalment as it
 * now stands. No money passes through the site: this is the owner's record of it.
 */
export function loader() {
  return apiError("Method not allowed", 405, { Allow: "POST" });
}

export const action = adminApiAction(["POST"], async ({ request, params }: Route.ActionArgs) => {
  const found = paymentWithProject(requireWellFormedId(params.id, PAYMENT_NOT_FOUND));
  if (!found) return apiError(PAYMENT_NOT_FOUND, 404);
  const read = await readJsonObject(request);
  if ("failure" in read) return read.failure;
  const parsed = ReceiptSchema.safeParse(read.body);
  if (!parsed.success) return refusal(parsed.error.issues);
  const receipt = addReceipt(found.payment, parsed.data);
  return apiJson(
    {
      message: "Receipt recorded",
      receipt: receiptJson(receipt),
      payment: scheduledJson(found.payment),
    },
    201,
  );
});
