import { adminApiAction, apiError, apiJson, requireWellFormedId } from "~/http/api.server";
import { deletePayment, updatePayment } from "~/models/payments.server";
import { paymentSchemaNow } from "~/services/payment-forms.server";
import {
  PAYMENT_NOT_FOUND,
  paymentWithProject,
  readJsonObject,
  refusal,
  scheduledJson,
} from "~/http/payments-api.server";
import type { Route } from "./+types/payment";

/**
 * One instalment (docs/product/client-payments.md#api): PUT (JSON) changes it, a field not sent
 * keeps its value; DELETE removes it with its receipts. A token for each; 404 for an unknown id.
 */
export function loader() {
  return apiError("Method not allowed", 405, { Allow: "PUT, DELETE" });
}

export const action = adminApiAction(
  ["PUT", "DELETE"],
  async ({ request, params }: Route.ActionArgs) => {
    const found = paymentWithProject(requireWellFormedId(params.id, PAYMENT_NOT_FOUND));
    if (!found) return apiError(PAYMENT_NOT_FOUND, 404);
    const { payment } = found;
    if (request.method === "DELETE") {
      deletePayment(payment.id);
      return apiJson({ message: "Payment deleted" });
    }
    const read = await readJsonObject(request);
    if ("failure" in read) return read.failure;
    const body = read.body;
    const sentTamil = (body.ta as { title?: unknown } | undefined)?.title ?? body.titleTa;
    const parsed = paymentSchemaNow().safeParse({
      title: body.title ?? payment.title,
      titleTa: sentTamil ?? payment.titleTa,
      amount: body.amount ?? payment.amount,
      stage: "stage" in body ? body.stage : payment.stage,
      dueOn: "dueOn" in body ? body.dueOn : payment.dueOn,
    });
    if (!parsed.success) return refusal(parsed.error.issues);
    const saved = updatePayment(payment.id, parsed.data)!;
    return apiJson({ message: "Payment saved", payment: scheduledJson(saved) });
  },
);
