/**
 * A private project's payment schedule and the receipts against it
 * (docs/product/client-payments.md): instalments in the owner's order, each with what its
 * receipts add up to.
 */
import { and, asc, desc, eq, isNull, lte, max, sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { payments, progressUpdates, receipts } from "~/db/schema";
import type { PaymentValues, ReceiptValues } from "~/schemas/payment";
import { newId } from "~/utils/ids.server";
import { notTrashed } from "./listing.server";

export type PaymentRow = typeof payments.$inferSelect & { paid: number };
export type Receipt = typeof receipts.$inferSelect;

// Written with the table names: drizzle leaves columns unqualified in a one-table select, and
// an unqualified "id" inside the subquery would be the receipt's. A cancelled receipt counts
// towards nothing (docs/decisions/090-cancelled-receipts.md).
const paidOf = sql<number>`coalesce((select sum(r.amount) from receipts r where r.payment_id = "payments"."id" and r.cancelled_at is null), 0)`;

/** The project's instalments in order, each with the sum of its valid receipts. */
export function listPayments(projectId: string): PaymentRow[] {
  return getDb()
    .select({ payment: payments, paid: paidOf })
    .from(payments)
    .where(eq(payments.projectId, projectId))
    .orderBy(asc(payments.position), asc(payments.createdAt))
    .all()
    .map(({ payment, paid }) => ({ ...payment, paid: Number(paid) }));
}

export function getPayment(id: string): PaymentRow | null {
  const row = getDb()
    .select({ payment: payments, paid: paidOf })
    .from(payments)
    .where(eq(payments.id, id))
    .get();
  return row ? { ...row.payment, paid: Number(row.paid) } : null;
}

function nextPosition(projectId: string): number {
  const row = getDb()
    .select({ last: max(payments.position) })
    .from(payments)
    .where(eq(payments.projectId, projectId))
    .get();
  return (row?.last ?? -1) + 1;
}

export function createPayment(projectId: string, values: PaymentValues): PaymentRow {
  const id = newId();
  getDb()
    .insert(payments)
    .values({ id, projectId, ...values, position: nextPosition(projectId) })
    .run();
  return getPayment(id)!;
}

/** Instalments added in one go, in order, after any already there. */
export function createPayments(projectId: string, list: PaymentValues[]): void {
  getDb().transaction((tx) => {
    const start = nextPosition(projectId);
    list.forEach((values, index) => {
      tx.insert(payments)
        .values({ id: newId(), projectId, ...values, position: start + index })
        .run();
    });
  });
}

export function updatePayment(id: string, values: PaymentValues): PaymentRow | null {
  getDb()
    .update(payments)
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where(eq(payments.id, id))
    .run();
  return getPayment(id);
}

/** Deletes the instalment and its receipts. */
export function deletePayment(id: string): boolean {
  return getDb().delete(payments).where(eq(payments.id, id)).run().changes === 1;
}

/** Swaps the instalment with its neighbour above (-1) or below (+1). */
export function movePayment(id: string, direction: -1 | 1): void {
  const payment = getPayment(id);
  if (!payment) return;
  const list = listPayments(payment.projectId);
  const index = list.findIndex((row) => row.id === id);
  const other = list[index + direction];
  if (!other) return;
  getDb().transaction((tx) => {
    // Positions rewritten in list order, so equal positions of old rows cannot stall a move.
    const order = list.map((row) => row.id);
    [order[index], order[index + direction]] = [order[index + direction], order[index]];
    order.forEach((rowId, position) => {
      tx.update(payments).set({ position }).where(eq(payments.id, rowId)).run();
    });
  });
}

/** The project's receipts, newest first, cancelled ones too (they keep their numbers). */
export function listReceipts(projectId: string): Receipt[] {
  return getDb()
    .select()
    .from(receipts)
    .where(eq(receipts.projectId, projectId))
    .orderBy(desc(receipts.paidOn), desc(receipts.number))
    .all();
}

export function getReceipt(id: string): Receipt | null {
  return getDb().select().from(receipts).where(eq(receipts.id, id)).get() ?? null;
}

/** A receipt of the project (null for one of another project: a client sees only their own). */
export function receiptOfProject(projectId: string, id: string): Receipt | null {
  return (
    getDb()
      .select()
      .from(receipts)
      .where(and(eq(receipts.id, id), eq(receipts.projectId, projectId)))
      .get() ?? null
  );
}

/** Records money received against an instalment; the receipt's number counts up site-wide. */
export function addReceipt(payment: { id: string; projectId: string }, values: ReceiptValues) {
  const id = newId();
  getDb().transaction((tx) => {
    const last = tx
      .select({ last: max(receipts.number) })
      .from(receipts)
      .get();
    tx.insert(receipts)
      .values({
        id,
        paymentId: payment.id,
        projectId: payment.projectId,
        number: (last?.last ?? 0) + 1,
        amount: values.amount,
        paidOn: values.date,
        mode: values.mode,
        reference: values.reference,
      })
      .run();
  });
  return getReceipt(id)!;
}

/**
 * Cancels a receipt: it keeps its number and page, marked cancelled with the reason, and no
 * longer counts as paid. Null when it is already cancelled (or not there): a receipt is
 * cancelled once, and the first reason stays.
 */
export function cancelReceipt(id: string, reason: string, at: Date = new Date()): Receipt | null {
  const changed = getDb()
    .update(receipts)
    .set({ cancelledAt: at.toISOString(), cancelReason: reason })
    .where(and(eq(receipts.id, id), isNull(receipts.cancelledAt)))
    .run().changes;
  return changed === 1 ? getReceipt(id) : null;
}

/**
 * The stages the project's updates published by `now` name (drafts, scheduled ones and the
 * trash left out): what makes a stage's instalment due.
 */
export function publishedUpdateStages(projectId: string, now: Date): string[] {
  return getDb()
    .selectDistinct({ stage: progressUpdates.stage })
    .from(progressUpdates)
    .where(
      and(
        eq(progressUpdates.projectId, projectId),
        notTrashed(progressUpdates.deletedAt),
        lte(progressUpdates.publishedAt, now.toISOString()),
      ),
    )
    .all()
    .map((row) => row.stage);
}

/** The private projects that have an instalment not yet fully paid (for the due e-mails). */
export function projectsWithOpenPayments(): string[] {
  return getDb()
    .selectDistinct({ projectId: payments.projectId })
    .from(payments)
    .where(sql`${paidOf} < ${payments.amount}`)
    .all()
    .map((row) => row.projectId);
}
