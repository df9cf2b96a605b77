import { adminApiAction, apiError, apiJson, requireWellFormedId } from "~/http/api.server";
import { getApiAdmin } from "~/http/auth.server";
import { createPayment } from "~/models/payments.server";
import { paymentScheduleOf } from "~/services/client-payments.server";
import { paymentSchemaNow } from "~/services/payment-forms.server";
import {
  paymentJson,
  privateProjectOf,
  PROJECT_NOT_FOUND,
  readJsonObject,
  refusal,
  scheduledJson,
} from "~/http/payments-api.server";
import type { Route } from "./+types/project-payments";

/**
 * A private project's payment schedule (docs/product/client-payments.md#api): GET with a token
 * lists the instalments in order with what is paid and their state; without one, 404 as for
 * the private project itself. POST (JSON) adds an instalment: 201.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const id = requireWellFormedId(params.id, PROJECT_NOT_FOUND);
  const project = getApiAdmin(request) ? privateProjectOf(id) : null;
  if (!project) return apiError(PROJECT_NOT_FOUND, 404);
  const { instalments, totals } = paymentScheduleOf(project.id);
  return apiJson({ payments: instalments.map(paymentJson), totals });
}

export const action = adminApiAction(
  ["POST"],
  async ({ request, params }: Route.ActionArgs) => {
    const project = privateProjectOf(requireWellFormedId(params.id, PROJECT_NOT_FOUND));
    if (!project) return apiError(PROJECT_NOT_FOUND, 404);
    const read = await readJsonObject(request);
    if ("failure" in read) return read.failure;
    const body = read.body;
    const parsed = paymentSchemaNow().safeParse({
      ...body,
      titleTa: (body.ta as { title?: unknown } | undefined)?.title ?? body.titleTa,
    });
    if (!parsed.success) return refusal(parsed.error.issues);
    const payment = createPayment(project.id, parsed.data);
    return apiJson({ message: "Payment created", payment: scheduledJson(payment) }, 201);
  },
  ["GET", "POST"],
);
