/**
 * What the owner's payments screen and the payments API share (docs/product/client-payments.md):
 * the schemas checked against the owner's stages, the schedule filled from the estimator's
 * stages, and a receipt cancelled with its line in the activity log.
 */
import { recordActivity } from "~/models/activity.server";
import { estimateConfig, getSection, progressStages } from "~/models/site-content.server";
import {
  cancelReceipt,
  createPayments,
  listPayments,
  type Receipt,
} from "~/models/payments.server";
import { paymentSchema, type PaymentValues } from "~/schemas/payment";
import { splitByPercentages } from "~/utils/payment-schedule";

/** The instalment schema with the owner's current stages. */
export function paymentSchemaNow() {
  return paymentSchema(progressStages().map((stage) => stage.slug));
}

/**
 * The estimator's stages as instalments of `total` (largest remainder: whole rupees adding up to
 * it), each tied to the owner's progress stage of the same name when there is one.
 */
function scheduleFromEstimator(total: number): PaymentValues[] {
  const stages = getSection("estimator").stages;
  const amounts = splitByPercentages(
    total,
    estimateConfig().stages.map((stage) => stage.percent),
  );
  const progress = progressStages();
  const slugOf = (name: string) =>
    progress.find((stage) => stage.name.trim().toLowerCase() === name.trim().toLowerCase())?.slug ??
    null;
  return stages.map((stage, index) => ({
    title: stage.name,
    titleTa: typeof stage.ta?.name === "string" ? stage.ta.name : "",
    amount: amounts[index],
    stage: slugOf(stage.name),
    dueOn: null,
  }));
}

/** Fills an empty schedule from the estimator; false when the project already has one. */
export function fillScheduleFromEstimator(projectId: string, total: number): boolean {
  if (listPayments(projectId).length > 0) return false;
  createPayments(projectId, scheduleFromEstimator(total));
  return true;
}

/**
 * Cancels the project's receipt and notes it in the activity log as recording one is
 * (docs/decisions/090-cancelled-receipts.md). Null when it was already cancelled.
 */
export function cancelProjectReceipt(
  project: { id: string; title: string },
  receipt: Pick<Receipt, "id" | "number">,
  reason: string,
  request: Request,
): Receipt | null {
  const cancelled = cancelReceipt(receipt.id, reason);
  if (cancelled) {
    recordActivity({
      action: "saved",
      subject: { kind: "project", id: project.id, label: project.title },
      request,
      detail: `receipt ${receipt.number} cancelled: ${reason}`,
    });
  }
  return cancelled;
}
