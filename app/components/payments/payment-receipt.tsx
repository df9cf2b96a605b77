/**
 * A receipt on one A4 page (docs/product/client-payments.md#receipts): the same for the client
 * (/track/<secret>/receipts/<id>) and the owner (the project's payments screen). Its words come
 * ready from the server in the client's language (receiptView), so an English admin page shows
 * the Tamil receipt unchanged.
 */
import type { ReceiptView } from "~/services/client-payments.server";

/**
 * Printed, the receipt alone: every element that neither holds it nor is in it is hidden, so the
 * site's header, footer or the admin's menu never reach the paper.
 */
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 14mm; }
  body:has(#payment-receipt) *:not(:has(#payment-receipt), #payment-receipt, #payment-receipt *) {
    display: none !important;
  }
  body:has(#payment-receipt), body:has(#payment-receipt) * { background: #fff !important; box-shadow: none !important; }
  body:has(#payment-receipt) .min-h-screen { min-height: 0 !important; }
  #payment-receipt { margin: 0 !important; max-width: none !important; }
}`;

export function PaymentReceipt({ receipt }: { receipt: ReceiptView }) {
  return (
    <article
      id="payment-receipt"
      lang={receipt.language}
      className="mx-auto max-w-2xl rounded-2xl bg-white p-5 text-slate-900 shadow-sm ring-1 ring-slate-200 sm:p-8 print:p-0 print:ring-0"
    >
      <style>{PRINT_CSS}</style>
      {receipt.cancelled ? (
        <div
          data-receipt-cancelled=""
          className="mb-5 rounded-xl border-4 border-red-700 p-4 text-center text-red-800"
        >
          <p
            // Letter spacing would pull Tamil's joined letters apart.
            className={`text-3xl font-black break-words ${receipt.language === "en" ? "tracking-widest" : ""}`}
          >
            {receipt.cancelled.label}
          </p>
          <p className="mt-2 font-semibold">{receipt.cancelled.on}</p>
          <p className="mt-1 break-words">
            {receipt.cancelled.reasonLabel}: {receipt.cancelled.reason}
          </p>
          <p className="mt-1 text-sm">{receipt.cancelled.notValid}</p>
        </div>
      ) : null}
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-300 pb-4">
        <div className="min-w-0">
          <p className="text-xl font-bold break-words">{receipt.company.name}</p>
          {receipt.company.address.map((line) => (
            <p key={line} className="text-sm text-slate-700">
              {line}
            </p>
          ))}
          {receipt.company.gstin ? (
            <p className="mt-1 text-sm">
              {receipt.gstinLabel}: <span className="font-mono">{receipt.company.gstin}</span>
            </p>
          ) : null}
        </div>
        <div className="text-right">
          <h1 className="text-lg font-bold">{receipt.title}</h1>
          <p className="font-mono text-sm" data-receipt-number="">
            {receipt.number}
          </p>
        </div>
      </header>
      <dl className="mt-5 grid gap-3">
        {receipt.lines.map((line) => (
          <div key={line.key} className="grid gap-1 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm font-semibold text-slate-600">{line.label}</dt>
            <dd className="break-words">{line.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 rounded-xl border-2 border-slate-800 p-4">
        <p className="text-sm font-semibold text-slate-600">{receipt.amountLabel}</p>
        <p
          className={`text-3xl font-bold tabular-nums ${receipt.cancelled ? "line-through" : ""}`}
          data-receipt-amount=""
        >
          {receipt.amount}
        </p>
        <p className="mt-3 text-sm font-semibold text-slate-600">{receipt.wordsLabel}</p>
        <p className="font-semibold" data-receipt-words="">
          {receipt.words}
        </p>
      </div>
      <p className="mt-6 text-sm text-slate-600">{receipt.computerMade}</p>
    </article>
  );
}

/** The browser's print dialog, where "Save as PDF" is; a plain button the page's script runs. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-11 items-center rounded-lg bg-slate-800 px-4 py-2 font-semibold text-white hover:bg-slate-900 print:hidden"
    >
      {label}
    </button>
  );
}
