import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { Pagination } from "~/components/pagination";
import { buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import type { CoreIconName } from "~/components/ui/icon";

/**
 * The paged list of a public listing (projects, blog): its heading with the tools beside it
 * (filters, search), the cards, or an empty state whose button clears the filters, and the page
 * links. The section's `id` is the anchor that filter and page links return to
 * (docs/product/public-site.md#projects, #blog).
 */
export function ListingSection<Item extends { id: string }>({
  id,
  headingId,
  eyebrow,
  heading,
  tools,
  children,
  listClassName,
  items,
  renderItem,
  empty,
  pages,
}: {
  id: string;
  headingId: string;
  eyebrow: string;
  heading: string;
  /** Beside the heading on wide screens, under it on phones. */
  tools: ReactNode;
  /** Between the heading and the cards. */
  children?: ReactNode;
  listClassName: string;
  items: Item[];
  renderItem: (item: Item, index: number) => ReactNode;
  empty: {
    title: string;
    message: string;
    icon: CoreIconName;
    /** The way back to the whole list while a filter leaves nothing. */
    reset: { to: string; label: string } | null;
  };
  pages: { page: number; pageCount: number; label: string; hrefFor: (page: number) => string };
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-20 bg-slate-50 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wider text-orange-700 uppercase">
              {eyebrow}
            </p>
            <h2
              id={headingId}
              className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
            >
              {heading}
            </h2>
          </div>
          {tools}
        </div>
        {children}
        <div className={listClassName}>
          {items.length > 0 ? (
            <ul className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item, index) => (
                <li key={item.id} className="flex">
                  {renderItem(item, index)}
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title={empty.title} message={empty.message} icon={empty.icon}>
              {empty.reset ? (
                <Link to={empty.reset.to} className={buttonClass("primary")}>
                  {empty.reset.label}
                </Link>
              ) : null}
            </EmptyState>
          )}
        </div>
        <div className="mt-12">
          <Pagination
            page={pages.page}
            pageCount={pages.pageCount}
            label={pages.label}
            hrefFor={(n) => `${pages.hrefFor(n)}#${id}`}
          />
        </div>
      </div>
    </section>
  );
}
