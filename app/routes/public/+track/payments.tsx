/**
 * The payments section of a private project's client page (docs/product/client-payments.md):
 * paid, due now and the balance, each instalment's state, how to pay what is due (a UPI link for
 * a phone, its QR code for a computer, the bank account) and the receipts. Plain links and text:
 * it needs no script and reads at 375 px in either language.
 */
import { Link } from "react-router";
import { Text } from "~/components/ui/text";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import type { ClientPayments } from "~/services/client-payments.server";
import { formatDay } from "~/utils/dates";
import { formatRupees } from "~/utils/payment-schedule";

const STATE_STYLES = {
  upcoming: "bg-slate-100 text-slate-700",
  due: "bg-amber-100 text-amber-900",
  paid: "bg-green-100 text-green-900",
} as const;

export function ClientPaymentsSection({ payments }: { payments: ClientPayments | null }) {
  const language = useLanguage();
  const t = useMessages().payments;
  if (!payments) return null;
  const { totals } = payments;
  const sums = [
    { key: "paid", label: t.paid, amount: totals.paid },
    { key: "due", label: t.dueNow, amount: totals.dueNow },
    { key: "balance", label: t.balance, amount: totals.balance },
  ];
  return (
    <section aria-labelledby="client-payments-heading" className="mt-10" data-client-payments="">
      <h2 id="client-payments-heading" className="text-2xl font-bold text-slate-900">
        {t.heading}
      </h2>
      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {sums.map((sum) => (
          <div
            key={sum.key}
            data-payment-sum={sum.key}
            className={`rounded-xl p-4 ring-1 ${
              sum.key === "due" && sum.amount > 0
                ? "bg-amber-50 ring-amber-300"
                : "bg-white ring-slate-200"
            }`}
          >
            <dt className="text-sm font-semibold text-slate-600">{sum.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
              {formatRupees(sum.amount)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-slate-600">
        {t.total}: <span className="tabular-nums">{formatRupees(totals.total)}</span>
      </p>

      {payments.toPay.length > 0 ? <HowToPay payments={payments} /> : null}

      <h3 className="mt-8 text-lg font-semibold text-slate-900">{t.schedule}</h3>
      <ol className="mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
        {payments.instalments.map((payment) => (
          <li
            key={payment.id}
            data-instalment={payment.state}
            className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 p-4"
          >
            <div className="min-w-0 flex-1">
              <Text value={payment.title} className="font-semibold break-words text-slate-900" />
              <p className="text-sm text-slate-600">
                {payment.stage ? <>{t.atStage(payment.stage.text)} </> : null}
                {payment.dueOn ? t.dueOn(formatDay(payment.dueOn, language)) : null}
              </p>
              {payment.paid > 0 && payment.paid < payment.amount ? (
                <p className="text-sm text-slate-700">
                  {t.paidOf(formatRupees(payment.paid), formatRupees(payment.amount))}
                </p>
              ) : null}
            </div>
            <div className="text-right">
              <p className="font-semibold text-slate-900 tabular-nums">
                {formatRupees(payment.amount)}
              </p>
              <span
                className={`mt-1 inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold ${STATE_STYLES[payment.state]}`}
              >
                {t.states[payment.state]}
              </span>
            </div>
          </li>
        ))}
      </ol>

      <h3 className="mt-8 text-lg font-semibold text-slate-900">{t.receipts}</h3>
      {payments.receipts.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {payments.receipts.map((receipt) => (
            <li key={receipt.id}>
              <Link
                to={receipt.href}
                reloadDocument
                className="flex min-h-11 flex-wrap items-center justify-between gap-x-4 rounded-lg bg-white px-4 py-2 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-orange-700"
              >
                <span className="font-semibold text-orange-800 underline">
                  {t.receiptNumber(String(receipt.number))}
                </span>
                {receipt.cancelled ? (
                  <span
                    data-receipt-cancelled=""
                    className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-800"
                  >
                    {t.cancelled}
                  </span>
                ) : null}
                <span
                  className={`text-sm text-slate-700 ${receipt.cancelled ? "line-through" : ""}`}
                >
                  {formatDay(receipt.paidOn, language)} · {t.modes[receipt.mode]} ·{" "}
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {formatRupees(receipt.amount)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-700">{t.noReceipts}</p>
      )}
    </section>
  );
}

/** What is due, with a UPI link and QR code each, and the bank account for a transfer. */
function HowToPay({ payments }: { payments: ClientPayments }) {
  const t = useMessages().payments;
  return (
    <div className="mt-6 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5">
      <h3 className="text-lg font-semibold text-slate-900">{t.payHeading}</h3>
      <p className="mt-1 text-slate-700">{t.payNote}</p>
      <ul className="mt-4 space-y-6">
        {payments.toPay.map((due) => (
          <li key={due.id} data-to-pay="">
            <p className="font-semibold text-slate-900">
              {t.toPay(due.title.text, formatRupees(due.amount))}
            </p>
            {due.upi ? (
              <div className="mt-3 flex flex-wrap items-center gap-4">
                <a
                  href={due.upi}
                  data-upi-link=""
                  className="inline-flex min-h-12 items-center rounded-lg bg-orange-700 px-5 py-3 font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
                >
                  {t.upiButton(formatRupees(due.amount))}
                </a>
                {due.qrSvg ? (
                  <figure className="flex items-center gap-3">
                    <div
                      role="img"
                      aria-label={t.upiQr(due.title.text)}
                      data-upi-qr=""
                      className="size-36 shrink-0 bg-white p-1 [&>svg]:size-full"
                      // The server's own drawing of the UPI address (qrcode), no user text in it.
                      dangerouslySetInnerHTML={{ __html: due.qrSvg }}
                    />
                    <figcaption className="max-w-48 text-sm text-slate-700">{t.qrHint}</figcaption>
                  </figure>
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {payments.upiId ? (
        <dl className="mt-5 text-sm">
          <Detail label={t.upiId} value={payments.upiId} />
        </dl>
      ) : null}
      {payments.bank ? (
        <>
          <h4 className="mt-5 font-semibold text-slate-900">{t.bankTransfer}</h4>
          <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-pay-details="">
            <Detail label={t.accountName} value={payments.bank.accountName} />
            <Detail label={t.accountNumber} value={payments.bank.accountNumber} />
            {payments.bank.ifsc ? <Detail label={t.ifsc} value={payments.bank.ifsc} /> : null}
            {payments.bank.bankName ? (
              <Detail label={t.bank} value={payments.bank.bankName} />
            ) : null}
          </dl>
        </>
      ) : null}
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="font-semibold text-slate-600">{label}</dt>
      <dd className="font-mono break-all text-slate-900 select-all">{value}</dd>
    </div>
  );
}
