/**
 * The frame of an admin manage list (projects, blog posts, galleries): the
 * header with its count and add button, the "nothing yet" panel, the search
 * and sort form, the "no match" panel and the page links. The rows are the
 * children, shown when the page has any. Everything is plain links and GET
 * forms, so the list works without JavaScript (docs/product.md#manage-lists).
 */
import type { ReactNode } from "react";
import { AddButton } from "~/components/admin/list-controls";
import { AdminPageHeader } from "~/components/admin/page";
import { ListSearch } from "~/components/list-search";
import { Pagination } from "~/components/pagination";
import { EmptyState } from "~/components/ui/empty-state";
import { listQueryString, type AdminListPage } from "~/utils/list-params";

export function ManagedList({
  page: { params, total, matching, pageCount },
  path,
  noun,
  title,
  description,
  add,
  emptyMessage,
  rowCount,
  children,
}: {
  page: AdminListPage;
  /** The list's own path, such as /manage-projects. */
  path: string;
  /** The items' name, as in "1 blog post" and "Search blog posts by title". */
  noun: { one: string; many: string };
  title: string;
  /** The line under the title, such as "Total: 3 projects". */
  description: string;
  add: { to: string; label: string };
  /** Shown instead of the whole list while there is nothing at all. */
  emptyMessage: string;
  /** Rows on this page; none shows the "no match" panel instead of the children. */
  rowCount: number;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={title}
        description={description}
        actions={<AddButton to={add.to}>{add.label}</AddButton>}
      />
      {total === 0 ? (
        <EmptyState message={emptyMessage} icon={null} surface="card" />
      ) : (
        <>
          <ListSearch
            params={params}
            searchLabel={`Search ${noun.many} by title`}
            total={matching}
            noun={matching === 1 ? noun.one : noun.many}
          />
          {rowCount === 0 ? (
            <EmptyState message={`No ${noun.many} match this search.`} icon={null} surface="card" />
          ) : (
            children
          )}
          <Pagination
            page={params.page}
            pageCount={pageCount}
            label={`${noun.one[0].toUpperCase()}${noun.one.slice(1)} pages`}
            hrefFor={(page) => `${path}${listQueryString({ ...params, page })}`}
          />
        </>
      )}
    </div>
  );
}
