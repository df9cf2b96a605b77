/**
 * Search, sort and page of an admin list, read from and written to the URL
 * (`?q=&sort=&page=`), so every list works without JavaScript and a reload
 * or a shared link shows the same page.
 */
export const PAGE_SIZE = 20;
const MAX_QUERY_LENGTH = 100;

export type ListParams<Sort extends string> = { q: string; sort: Sort; page: number };

/** Reads the list's parameters; unknown sorts fall back to the first one, bad pages to 1. */
export function parseListParams<Sort extends string>(
  url: URL | string,
  sorts: readonly [Sort, ...Sort[]],
): ListParams<Sort> {
  const params = new URL(url, "http://localhost").searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const sortParam = params.get("sort") ?? "";
  const sort = (sorts as readonly string[]).includes(sortParam) ? (sortParam as Sort) : sorts[0];
  const page = Number(params.get("page"));
  return { q, sort, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function pageCount(total: number, size = PAGE_SIZE) {
  return Math.max(1, Math.ceil(total / size));
}

/** The SQL offset of a page. */
export function pageOffset(page: number, size = PAGE_SIZE) {
  return (page - 1) * size;
}

/** The same list URL with some parameters changed; empty values, sort defaults and page 1 are left out. */
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
