/**
 * The frame of an admin manage list (projects, blog posts, galleries): the
 * header with its count and add button, the "nothing yet" panel, the search
 * and sort form, the "no match" panel and the page links. The rows are the
 * children, shown when the page has any. Everything is plain links and GET
 * forms, so the list works without JavaScript (docs/product/admin.md#manage-lists).
 */
import type { ReactNode } from "react";
import { AddButton, countLabel } from "~/components/admin/lists/list-controls";
import { AdminPageHeader } from "~/components/admin/page";
import { ListSearch } from "~/components/list-search";
import { Pagination } from "~/components/pagination";
import { EmptyState } from "~/components/ui/empty-state";
import { KINDS, type ContentKind } from "~/kinds/registry";
import { listQueryString, type AdminListPage } from "~/utils/list-params";

export function ManagedList({
  kind,
  page: { params, total, matching, pageCount },
  description,
  emptyMessage,
  rowCount,
  children,
}: {
  kind: ContentKind;
  page: AdminListPage;
  /** The line under the title; "Total: 3 projects" unless given. */
  description?: string;
  /** Shown while there is nothing at all; "No projects found. Add your first project!" unless given. */
  emptyMessage?: string;
  /** Rows on this page; none shows the "no match" panel instead of the children. */
  rowCount: number;
  children: ReactNode;
}) {
  // What each manage list says is its kind's (docs/product/admin.md#manage-lists).
  const { list, nouns: noun, paths } = KINDS[kind];
  const { title } = list;
  const path = paths.list;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={title}
        description={description ?? `Total: ${countLabel(total, noun.one, noun.many)}`}
        actions={<AddButton to={paths.new}>{list.addLabel}</AddButton>}
      />
      {total === 0 ? (
        <EmptyState
          message={emptyMessage ?? `No ${noun.many} found. Add your first ${noun.one}!`}
          icon={null}
          surface="card"
        />
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
