/**
 * Search and sort of a paged list: a GET form, so the state lives in the
 * URL and works without JavaScript (app/utils/list-params.ts). A new search
 * or sort starts again at page 1. With JavaScript, choosing a sort applies
 * it at once; without, the Search button applies both.
 *
 *   <ListSearch params={params} searchLabel="Search projects by title" />
 */
import { Form, Link, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { LIST_SORTS, SORT_LABELS, type ListParams } from "~/utils/list-params";

export function ListSearch({
  params,
  searchLabel,
  placeholder = "Search by title…",
  total,
  noun,
}: {
  params: ListParams;
  searchLabel: string;
  placeholder?: string;
  /** How many records match, and what they are ("projects"), for the summary line. */
  total: number;
  noun: string;
}) {
  const submit = useSubmit();
  return (
    <div className="space-y-3">
      <Form
        method="get"
        role="search"
        className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="list-search" className="block text-sm font-semibold text-slate-700">
            {searchLabel}
          </label>
          <div className="relative mt-1">
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
            />
            <input
              id="list-search"
              type="search"
              name="q"
              defaultValue={params.q}
              key={params.q}
              placeholder={placeholder}
              maxLength={100}
              className="w-full rounded-lg border-0 bg-white py-3 pr-3 pl-10 text-slate-900 ring-1 ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-orange-700 focus:outline-none"
            />
          </div>
        </div>
        <div>
          <label htmlFor="list-sort" className="block text-sm font-semibold text-slate-700">
            Sort
          </label>
          <select
            id="list-sort"
            name="sort"
            defaultValue={params.sort}
            key={params.sort}
            onChange={(event) => submit(event.currentTarget.form)}
            // Public pages have no React in the browser: app/enhance/auto-submit.ts does the same there.
            data-enhance="auto-submit"
            className="mt-1 w-full rounded-lg border-0 bg-white py-3 pr-8 pl-3 text-slate-900 ring-1 ring-slate-300 focus:ring-2 focus:ring-orange-700 focus:outline-none sm:w-auto"
          >
            {LIST_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Search</Button>
      </Form>
      <p className="text-sm text-slate-600" aria-live="polite">
        {total} {noun}
        {params.q ? <> matching “{params.q}”</> : null}.
        {params.q ? (
          <>
            {" "}
            <Link
              to={params.sort === "newest" ? "?" : `?sort=${params.sort}`}
              className="font-semibold text-orange-700 underline hover:text-orange-800"
            >
              Clear search
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
