/**
 * The loader half of an admin manage list (projects, blog posts, galleries):
 * reads search, sort and page from the URL, asks the model for that page of
 * everything the owner may see (drafts and scheduled items too), and sends a
 * page past the end (emptied by a delete, or typed in) to the last page there
 * is, same search and sort.
 */
import { redirect } from "react-router";
import type { ListQuery, Paged } from "~/models/listing.server";
import {
  ADMIN_PAGE_SIZE,
  lastPageQuery,
  parseListParams,
  type AdminListPage,
} from "~/utils/list-params";
import { KINDS, type ContentKind } from "~/kinds/registry";

export function loadAdminPage<Item>(
  request: Request,
  list: {
    kind: ContentKind;
    pageOf: (query: Omit<ListQuery, "category">) => Paged<Item>;
    /** How many items there are at all, for the header while a search narrows the list. */
    countAll: () => number;
  },
): { items: Item[]; page: AdminListPage } {
  const params = parseListParams(new URL(request.url).searchParams);
  const found = list.pageOf({
    audience: "owner",
    search: params.q,
    sort: params.sort,
    page: params.page,
    perPage: ADMIN_PAGE_SIZE,
  });
  const last = lastPageQuery(params, found);
  if (last) throw redirect(`${KINDS[list.kind].paths.list}${last}`);
  return {
    items: found.items,
    page: {
      params,
      total: params.q ? list.countAll() : found.total,
      matching: found.total,
      pageCount: found.pageCount,
    },
  };
}
