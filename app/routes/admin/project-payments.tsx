import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { AdminPageHeader, adminErrorBoundary } from "~/components/admin/page";
import { buttonClass } from "~/components/ui/button";
import { redirectWithFlash } from "~/http/flash.server";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { editPath, KINDS } from "~/kinds/registry";
import { recordActivity } from "~/models/activity.server";
import {
  addReceipt,
  deletePayment,
  getPayment,
  listReceipts,
  movePayment,
  updatePayment,
  createPayment,
} from "~/models/payments.server";
import { getProject } from "~/models/project.server";
import { progressStages } from "~/models/site-content.server";
import { FillScheduleSchema, PAYMENT_MODES, ReceiptSchema } from "~/schemas/payment";
import { paymentScheduleOf } from "~/services/client-payments.server";
import { fillScheduleFromEstimator, paymentSchemaNow } from "~/services/payment-forms.server";
import { formatDay, siteDay } from "~/utils/dates";
import { formatRupees, stillToPay } from "~/utils/payment-schedule";
import { isPrivate } from "~/utils/project-visibility";
import type { Route } from "./+types/project-payments";

/**
 * A private project's payment schedule and receipts (docs/product/client-payments.md): the
 * owner adds, edits, reorders and deletes instalments, or fills them from the estimator's stages
 * and a contract total, and records what the client paid. Plain forms: each works without a
 * script, one action per `intent`.
 */
function privateProject(id: string) {
  const project = getProject(id);
  if (!project || !isPrivate(project)) throw data(null, { status: 404 });
  return project;
}

const MODE_LABELS = {
  upi: "UPI",
  "bank-transfer": "Bank transfer",
  cheque: "Cheque",
  cash: "Cash",
} as const;

export function loader({ params }: Route.LoaderArgs) {
  const project = privateProject(params.id);
  const { instalments, totals } = paymentScheduleOf(project.id);
  const receipts = listReceipts(project.id);
  return {
    project: { id: project.id, title: project.title, editor: editPath("project", project.id) },
    instalments: instalments.map((payment) => ({
      ...payment,
      receipts: receipts.filter((receipt) => receipt.paymentId === payment.id),
    })),
    totals,
    stages: progressStages().map((stage) => ({ slug: stage.slug, name: stage.name })),
    today: siteDay(),
  };
}

type Failure = { intent: string; paymentId: string; errors: Record<string, string[] | null> };

function failure(intent: string, paymentId: string, errors: Failure["errors"]) {
  return data({ intent, paymentId, errors } satisfies Failure, { status: 400 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) throw data(UNREADABLE_FORM_MESSAGE, { status: 400 });
  const project = privateProject(params.id);
  const intent = String(form.get("intent") ?? "");
  const paymentId = String(form.get("paymentId") ?? "");
  const here = `${editPath("project", project.id)}/payments`;
  const payment = paymentId ? getPayment(paymentId) : null;
  if (paymentId && payment?.projectId !== project.id) throw data(null, { status: 404 });
  const done = (message: string, detail: string) => {
    recordActivity({
      action: "saved",
      subject: { kind: "project", id: project.id, label: project.title },
      request,
      detail,
    });
    return redirectWithFlash(here, { message });
  };

  if (intent === "fill") {
    const submission = parseWithZod(form, { schema: FillScheduleSchema });
    if (submission.status !== "success") return failure(intent, "", submission.error ?? {});
    if (!fillScheduleFromEstimator(project.id, submission.value.total)) {
      return failure(intent, "", {
        total: ["Delete the instalments first to fill the schedule again"],
      });
    }
    return done("The schedule is filled from the estimator's stages.", "payment schedule filled");
  }
  if (intent === "add" || intent === "edit") {
    const submission = parseWithZod(form, { schema: paymentSchemaNow() });
    if (submission.status !== "success") return failure(intent, paymentId, submission.error ?? {});
    if (intent === "add") createPayment(project.id, submission.value);
    else if (payment) updatePayment(payment.id, submission.value);
    else throw data(null, { status: 404 });
    return done("The instalment is saved.", `instalment ${intent === "add" ? "added" : "saved"}`);
  }
  if (!payment) return redirect(here);
  if (intent === "delete") {
    deletePayment(payment.id);
    return done("The instalment is deleted.", "instalment deleted");
  }
  if (intent === "up" || intent === "down") {
    movePayment(payment.id, intent === "up" ? -1 : 1);
    return redirect(here);
  }
  if (intent === "receipt") {
    const submission = parseWithZod(form, { schema: ReceiptSchema });
    if (submission.status !== "success") return failure(intent, paymentId, submission.error ?? {});
    const receipt = addReceipt(payment, submission.value);
    return done(
      `Receipt No. ${receipt.number} is recorded: ${formatRupees(receipt.amount)}.`,
      `receipt ${receipt.number} recorded`,
    );
  }
  return redirect(here);
}

const input =
  "mt-1 block w-full rounded-lg border-0 bg-white px-3 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none";

function Field({
  label,
  name,
  errors,
  hint,
  ...props
}: {
  label: string;
  name: string;
  errors?: Failure["errors"];
  hint?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const error = errors?.[name]?.[0];
  return (
    <label className="block">
      <span className="text-sm font-semibold text-slate-800">{label}</span>
      <input name={name} className={input} aria-invalid={error ? true : undefined} {...props} />
      {hint ? <span className="mt-1 block text-sm text-slate-600">{hint}</span> : null}
      {error ? (
        <span className="mt-1 block text-sm font-semibold text-red-700">{error}</span>
      ) : null}
    </label>
  );
}

type Stage = { slug: string; name: string };
type Instalment = Route.ComponentProps["loaderData"]["instalments"][number];

/** The fields of an instalment, empty for a new one. */
function InstalmentFields({
  stages,
  payment,
  errors,
}: {
  stages: Stage[];
  payment?: Instalment;
  errors?: Failure["errors"];
}) {
  const stageError = errors?.stage?.[0];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field
        label="Title"
        name="title"
        required
        maxLength={100}
        defaultValue={payment?.title}
        errors={errors}
      />
      <Field
        label="Tamil title (optional)"
        name="titleTa"
        lang="ta"
        maxLength={100}
        defaultValue={payment?.titleTa}
        errors={errors}
      />
      <Field
        label="Amount (whole rupees)"
        name="amount"
        required
        inputMode="numeric"
        defaultValue={payment?.amount}
        errors={errors}
      />
      <label className="block">
        <span className="text-sm font-semibold text-slate-800">Due at the stage</span>
        <select name="stage" defaultValue={payment?.stage ?? ""} className={input}>
          <option value="">No stage</option>
          {stages.map((stage) => (
            <option key={stage.slug} value={stage.slug}>
              {stage.name}
            </option>
          ))}
        </select>
        {stageError ? (
          <span className="mt-1 block text-sm font-semibold text-red-700">{stageError}</span>
        ) : null}
      </label>
      <Field
        label="Or due on (optional)"
        name="dueOn"
        type="date"
        defaultValue={payment?.dueOn ?? ""}
        errors={errors}
      />
    </div>
  );
}

const STATE_LABELS = { upcoming: "Upcoming", due: "Due", paid: "Paid" } as const;

/**
 * One receipt under its instalment: a cancelled one struck through with its reason (it keeps
 * its number and page), a valid one with "Cancel receipt…", which asks first.
 */
function ReceiptLine({
  receipt,
  editor,
}: {
  receipt: Instalment["receipts"][number];
  editor: string;
}) {
  const cancelled = Boolean(receipt.cancelledAt);
  return (
    <li data-admin-receipt={receipt.number}>
      <span className={cancelled ? "text-slate-500 line-through" : undefined}>
        <Link
          to={`${editor}/receipts/${receipt.id}`}
          className="font-semibold text-orange-800 underline"
        >
          Receipt No. {receipt.number}
        </Link>{" "}
        · {formatRupees(receipt.amount)} · {formatDay(receipt.paidOn)} · {MODE_LABELS[receipt.mode]}
        {receipt.reference ? ` · ${receipt.reference}` : null}
      </span>
      {cancelled ? (
        <span className="block font-semibold break-words text-red-800">
          Cancelled: {receipt.cancelReason}
        </span>
      ) : (
        <>
          {" "}
          <Link
            to={`${editor}/receipts/${receipt.id}/cancel`}
            className="inline-flex min-h-11 items-center px-1 font-semibold text-red-700 underline sm:min-h-0"
          >
            Cancel receipt…
          </Link>
        </>
      )}
    </li>
  );
}

export default function ProjectPayments({ loaderData, actionData }: Route.ComponentProps) {
  const { project, instalments, totals, stages, today } = loaderData;
  const failed = actionData as Failure | undefined;
  const errorsFor = (intent: string, paymentId = "") =>
    failed && failed.intent === intent && failed.paymentId === paymentId
      ? failed.errors
      : undefined;
  const small = buttonClass("secondary", "", "sm");
  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="Payments"
        description={project.title}
        actions={
          <Link to={project.editor} className={buttonClass("secondary")}>
            Back to the project
          </Link>
        }
      />
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-admin-totals="">
        {[
          ["Total", totals.total],
          ["Paid", totals.paid],
          ["Due now", totals.dueNow],
          ["Balance", totals.balance],
        ].map(([label, amount]) => (
          <div key={label} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{formatRupees(Number(amount))}</dd>
          </div>
        ))}
      </dl>

      {instalments.length === 0 ? (
        <Form method="post" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold">Fill from the estimator&apos;s stages</h2>
          <p className="mt-1 text-sm text-slate-600">
            One instalment per stage of the cost estimator, its percent of the contract total in
            whole rupees that add up to the total. Edit them afterwards as you need.
          </p>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <div className="min-w-48 flex-1">
              <Field
                label="Contract total (rupees)"
                name="total"
                required
                inputMode="numeric"
                errors={errorsFor("fill")}
              />
            </div>
            <button type="submit" name="intent" value="fill" className={buttonClass("primary")}>
              Fill the schedule
            </button>
          </div>
        </Form>
      ) : null}

      <section aria-labelledby="schedule-heading">
        <h2 id="schedule-heading" className="text-xl font-semibold">
          Schedule
        </h2>
        <ol className="mt-3 space-y-4">
          {instalments.map((payment, index) => (
            <li
              key={payment.id}
              data-admin-instalment={payment.title}
              className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold break-words">
                    {index + 1}. {payment.title}
                  </p>
                  <p className="text-sm text-slate-600">
                    {payment.stage
                      ? `At ${stages.find((stage) => stage.slug === payment.stage)?.name ?? payment.stage}`
                      : null}
                    {payment.stage && payment.dueOn ? " · " : null}
                    {payment.dueOn ? `On ${formatDay(payment.dueOn)}` : null}
                  </p>
                </div>
                <div className="text-right">
                  <p className="font-bold tabular-nums">{formatRupees(payment.amount)}</p>
                  <p className="text-sm">
                    <span className="font-semibold">{STATE_LABELS[payment.state]}</span>
                    {payment.paid > 0 ? ` · ${formatRupees(payment.paid)} paid` : null}
                  </p>
                </div>
              </div>
              {payment.receipts.length > 0 ? (
                <ul className="mt-2 space-y-2 text-sm">
                  {payment.receipts.map((receipt) => (
                    <ReceiptLine key={receipt.id} receipt={receipt} editor={project.editor} />
                  ))}
                </ul>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                <Form method="post">
                  <input type="hidden" name="paymentId" value={payment.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="up"
                    disabled={index === 0}
                    className={small}
                    aria-label={`Move ${payment.title} up`}
                  >
                    ↑ Up
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="paymentId" value={payment.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="down"
                    disabled={index === instalments.length - 1}
                    className={small}
                    aria-label={`Move ${payment.title} down`}
                  >
                    ↓ Down
                  </button>
                </Form>
              </div>
              {payment.state !== "paid" ? (
                <details
                  // A new receipt starts the form afresh, with what is still to pay.
                  key={payment.paid}
                  className="mt-3"
                  open={Boolean(errorsFor("receipt", payment.id))}
                >
                  <summary className="min-h-11 cursor-pointer py-2 font-semibold text-orange-800">
                    Record a payment
                  </summary>
                  <Form method="post" className="mt-2 grid gap-3 sm:grid-cols-2">
                    <input type="hidden" name="paymentId" value={payment.id} />
                    <Field
                      label="Amount received (rupees)"
                      name="amount"
                      required
                      inputMode="numeric"
                      defaultValue={stillToPay(payment)}
                      errors={errorsFor("receipt", payment.id)}
                    />
                    <Field
                      label="Date"
                      name="date"
                      type="date"
                      required
                      defaultValue={today}
                      errors={errorsFor("receipt", payment.id)}
                    />
                    <label className="block">
                      <span className="text-sm font-semibold text-slate-800">Mode</span>
                      <select name="mode" defaultValue="upi" className={input}>
                        {PAYMENT_MODES.map((mode) => (
                          <option key={mode} value={mode}>
                            {MODE_LABELS[mode]}
                          </option>
                        ))}
                      </select>
                    </label>
                    <Field
                      label="Reference (UPI or bank reference, cheque number)"
                      name="reference"
                      maxLength={100}
                      errors={errorsFor("receipt", payment.id)}
                    />
                    <div className="sm:col-span-2">
                      <button
                        type="submit"
                        name="intent"
                        value="receipt"
                        className={buttonClass("primary")}
                      >
                        Record the payment
                      </button>
                    </div>
                  </Form>
                </details>
              ) : null}
              <details className="mt-1" open={Boolean(errorsFor("edit", payment.id))}>
                <summary className="min-h-11 cursor-pointer py-2 font-semibold text-slate-700">
                  Edit or delete
                </summary>
                <Form method="post" className="mt-2 space-y-3">
                  <input type="hidden" name="paymentId" value={payment.id} />
                  <InstalmentFields
                    stages={stages}
                    payment={payment}
                    errors={errorsFor("edit", payment.id)}
                  />
                  <button
                    type="submit"
                    name="intent"
                    value="edit"
                    className={buttonClass("primary")}
                  >
                    Save the instalment
                  </button>
                </Form>
                <Form method="post" className="mt-3">
                  <input type="hidden" name="paymentId" value={payment.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    className={buttonClass("danger-outline", "", "sm")}
                  >
                    Delete this instalment{payment.receipts.length > 0 ? " and its receipts" : ""}
                  </button>
                </Form>
              </details>
            </li>
          ))}
        </ol>
        {instalments.length === 0 ? (
          <p className="mt-2 text-slate-600">No instalments yet.</p>
        ) : null}
      </section>

      <Form
        method="post"
        className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 className="text-lg font-semibold">Add an instalment</h2>
        <InstalmentFields stages={stages} errors={errorsFor("add")} />
        <button type="submit" name="intent" value="add" className={buttonClass("primary")}>
          Add the instalment
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "The payments could not be loaded. Please try again.",
  back: { to: KINDS.project.paths.list, label: KINDS.project.list.backLabel },
});
