import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Link, useLocalizedHref } from "~/components/ui/link";
import { Text } from "~/components/ui/text";
import { useRootData } from "~/components/use-root-data";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { formatDate } from "~/utils/dates";
import { absoluteUrl } from "~/utils/seo";
import {
  estimateChatText,
  estimateLines,
  shareChatLink,
  type EstimateLines,
} from "~/utils/cost-estimate";
import { namesOf, sendEstimatePath, type EstimatorPage } from "./estimate-page";
import { BookVisitLink } from "~/components/visit/book-visit-link";

/**
 * The estimate: total in rupees and in words, where it comes from, the extras, the payment by
 * stage, the building time and the owner's note, with Share, Send and Print. Every line the
 * script changes carries `data-out`; the rows of all extras and stages are in the markup, so
 * the script only fills and shows them.
 */
export function EstimateResult({ page }: { page: EstimatorPage }) {
  const t = useMessages().estimate;
  const { site, siteUrl } = useRootData();
  const localized = useLocalizedHref();
  const names = namesOf(page, t);
  const result = page.result;
  const lines: EstimateLines | null = result
    ? estimateLines(result.input, result.estimate, page.config, t.words, names)
    : null;
  const shareUrl = result ? absoluteUrl(siteUrl, `${localized("/estimate")}?${result.query}`) : "";
  const chat = lines
    ? shareChatLink(estimateChatText(lines, t.words, names, site.name, shareUrl))
    : "";
  return (
    <section
      id="estimate-result"
      aria-labelledby="estimate-result-title"
      aria-live="polite"
      className="self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:sticky lg:top-24 print:shadow-none print:ring-0"
    >
      <PrintedHeading address={shareUrl || absoluteUrl(siteUrl, localized("/estimate"))} />
      <h2 id="estimate-result-title" className="text-2xl font-bold text-slate-900">
        {t.resultTitle}
      </h2>
      <p data-estimate-empty="" hidden={Boolean(lines)} className="mt-3 text-slate-600">
        {t.empty}
      </p>
      <div data-estimate-body="" hidden={!lines}>
        <EstimateTotal lines={lines} />
        <ExtrasList extras={page.extras} lines={lines} />
        <PaymentSchedule stages={page.stages} lines={lines} />

        <p className="mt-6 flex items-center gap-2 font-semibold text-slate-900">
          <Icon name="clock" className="size-5 shrink-0 text-orange-700" />
          <span>
            <span className="sr-only">{t.time}: </span>
            <span data-out="months">{lines?.months}</span>
          </span>
        </p>

        {page.note.text ? (
          <div className="mt-6 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
            <p className="font-semibold">{t.noteTitle}</p>
            <Text as="p" value={page.note} className="mt-1" />
          </div>
        ) : null}

        <EstimateActions
          chat={chat}
          sendPath={result ? sendEstimatePath(result.query, result.input.package) : "/contact"}
        />
        <p className="mt-3 text-sm text-slate-600 print:hidden">{t.addressNote}</p>
        <BookVisitLink className="mt-6" />
      </div>
    </section>
  );
}

/**
 * On paper only: the company and its phone, the day the estimate was made and the address that
 * opens it again (the page's own, with the estimate's query), so a printed or saved estimate
 * says whose it is and can be reopened. The script keeps the day and address current.
 */
function PrintedHeading({ address }: { address: string }) {
  const t = useMessages().estimate;
  const { site } = useRootData();
  const language = useLanguage();
  return (
    <div data-print-heading="" className="mb-6 hidden border-b border-slate-300 pb-4 print:block">
      <p className="text-xl font-bold text-slate-900">{site.name}</p>
      <p className="text-slate-700">{site.phone}</p>
      <p className="mt-2 text-sm text-slate-700">
        {t.printMade} <span data-out="date">{formatDate(new Date(), language)}</span>
      </p>
      <p className="text-sm break-all text-slate-700">
        {t.printAddress} <span data-out="address">{address}</span>
      </p>
    </div>
  );
}

/** The total in figures and in words, and the area and rate it comes from. */
function EstimateTotal({ lines }: { lines: EstimateLines | null }) {
  const t = useMessages().estimate;
  return (
    <>
      <p className="mt-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">{t.total}</p>
      <p data-out="total" className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        {lines?.total}
      </p>
      <p data-out="words" className="mt-1 text-lg font-semibold text-orange-800">
        {lines?.words}
      </p>
      <p data-out="basis" className="mt-3 text-slate-700">
        {lines?.basis}
      </p>
    </>
  );
}

/** A row for every extra, shown where the estimate includes it. */
function ExtrasList({
  extras,
  lines,
}: {
  extras: EstimatorPage["extras"];
  lines: EstimateLines | null;
}) {
  const t = useMessages().estimate;
  const extraLines = new Map(lines?.extras.map((extra) => [extra.slug, extra]));
  return (
    <div data-estimate-extras="" hidden={!lines?.extras.length} className="mt-6">
      <h3 className="font-bold text-slate-900">{t.extrasTitle}</h3>
      <ul className="mt-2 divide-y divide-slate-200">
        {extras.map((extra) => {
          const line = extraLines.get(extra.slug);
          return (
            <li
              key={extra.slug}
              data-extra={extra.slug}
              hidden={!line}
              className="flex items-baseline justify-between gap-4 py-2"
            >
              <span>
                <Text value={extra.name} className="text-slate-800" />
                <span data-out="detail" className="block text-sm text-slate-600">
                  {line?.detail}
                </span>
              </span>
              <span data-out="amount" className="font-semibold whitespace-nowrap text-slate-900">
                {line?.amount}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The payment by stage: each stage's share of the total and its amount. */
function PaymentSchedule({
  stages,
  lines,
}: {
  stages: EstimatorPage["stages"];
  lines: EstimateLines | null;
}) {
  const t = useMessages().estimate;
  return (
    <>
      <h3 className="mt-6 font-bold text-slate-900">{t.scheduleTitle}</h3>
      <table className="mt-2 w-full text-left text-sm">
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1.5 font-semibold">
              {t.stage}
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold whitespace-nowrap">
              {t.share}
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold whitespace-nowrap">
              {t.amount}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {stages.map((stage, index) => (
            <tr key={index} data-stage={index}>
              <th scope="row" className="py-2 pr-2 font-normal text-slate-800">
                <Text value={stage.name} />
              </th>
              <td className="py-2 pr-2 text-right whitespace-nowrap text-slate-600">
                {stage.percent} %
              </td>
              <td
                data-out="amount"
                className="py-2 text-right font-semibold whitespace-nowrap text-slate-900"
              >
                {lines?.schedule[index]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Share on WhatsApp, send to the company, and Print (shown by the script). */
function EstimateActions({ chat, sendPath }: { chat: string; sendPath: string }) {
  const t = useMessages().estimate;
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2 print:hidden">
      <a
        data-out-href="chat"
        href={chat}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass("secondary", "w-full")}
      >
        <Icon name="chat" className="size-5" />
        {t.shareOnWhatsApp}
      </a>
      <Link data-out-href="send" to={sendPath} className={buttonClass("primary", "w-full")}>
        <Icon name="mail" className="size-5" />
        {t.send}
      </Link>
      <button
        type="button"
        data-print=""
        hidden
        className={buttonClass("secondary", "w-full sm:col-span-2")}
      >
        <Icon name="document" className="size-5" />
        {t.print}
      </button>
    </div>
  );
}
