/**
 * The state of a list in its URL: search text, sort order and page number.
 * Shared by the admin manage lists, the public listings and anything else
 * that pages through records, so every list reads and writes the same
 * parameters (`?q=…&sort=…&page=…`) and works without JavaScript.
 * Client-safe: no server imports.
 */

export const LIST_SORTS = ["newest", "oldest", "title"] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const SORT_LABELS: Record<ListSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  title: "Title (A–Z)",
};

/** Rows per page of an admin manage list. */
export const ADMIN_PAGE_SIZE = 20;
/** Cards per page of the public listings (three columns of four rows; the gallery four by six). */
export const PUBLIC_PAGE_SIZE = { projects: 12, blog: 12, gallery: 24 } as const;
/** `?limit=` of the JSON list calls: the default when only `?page=` is given, and the largest allowed. */
export const API_DEFAULT_LIMIT = 20;
export const API_MAX_LIMIT = 100;
/** Longer search text is cut: nobody types a title this long, and it bounds the query. */
export const MAX_SEARCH_LENGTH = 100;

export type ListParams = { q: string; sort: ListSort; page: number };

/** One page of an admin manage list, as its loader tells the page. */
export type AdminListPage = {
  params: ListParams;
  /** Items there are at all, whatever the search. */
  total: number;
  /** Items the search matches. */
  matching: number;
  pageCount: number;
};

/**
 * Reads a list's parameters leniently: a page that is not a positive whole
 * number is page 1, an unknown sort is the default. A person who edits the
 * URL gets a list, not an error (the JSON API is strict instead).
 */
export function parseListParams(
  search: URLSearchParams,
  defaultSort: ListSort = "newest",
): ListParams {
  const q = (search.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const sortValue = search.get("sort");
  const sort = LIST_SORTS.find((value) => value === sortValue) ?? defaultSort;
  return { q, sort, page: parsePage(search.get("page")) };
}

/** A positive whole number, or 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}

/**
 * The query string of a list state, leaving out defaults so the plain list
 * keeps its plain URL: `?q=villa&page=3`, or "" for page 1 of everything.
 * `extra` carries other values the page keeps (such as a category).
 */
export function listQueryString(
  params: Partial<ListParams>,
  extra: Record<string, string | null | undefined> = {},
  defaultSort: ListSort = "newest",
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) if (value) search.set(key, value);
  if (params.q) search.set("q", params.q);
  if (params.sort && params.sort !== defaultSort) search.set("sort", params.sort);
  if (params.page && params.page > 1) search.set("page", String(params.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The list state of a request's URL, rebuilt from known parameters only: a
 * delete page carries it so that it can return to the same page of the same
 * list (never to an address a link could smuggle in).
 */
export function listStateOf(url: string | URL): string {
  return listQueryString(parseListParams(new URL(url).searchParams));
}

/** Where a page past the end of a list should go instead: its last page, same search and sort. */
export function lastPageQuery(params: ListParams, found: { total: number; pageCount: number }) {
  if (params.page <= found.pageCount || found.total === 0) return null;
  return listQueryString({ ...params, page: found.pageCount });
}

/**
 * The same reading for a list with its own sort orders (the Enquiries list sorts by name, not
 * title): unknown sorts fall back to the first one, bad pages to 1.
 */
export function readListParams<Sort extends string>(
  url: URL | string,
  sorts: readonly [Sort, ...Sort[]],
): { q: string; sort: Sort; page: number } {
  const search = new URL(url, "http://localhost").searchParams;
  const q = (search.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const sortParam = search.get("sort") ?? "";
  const sort = (sorts as readonly string[]).includes(sortParam) ? (sortParam as Sort) : sorts[0];
  return { q, sort, page: parsePage(search.get("page")) };
}

/** The SQL offset of a page. */
export function pageOffset(page: number, size = ADMIN_PAGE_SIZE) {
  return (page - 1) * size;
}

/** The same list URL with some parameters changed; empty values and page 1 are left out. */
export function listSearch(
  current: URLSearchParams,
  changes: Record<string, string | number | null>,
): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "" || (key === "page" && Number(value) <= 1)) next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function likePattern(q: string) {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
