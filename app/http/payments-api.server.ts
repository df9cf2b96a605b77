/**
 * The payments part of the JSON API (docs/product/client-payments.md#api): JSON bodies, the
 * shapes answered, and the private project every call goes through. Payments belong to private
 * projects only, so an anonymous read is the same 404 as for the project itself.
 */
import { apiError } from "~/http/api.server";
import { getPayment, type PaymentRow, type Receipt } from "~/models/payments.server";
import { getProject } from "~/models/project.server";
import { isPrivate } from "~/utils/project-visibility";
import type { ScheduledPayment } from "~/services/client-payments.server";
import { paymentScheduleOf } from "~/services/client-payments.server";

export const PAYMENT_NOT_FOUND = "Payment not found";
export const PROJECT_NOT_FOUND = "Project not found";
export const RECEIPT_NOT_FOUND = "Receipt not found";
const NOT_JSON = "Request body must be a JSON object";
const MOST_BODY = 16 * 1024;

/** The body as a JSON object, or the 400/413 to answer. */
export async function readJsonObject(
  request: Request,
): Promise<{ body: Record<string, unknown> } | { failure: ReturnType<typeof apiError> }> {
  let body: unknown;
  try {
    const text = await request.text();
    if (text.length > MOST_BODY) return { failure: apiError(NOT_JSON, 413) };
    body = JSON.parse(text);
  } catch {
    return { failure: apiError(NOT_JSON, 400) };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { failure: apiError(NOT_JSON, 400) };
  }
  return { body: body as Record<string, unknown> };
}

/** The first refusal of a zod parse, as the API's 400. */
export function refusal(issues: { message: string }[]) {
  return apiError(issues[0]?.message ?? "Invalid request", 400);
}

/** A private project, not in the trash; null otherwise. */
export function privateProjectOf(id: string) {
  const project = getProject(id);
  return project && isPrivate(project) ? project : null;
}

/** The instalment with its private project; null when either is not there. */
export function paymentWithProject(id: string) {
  const payment = getPayment(id);
  const project = payment ? privateProjectOf(payment.projectId) : null;
  return payment && project ? { payment, project } : null;
}

export function paymentJson(payment: ScheduledPayment) {
  return {
    _id: payment.id,
    title: payment.title,
    ...(payment.titleTa ? { ta: { title: payment.titleTa } } : {}),
    amount: payment.amount,
    paid: payment.paid,
    state: payment.state,
    stage: payment.stage,
    dueOn: payment.dueOn,
    position: payment.position,
  };
}

/** One instalment as GET lists it, with its state now. */
export function scheduledJson(payment: PaymentRow) {
  const scheduled = paymentScheduleOf(payment.projectId).instalments.find(
    (row) => row.id === payment.id,
  );
  return scheduled ? paymentJson(scheduled) : null;
}

export function receiptJson(receipt: Receipt) {
  return {
    _id: receipt.id,
    paymentId: receipt.paymentId,
    number: receipt.number,
    amount: receipt.amount,
    date: receipt.paidOn,
    mode: receipt.mode,
    reference: receipt.reference,
    cancelled: receipt.cancelledAt
      ? { at: receipt.cancelledAt, reason: receipt.cancelReason }
      : null,
  };
}
