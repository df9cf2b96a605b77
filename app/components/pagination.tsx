/**
 * Page links of a long list, as plain links so they work without
 * JavaScript (the page number lives in the URL, `?page=3`), and the
 * `<link rel="prev|next">` tags of the page in the document
 * head (React 19 hoists them). The one pager of every long list: the public
 * listings, the admin manage lists and the enquiries.
 *
 *   <Pagination page={3} pageCount={12} hrefFor={(page) => `/blog${qs({ page })}`} />
 */
import { Link, useLocalizedHref } from "~/components/ui/link";
import { useBrowserMessages } from "~/i18n/browser-messages";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

/** Which page numbers to show: the first, the last, and two either side of the current one. */
function pageNumbers(page: number, pageCount: number): (number | "gap")[] {
  const shown = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const withGaps: (number | "gap")[] = [];
  for (const [index, n] of numbers.entries()) {
    if (index > 0 && n - numbers[index - 1] > 1) withGaps.push("gap");
    withGaps.push(n);
  }
  return withGaps;
}

const idle = buttonClass("secondary", "min-w-11 px-3", "sm");
const current = buttonClass("primary", "min-w-11 px-3", "sm");
const disabled = buttonClass("secondary", "min-w-11 px-3 text-slate-400 shadow-none", "sm");

export function Pagination({
  page,
  pageCount,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** The navigation's accessible name, e.g. "Project pages". */
  label?: string;
}) {
  const t = useBrowserMessages().pagination;
  if (pageCount <= 1) return null;
  const previous = page > 1 ? Math.min(page - 1, pageCount) : null;
  const next = page < pageCount ? page + 1 : null;
  return (
    <nav aria-label={label ?? t.pages} className="flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {previous ? (
            <Link to={hrefFor(previous)} rel="prev" className={idle}>
              <Icon name="arrow-left" className="size-4" />
              {t.previous}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              <Icon name="arrow-left" className="size-4" />
              {t.previous}
            </span>
          )}
        </li>
        {pageNumbers(page, pageCount).map((n, index) =>
          n === "gap" ? (
            <li
              key={`gap-${index}`}
              aria-hidden="true"
              className="hidden px-1 text-slate-500 sm:block"
            >
              …
            </li>
          ) : (
            <li key={n} className="hidden sm:block">
              <Link
                to={hrefFor(n)}
                aria-label={t.page(n)}
                aria-current={n === page ? "page" : undefined}
                className={n === page ? current : idle}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {next ? (
            <Link to={hrefFor(next)} rel="next" className={idle}>
              {t.next}
              <Icon name="arrow-right" className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              {t.next}
              <Icon name="arrow-right" className="size-4" />
            </span>
          )}
        </li>
      </ul>
      <p className="text-sm text-slate-600">{t.pageOf(Math.min(page, pageCount), pageCount)}</p>
    </nav>
  );
}

/**
 * The head links to a listing page's neighbours, so search engines follow the
 * pages. The canonical link is PageMeta's (its `canonicalPath`).
 */
export function PageLinks({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const localized = useLocalizedHref();
  return (
    <>
      {page > 1 && page <= pageCount ? (
        <link rel="prev" href={localized(hrefFor(page - 1))} />
      ) : null}
      {page < pageCount ? <link rel="next" href={localized(hrefFor(page + 1))} /> : null}
    </>
  );
}
