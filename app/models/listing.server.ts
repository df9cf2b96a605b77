/**
 * What every listed content type (projects, posts, gallery albums) shares: the
 * record's common fields, text search, sort orders that walk an index
 * (docs/decisions/014-paged-listings.md), the page window, and listedType(),
 * which gives each type its list, get, find-by-slug, count, create, save and
 * delete. Each model builds its own conditions in one function, so a
 * condition that applies to every listing (such as visibility) is added in
 * one place.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { getDb, markContentChanged, type Tx } from "~/db/db.server";
import {
  images as imageTable,
  slugHistory,
  type blogs,
  type galleries,
  type progressUpdates,
  type projects,
} from "~/db/schema";
import {
  allImagesOf,
  commitWithFiles,
  deleteImageRows,
  deleteOwnedImageRows,
  imagesByOwner,
  type ImageOwner,
  photosOfOwner,
} from "~/media/images.server";
import type { StoredImage } from "~/media/storage.server";
import { CONTENT_KINDS, KINDS } from "~/kinds/registry";
import { CONTENT_TABLES } from "~/kinds/tables.server";
import { deleteStoredFiles } from "~/media/upload-folder.server";
import { newId } from "~/utils/ids.server";
import { likePattern, pageCount, type ListSort } from "~/utils/list-params";
import {
  deleteFilesNoLongerNamed,
  filesOnDisk,
  forgetRevisions,
  keepReplacedVersion,
  keepSavedVersion,
  pruneRevisions,
  type RevisionData,
} from "./revisions.server";
import { writePhotos, type PhotoWrite } from "./photo-writes.server";
import { nextVersion } from "./save-versions.server";
import {
  availableSlug,
  changeSlug,
  forgetSlugs,
  itemIdForEarlierSlug,
  type SluggedKind,
  type SlugLookup,
} from "./slugs.server";

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
 * Rows not in the trash (docs/decisions/044-history-and-trash.md): every reader of a listed
 * type applies it, owner's screens included, so a trashed item is gone everywhere but /trash.
 */
export function notTrashed(deletedAt: AnyColumn): SQL {
  return isNull(deletedAt);
}

/**
 * The conditions every listing of a kind starts from: not in the trash, visible to the
 * audience and, where asked, a search in the kind's searched columns and a category filter.
 * `kindConditions`, a kind's own filters, come first.
 */
export function listingConditions(
  table: { deletedAt: AnyColumn; publishedAt: AnyColumn; category: AnyColumn },
  filters: {
    audience?: Audience;
    search?: string;
    searchIn: (AnyColumn | SQL)[];
    categories?: string[];
  },
  kindConditions: (SQL | undefined)[] = [],
): SQL | undefined {
  return and(
    ...kindConditions,
    notTrashed(table.deletedAt),
    visibleTo(filters.audience, table.publishedAt),
    filters.search ? containsText(filters.searchIn, filters.search) : undefined,
    filters.categories ? inArray(table.category, filters.categories) : undefined,
  );
}

/**
 * Which records a listing wants: the newest `limit` (all by default),
 * optionally leaving one out; visitors' items unless the owner asks.
 */
type ListOptions = { limit?: number; excludeId?: string; audience?: Audience };

/**
 * Images for the rows a listing returned: a whole listing loads every image
 * of that owner kind in one query; a short one (limit) only its own rows'.
 */
export function imagesForListing(kind: SluggedKind, ownerIds: string[], options: ListOptions) {
  return options.limit === undefined && !options.excludeId
    ? allImagesOf(kind)
    : imagesByOwner(kind, ownerIds);
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
function containsText(columns: (AnyColumn | SQL)[], text: string): SQL | undefined {
  const pattern = likePattern(text);
  return or(...columns.map((column) => sql`${column} like ${pattern} escape '\\'`));
}

/**
 * One Tamil text of an item's `ta` JSON, for search (app/i18n/content.ts): the text itself, so
 * a search for a word such as "title" does not match the JSON's keys.
 */
export function tamilField(column: AnyColumn, key: "title" | "content"): SQL {
  // The path is written out, not bound: the title indexes hold `json_extract(ta, '$.title')`
  // (app/db/schema.ts), which SQLite matches only against the same expression.
  return sql`json_extract(${column}, ${sql.raw(`'$.${key}'`)})`;
}

/**
 * ORDER BY terms for a sort. The rowid breaks ties so pages never overlap;
 * each order matches an index (created_at, or title collate nocase, then
 * published_at for visibility), whose entries end with the rowid, so SQLite
 * reads rows in order without sorting.
 */
function listOrder(
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
function newestFirst(table: { createdAt: AnyColumn; publishedAt: AnyColumn }): SQL[] {
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
function pageOfRows<Row extends { id: string }, Item>(
  table: SQLiteTable & { createdAt: AnyColumn; title: AnyColumn; publishedAt: AnyColumn },
  where: SQL | undefined,
  query: ListQuery,
  kind: SluggedKind,
  toItem: (row: Row, imageRows: (typeof imageTable.$inferSelect)[] | undefined) => Item,
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
    kind,
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

type ImageRow = typeof imageTable.$inferSelect;
/** The tables of the listed content types: each has an id, a slug, a title and the dates. */
type ListedTable = typeof projects | typeof blogs | typeof galleries | typeof progressUpdates;

/** What every listed record has besides its own fields: its id, its address and its dates. */
export type ListedRecord = {
  id: string;
  slug: string;
  createdAt: string;
  updatedAt: string | null;
  /** Null for a draft; a future time while scheduled (docs/decisions/026-publish-state.md). */
  publishedAt: string | null;
};

/** The ListedRecord part of a row of any listed type. */
export function listedRecord(row: ListedTable["$inferSelect"]): ListedRecord {
  return {
    id: row.id,
    // Rows made before slugs existed get theirs at start-up (backfillSlugs).
    slug: row.slug ?? row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
  };
}

/** The search and share fields of the types with a page of their own: projects and posts. */
export type SearchAndShare = {
  searchDescription: string;
  shareImageAlt: string;
  /** The generated share card (docs/decisions/018-share-images.md); null until drawn. */
  shareImage: string | null;
  /** The card drawn with the Tamil title, for Tamil pages; null without a Tamil title. */
  shareImageTa?: string | null;
};

export function searchAndShare(
  row: (typeof projects | typeof blogs)["$inferSelect"],
): SearchAndShare {
  return {
    searchDescription: row.searchDescription,
    shareImageAlt: row.shareImageAlt,
    shareImage: row.shareImage,
    shareImageTa: row.shareImageTa ?? undefined,
  };
}

/**
 * What a save of a project or post provides: its form's fields, the search and share fields
 * optional (the demo seed leaves them out). Without `publishedAt` a new record is published at
 * once and a saved one keeps its state.
 */
export type InputWithSearchAndShare<
  Fields extends { searchDescription: string; shareImageAlt: string },
> = Omit<Fields, "searchDescription" | "shareImageAlt"> &
  Partial<Pick<Fields, "searchDescription" | "shareImageAlt">> & {
    publishedAt?: string | null;
    /**
     * The e-mail of the administrator saving, kept with the version
     * (docs/product/admin-forms.md#history).
     */
    savedBy?: string;
  };

/**
 * What a content type tells the shared queries: its table, its kind (which names its slugs,
 * versions and photos), how a row and its images become its record, and the
 * conditions every listing of it applies (visibility first).
 */
type ListedType<Table extends ListedTable, Item> = {
  table: Table;
  kind: SluggedKind;
  toItem: (row: Table["$inferSelect"], imageRows?: ImageRow[]) => Item;
  listing: (audience?: Audience) => SQL | undefined;
  /** The text a slug is made from when the owner typed none: the title, say. */
  slugSource: (fields: SavedFields<Table>) => string;
};

/** The fields of a row a save writes: everything but what the shared writes set themselves. */
type SavedFields<Table extends ListedTable> = Omit<
  Table["$inferInsert"],
  "id" | "slug" | "createdAt" | "updatedAt" | "publishedAt" | "shareImage"
>;

/**
 * What a save provides: the row's fields, the slug the owner typed (none from an API call made
 * before slugs) and the publish time (none keeps a saved record's state).
 */
type SaveInput<Table extends ListedTable> = SavedFields<Table> & {
  slug?: string;
  publishedAt?: string | null;
  savedBy?: string;
};

/** An item in the trash, as /trash lists it. */
type TrashedRecord = {
  id: string;
  title: string;
  deletedAt: string;
  deletedBy: string;
};

/** A listed type's table as Drizzle queries it: it cannot type a query over a union of tables. */
function tableOf<Table extends ListedTable>(type: ListedType<Table, unknown>) {
  return type.table as SQLiteTable as typeof projects;
}

/** The owner `images` rows of a listed type's item name. */
function ownerOf(type: { kind: SluggedKind }, id: string): ImageOwner {
  return { kind: type.kind, id };
}

/** A record not in the trash, with its images; null when unknown or trashed. */
function getLive<Table extends ListedTable, Item>(
  type: ListedType<Table, Item>,
  id: string,
): Item | null {
  const { table, kind, toItem } = type;
  const row = getDb()
    .select()
    .from(tableOf(type))
    .where(and(eq(table.id, id), notTrashed(table.deletedAt)))
    .get() as Table["$inferSelect"] | undefined;
  return row ? toItem(row, imagesByOwner(kind, [row.id]).get(row.id)) : null;
}

/** The reads every listed type shares: list, page, get, find by slug, count. */
function readsOf<Table extends ListedTable, Item>(type: ListedType<Table, Item>) {
  const { table, kind, toItem } = type;
  type Row = Table["$inferSelect"];
  const queryTable = tableOf(type);
  const live = notTrashed(table.deletedAt);
  const get = (id: string) => getLive(type, id);
  return {
    /** Records, newest first, with their images (two queries whatever the count). */
    list(options: ListOptions = {}): Item[] {
      const found = getDb()
        .select()
        .from(queryTable)
        .where(
          and(
            type.listing(options.audience),
            options.excludeId ? ne(table.id, options.excludeId) : undefined,
          ),
        )
        .orderBy(...newestFirst(table))
        // SQLite reads LIMIT -1 as "no limit".
        .limit(options.limit ?? -1)
        .all() as Row[];
      const imageRows = imagesForListing(
        kind,
        found.map((row) => row.id),
        options,
      );
      return found.map((row) => toItem(row, imageRows.get(row.id)));
    },

    /** One page of records with their images (pageOfRows) under the type's own conditions. */
    page(where: SQL | undefined, query: ListQuery): Paged<Item> {
      return pageOfRows(table, where, query, kind, toItem);
    },

    get,

    /**
     * A record by its current slug; else by an earlier slug, its id or the slug in other letter
     * case, which the page answers with a permanent redirect to the current slug
     * (docs/decisions/017-readable-urls.md).
     */
    findBySlug(slug: string): SlugLookup<Item> {
      // Slugs are lower case: a capitalised one is the same item, answered at its one address.
      for (const candidate of new Set([slug, slug.toLowerCase()])) {
        const row = getDb()
          .select()
          .from(queryTable)
          .where(and(eq(table.slug, candidate), live))
          .get() as Row | undefined;
        if (row) {
          const item = toItem(row, imagesByOwner(kind, [row.id]).get(row.id));
          return { item, current: candidate === slug };
        }
        const item = get(itemIdForEarlierSlug(kind, candidate) ?? candidate);
        if (item) return { item, current: false };
      }
      return null;
    },

    /** How many records there are, drafts included (the dashboard's and manage lists' totals). */
    count(): number {
      return getDb().select({ total: count() }).from(queryTable).where(live).get()?.total ?? 0;
    },
  };
}

/** After a write: drops versions past the keeping rules, returning the files they named. */
function prune(tx: Tx, kind: SluggedKind, id: string) {
  return pruneRevisions(tx, { entityType: kind, entityId: id });
}

/**
 * Creates a record: its row, its slug (from what the owner typed, else `slugSource`) and its
 * photos (`photos`, run by writePhotos), in one transaction. If the transaction fails, the freshly
 * stored files are deleted, so no file is left without its record.
 */
async function createRecord<Table extends ListedTable, Item>(
  type: ListedType<Table, Item>,
  input: SaveInput<Table>,
  files: StoredImage[],
  photos: PhotoWrite[],
  createdAt: string,
): Promise<Item> {
  const { kind } = type;
  const id = newId();
  const { slug: wantedSlug, publishedAt = createdAt, savedBy, ...saved } = input;
  const fields = saved as SavedFields<Table>;
  await commitWithFiles(files, () =>
    getDb().transaction((tx) => {
      tx.insert(tableOf(type))
        .values({ id, ...(fields as SavedFields<typeof projects>), createdAt, publishedAt })
        .run();
      const slug = availableSlug(tx, kind, [wantedSlug, type.slugSource(fields)], id);
      changeSlug(tx, kind, id, null, slug);
      writePhotos(tx, ownerOf(type, id), photos);
      keepSavedVersion(tx, kind, id, savedBy);
    }),
  );
  return getLive(type, id)!;
}

/** What an update does besides the record's fields (see updateRecord). */
type RecordSave = {
  /** The files this save stored, deleted again if it does not commit. */
  newFiles: StoredImage[];
  /** The versions the save was based on; a record saved since refuses it (EditConflict). */
  basedOn?: string[];
  /** The photos it removes: their rows go with the save, their files once no version names them. */
  removed: string[];
  photos: PhotoWrite[];
};

/**
 * Saves a record: its fields, its publish time when one is given, its slug when one is sent
 * (none, from an API call made before slugs: the URL stays; an empty one follows `slugSource`)
 * and its photos, in one transaction. A save `basedOn` an older version throws EditConflict
 * inside the transaction, so two concurrent saves of one version give one save and one refusal.
 * `existing` is the record as the kind's model read it; for none (an unknown id) the new files go
 * and the answer is null.
 */
async function updateRecord<Table extends ListedTable, Item extends ListedRecord>(
  type: ListedType<Table, Item>,
  existing: Item | null,
  input: SaveInput<Table>,
  save: RecordSave,
): Promise<Item | null> {
  const { table, kind } = type;
  const { slug: wantedSlug, publishedAt, savedBy, ...saved } = input;
  const fields = saved as SavedFields<Table>;
  if (!existing) {
    await deleteStoredFiles(save.newFiles.map((image) => image.fileName));
    return null;
  }
  const { id } = existing;
  const pruned = await commitWithFiles(save.newFiles, () =>
    getDb().transaction((tx) => {
      const updatedAt = nextVersion(tx, kind, id, save.basedOn);
      keepReplacedVersion(tx, kind, id);
      tx.update(tableOf(type))
        .set({
          ...(fields as SavedFields<typeof projects>),
          ...(publishedAt === undefined ? {} : { publishedAt }),
          updatedAt,
        })
        .where(eq(table.id, id))
        .run();
      if (wantedSlug !== undefined) {
        const slug = availableSlug(tx, kind, [wantedSlug, type.slugSource(fields)], id);
        changeSlug(tx, kind, id, existing.slug, slug);
      }
      writePhotos(tx, ownerOf(type, id), save.photos);
      keepSavedVersion(tx, kind, id, savedBy);
      return prune(tx, kind, id);
    }),
  );
  // The replaced version names the removed photos: they stay until it is pruned.
  await deleteFilesNoLongerNamed([...save.removed, ...pruned]);
  return getLive(type, id);
}

type KeptPhoto = NonNullable<RevisionData["photos"]>[number];

/**
 * A kept version's photos become the item's: rows the version does not name go, the others take
 * its order, alt texts and captions, and photos the item no longer has come back. Returns the
 * file names whose rows went. A version none of whose photos is left keeps the current ones (an
 * album needs one).
 */
function restorePhotos(tx: Tx, owner: ImageOwner, photos: KeptPhoto[]) {
  const current = photos.length
    ? tx.select().from(imageTable).where(photosOfOwner(owner)).all()
    : [];
  const wanted = new Set(photos.map((photo) => photo.fileName));
  const dropped = current.filter((row) => !wanted.has(row.fileName)).map((r) => r.fileName);
  deleteImageRows(tx, dropped);
  const mine = new Set(current.map((row) => row.fileName));
  for (const photo of photos) {
    const { fileName, role, position, alt, caption, width, height } = photo;
    const ta = photo.ta ?? null;
    if (mine.has(fileName)) {
      tx.update(imageTable)
        .set({ role, position, alt, caption, ta })
        .where(eq(imageTable.fileName, fileName))
        .run();
    } else {
      tx.insert(imageTable)
        .values({
          id: newId(),
          ownerKind: owner.kind,
          ownerId: owner.id,
          fileName,
          role,
          position,
          alt,
          caption,
          ta,
          width,
          height,
        })
        .onConflictDoNothing()
        .run();
    }
  }
  return dropped;
}

/**
 * Makes an earlier version current as a new save (docs/product/admin-forms.md#history): its fields
 * (the publish state stays as it is) and slug (another's slug meanwhile gives it the next free
 * one), and its photos whose files are still on disk, in its order with its alt texts and captions.
 * The version it replaces is kept, so a restore can be undone. Null for an unknown or trashed id;
 * EditConflict for a restore `basedOn` an older version.
 */
async function restoreRecordVersion<Table extends ListedTable, Item extends ListedRecord>(
  type: ListedType<Table, Item>,
  id: string,
  version: RevisionData,
  options: { basedOn?: string[]; savedBy?: string; restoredFrom?: string },
): Promise<Item | null> {
  const { table, kind } = type;
  const existing = getLive(type, id);
  if (!existing) return null;
  const columns = new Set(Object.keys(getTableColumns(table)));
  // Texts and photos come back; whether the item is public stays as it is now, so restoring an
  // early draft never takes a live page offline (docs/product/admin-forms.md#history).
  const { slug, ...restored } = Object.fromEntries(
    Object.entries(version.fields).filter(
      ([key]) => columns.has(key) && !["id", "createdAt", "updatedAt", "publishedAt"].includes(key),
    ),
  );
  const present = await filesOnDisk((version.photos ?? []).map((photo) => photo.fileName));
  const photos = (version.photos ?? []).filter((photo) => present.has(photo.fileName));
  const { removed, pruned } = getDb().transaction((tx) => {
    const updatedAt = nextVersion(tx, kind, id, options.basedOn);
    keepReplacedVersion(tx, kind, id);
    tx.update(tableOf(type))
      .set({ ...(restored as Partial<Table["$inferSelect"]>), updatedAt })
      .where(eq(table.id, id))
      .run();
    if (typeof slug === "string") {
      changeSlug(tx, kind, id, existing.slug, availableSlug(tx, kind, [slug], id));
    }
    const dropped = restorePhotos(tx, ownerOf(type, id), photos);
    keepSavedVersion(tx, kind, id, options.savedBy, options.restoredFrom);
    return { removed: dropped, pruned: prune(tx, kind, id) };
  });
  markContentChanged();
  await deleteFilesNoLongerNamed([...removed, ...pruned]);
  return getLive(type, id);
}

/**
 * Deletes, inside a purge, the items that belong to the purged one (a project's progress
 * updates: every kind whose `parent` is its kind) with their photo rows, versions and earlier
 * slugs. Returns the names of the files they used, to delete once nothing else names them.
 */
function purgeChildren(tx: Tx, kind: SluggedKind, id: string): string[] {
  return CONTENT_KINDS.flatMap((childKind) => {
    const { parent } = KINDS[childKind];
    if (parent?.kind !== kind) return [];
    const child = CONTENT_TABLES[childKind] as SQLiteTable as typeof projects;
    const parentColumn = (child as unknown as Record<string, AnyColumn>)[parent.field];
    const rows = tx
      .delete(child)
      .where(eq(parentColumn, id))
      .returning({ id: child.id, en: child.shareImage, ta: child.shareImageTa })
      .all();
    return rows.flatMap((row) => {
      tx.delete(slugHistory).where(eq(slugHistory.itemId, row.id)).run();
      const owner = { kind: childKind, id: row.id };
      return [
        ...[row.en, row.ta].filter((name): name is string => Boolean(name)),
        ...deleteOwnedImageRows(tx, owner),
        ...forgetRevisions(tx, childKind, row.id),
      ];
    });
  });
}

/** The trash of a listed type (docs/decisions/044-history-and-trash.md). */
function trashOf<Table extends ListedTable, Item>(type: ListedType<Table, Item>) {
  const { table, kind, toItem } = type;
  type Row = Table["$inferSelect"];
  const queryTable = tableOf(type);
  const live = notTrashed(table.deletedAt);
  /** A record whether or not it is in the trash. */
  const getAny = (id: string): Item | null => {
    const row = getDb().select().from(queryTable).where(eq(table.id, id)).get() as Row | undefined;
    return row ? toItem(row, imagesByOwner(kind, [row.id]).get(row.id)) : null;
  };
  return {
    /**
     * Moves a record to the trash: every reader leaves it out from now on, its row, photos and
     * slug are kept. False for an unknown or already trashed id.
     */
    trash(id: string, deletedBy = "", now: Date = new Date()): boolean {
      const moved = getDb()
        .update(queryTable)
        .set({ deletedAt: now.toISOString(), deletedBy })
        .where(and(eq(table.id, id), live))
        .run().changes;
      if (moved) markContentChanged();
      return moved === 1;
    },

    /** Takes a record out of the trash, as it was (slug included). False if it is not there. */
    untrash(id: string): boolean {
      const restored = getDb()
        .update(queryTable)
        .set({ deletedAt: null, deletedBy: null })
        .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
        .run().changes;
      if (restored) markContentChanged();
      return restored === 1;
    },

    /** The records in the trash, most recently deleted first. */
    trashed(): (TrashedRecord & { item: Item })[] {
      const rows = getDb()
        .select()
        .from(queryTable)
        .where(isNotNull(table.deletedAt))
        .orderBy(desc(table.deletedAt))
        .all() as Row[];
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        deletedAt: row.deletedAt!,
        deletedBy: row.deletedBy ?? "",
        item: toItem(row, imagesByOwner(kind, [row.id]).get(row.id)),
      }));
    },

    /** A record in the trash (null when it is not there). */
    getTrashed(id: string): Item | null {
      const item = getAny(id);
      return item && !getLive(type, id) ? item : null;
    },

    /**
     * Deletes a record for good with its image rows (and those of the items the database deletes
     * with it: a project's progress updates), its earlier slugs and its versions; then
     * `deleteFiles` removes its own files, and the photos only its versions or the items deleted
     * with it named go too. False for an unknown id.
     */
    async purge(id: string, deleteFiles: (existing: Item) => Promise<void>): Promise<boolean> {
      const existing = getAny(id);
      if (!existing) return false;
      const named = getDb().transaction((tx) => {
        const ofChildren = purgeChildren(tx, kind, id);
        tx.delete(queryTable).where(eq(table.id, id)).run();
        return [
          ...ofChildren,
          ...deleteOwnedImageRows(tx, { kind, id }),
          ...forgetRevisions(tx, kind, id),
        ];
      });
      forgetSlugs(id);
      markContentChanged();
      await deleteFiles(existing);
      await deleteFilesNoLongerNamed(named);
      return true;
    },

    /** The ids of records in the trash since before `cutoff` (the periodic purge). */
    trashedBefore(cutoff: string): string[] {
      return getDb()
        .select({ id: table.id })
        .from(queryTable)
        .where(and(isNotNull(table.deletedAt), lte(table.deletedAt, cutoff)))
        .all()
        .map((row) => row.id);
    },
  };
}

/**
 * The queries and writes every listed content type (projects, posts, albums) shares, so that
 * each type's model says only what is its own: its record, its listing conditions, and what a
 * save does to its photos (PhotoWrite steps, as data).
 */
export function listedType<Table extends ListedTable, Item extends ListedRecord>(
  type: ListedType<Table, Item>,
) {
  return {
    ...readsOf(type),
    create: (input: SaveInput<Table>, files: StoredImage[], photos: PhotoWrite[], at: string) =>
      createRecord(type, input, files, photos, at),
    update: (existing: Item | null, input: SaveInput<Table>, save: RecordSave) =>
      updateRecord(type, existing, input, save),
    restoreVersion: (
      id: string,
      version: RevisionData,
      options: { basedOn?: string[]; savedBy?: string; restoredFrom?: string },
    ) => restoreRecordVersion(type, id, version, options),
    ...trashOf(type),
  };
}
