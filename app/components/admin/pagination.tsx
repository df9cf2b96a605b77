import { Link, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { ADMIN_PAGE_SIZE, listSearch, pageCount } from "~/utils/list-params";

/**
 * Previous / "Page 2 of 4" / Next under an admin list. Plain links that keep
 * the list's other parameters (search, sort, filters), so paging works
 * without JavaScript and survives a reload.
 */
export function Pagination({
  page,
  total,
  label,
}: {
  page: number;
  total: number;
  /** Names the navigation for screen readers, e.g. "Enquiries pages". */
  label: string;
}) {
  const { pathname, search } = useLocation();
  const pages = pageCount(total, ADMIN_PAGE_SIZE);
  if (pages <= 1) return null;
  const current = new URLSearchParams(search);
  const href = (target: number) => `${pathname}${listSearch(current, { page: target })}`;
  const link = buttonClass("secondary", "min-w-24", "sm");
  const disabled = buttonClass("secondary", "min-w-24 opacity-50 shadow-none", "sm");
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={link}>
          Previous
        </Link>
      ) : (
        <span aria-hidden="true" className={disabled}>
          Previous
        </span>
      )}
      <p className="text-sm text-slate-600" aria-current="page">
        Page {Math.min(page, pages)} of {pages}
      </p>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={link}>
          Next
        </Link>
      ) : (
        <span aria-hidden="true" className={disabled}>
          Next
        </span>
      )}
    </nav>
  );
}
