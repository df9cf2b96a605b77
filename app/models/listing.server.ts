/**
 * Pieces every paged listing query shares: text search, sort orders that
 * walk an index (docs/decisions/014-paged-listings.md) and the page window.
 * Each model builds its own conditions in one function, so a condition that
 * applies to every listing (such as visibility) is added in one place.
 */
import { and, asc, count, desc, lte, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { getDb } from "~/db/db.server";
import type { images } from "~/db/schema";
import { likePattern, pageCount, type ListSort } from "~/utils/list-params";
import { allImagesOf, imagesByOwner } from "~/media/images.server";

/**
 * Who reads a listing: visitors (the default, so a forgotten argument hides
 * rather than shows) see published items only; the owner's screens and
 * signed-in API clients see drafts and scheduled items too
 * (docs/decisions/026-publish-state.md).
 */
export type Audience = "visitors" | "owner";

/**
 * Items whose publish time has passed, compared with the clock at query
 * time, so a scheduled item appears by itself. A draft's null never matches.
 */
export function visibleTo(audience: Audience | undefined, publishedAt: AnyColumn): SQL | undefined {
  return audience === "owner" ? undefined : lte(publishedAt, new Date().toISOString());
}

/**
 * Which records a listing wants: the newest `limit` (all by default),
 * optionally leaving one out; visitors' items unless the owner asks.
 */
export type ListOptions = { limit?: number; excludeId?: string; audience?: Audience };

/**
 * Images for the rows a listing returned: a whole listing loads every image
 * of that owner kind in one query; a short one (limit) only its own rows'.
 */
export function imagesForListing(
  column: "projectId" | "blogId" | "galleryId",
  ownerIds: string[],
  options: ListOptions,
) {
  return options.limit === undefined && !options.excludeId
    ? allImagesOf(column)
    : imagesByOwner(column, ownerIds);
}

/** What a paged listing asks for. `search` matches titles; `category` compares like sameCategory. */
export type ListQuery = {
  audience?: Audience;
  search?: string;
  category?: string;
  sort?: ListSort;
  page?: number;
  perPage: number;
};

export type Paged<T> = {
  items: T[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
};

/** Any of the columns contains the text (ASCII case-insensitive, like SQLite's LIKE). */
export function containsText(columns: AnyColumn[], text: string): SQL | undefined {
  const pattern = likePattern(text);
  return or(...columns.map((column) => sql`${column} like ${pattern} escape '\\'`));
}

/**
 * ORDER BY terms for a sort. The rowid breaks ties so pages never overlap;
 * each order matches an index (created_at, or title collate nocase, then
 * published_at for visibility), whose entries end with the rowid, so SQLite
 * reads rows in order without sorting.
 */
export function listOrder(
  table: { createdAt: AnyColumn; title: AnyColumn; publishedAt: AnyColumn },
  sort: ListSort = "newest",
): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(table.createdAt), asc(table.publishedAt), asc(sql`rowid`)];
    case "title":
      return [sql`${table.title} collate nocase asc`, asc(table.publishedAt), asc(sql`rowid`)];
    default:
      return newestFirst(table);
  }
}

/** Newest first, in the order of the (created_at, published_at) index. */
export function newestFirst(table: { createdAt: AnyColumn; publishedAt: AnyColumn }): SQL[] {
  return [desc(table.createdAt), desc(table.publishedAt), desc(sql`rowid`)];
}

/** The page to read: pages past the end read nothing (callers decide what that means). */
export function pageWindow(query: Pick<ListQuery, "page" | "perPage">, total: number) {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  return {
    page,
    perPage: query.perPage,
    offset: (page - 1) * query.perPage,
    pageCount: pageCount(total, query.perPage),
  };
}

/** The stored spellings of a category that compare equal to the requested one. */
export function matchingSpellings(
  spellings: string[],
  requested: string,
  display: (value: string) => string = (value) => value,
) {
  const key = requested.trim().toLowerCase();
  return spellings.filter((value) => display(value).trim().toLowerCase() === key);
}

/**
 * The distinct categories of a table, most recently used first. A skip
 * scan over the (category, created_at) index: one seek per distinct value
 * instead of reading every row, so it costs the same with 10 or 10,000
 * records. `where` is the listing's own condition.
 */
export function categoriesInUse(
  table: SQLiteTable,
  columns: { category: AnyColumn; createdAt: AnyColumn },
  where: SQL | undefined,
): string[] {
  const { category, createdAt } = columns;
  const rows = getDb().all<{ category: string; latest: string }>(sql`
    with recursive used(value) as (
      select min(${category}) from ${table} where ${and(where, sql`1`)}
      union all
      select (select min(${category}) from ${table} where ${and(where, sql`${category} > used.value`)})
      from used where used.value is not null
    )
    select value as category,
      (select max(${createdAt}) from ${table} where ${and(where, sql`${category} = used.value`)}) as latest
    from used where value is not null`);
  return rows.sort((a, b) => b.latest.localeCompare(a.latest)).map((row) => row.category);
}

/**
 * One page of a listing with its images: a count, the page's rows in the
 * sort's index order, and one query for all their images (never one per row).
 */
export function pageOfRows<Row extends { id: string }, Item>(
  table: SQLiteTable & { createdAt: AnyColumn; title: AnyColumn; publishedAt: AnyColumn },
  where: SQL | undefined,
  query: ListQuery,
  owner: "projectId" | "blogId" | "galleryId",
  toItem: (row: Row, imageRows: (typeof images.$inferSelect)[] | undefined) => Item,
): Paged<Item> {
  const total = getDb().select({ total: count() }).from(table).where(where).get()?.total ?? 0;
  const window = pageWindow(query, total);
  const rows = getDb()
    .select()
    .from(table)
    .where(where)
    .orderBy(...listOrder(table, query.sort))
    .limit(window.perPage)
    .offset(window.offset)
    .all() as Row[];
  const imageRows = imagesByOwner(
    owner,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toItem(row, imageRows.get(row.id))),
    total,
    page: window.page,
    perPage: window.perPage,
    pageCount: window.pageCount,
  };
}
