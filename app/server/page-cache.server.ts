/**
 * The public page cache (docs/decisions/021-public-page-cache.md): the
 * rendered bytes of public GET pages, kept in memory (least recently used
 * first out, bounded by bytes: memory-cache.server.ts), stored once as
 * plain, gzip and brotli, each with its ETag. A request the cache can answer never reaches Express, the
 * logger or React.
 *
 * What keeps it honest:
 * - only anonymous GET/HEAD requests read or fill it (no session or flash cookie as
 *   signing in reads them, no Authorization header, no `preview` parameter), and only a
 *   200 answer with no Set-Cookie and no `private`/`no-store` is kept;
 * - a page is keyed on the query parameters its loader reads; a URL with others never
 *   fills it, and addresses with a query live in a part of their own, so no made-up URL
 *   pushes out a page at its own address (decision 021, "Keys" and "What one request can
 *   push out");
 * - every write that changes stored content drops all of it (the models
 *   call `markContentChanged()`, app/server/app.server.ts passes it on to
 *   `invalidatePageCache()`), and so can any other code path (start-up);
 *   requests that change nothing never do;
 * - a render that started before a drop is never stored (generation count);
 * - the whole cache expires when the next scheduled item goes live (see
 *   `setCacheExpiryProvider`) and, as a safety net, after MAX_ENTRY_AGE_MS.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import {
  ByteBoundedCache,
  matchesETag,
  preferredEncoding,
  type Encoding,
  type Representation,
} from "./memory-cache.server";
import { isDeclaredParameter, type PageParameters } from "~/http/page-parameters";
import { isPersonalRequest } from "~/http/request-cookies.server";
import { leadSourceSetCookie } from "~/http/lead-source.server";
import { ADMIN_PATHS, CLIENT_PAGE_PATHS } from "./security.server";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Memory for the pages at their own addresses together (plain + gzip + brotli bytes). */
const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/**
 * Memory, apart, for pages whose address has a query (filtered, searched, paged listings,
 * the contact form with a choice, `.data` twins) or an unusual spelling: anyone can make
 * such addresses up, so they make room only among themselves and never push out a page at
 * its own address (docs/decisions/021-public-page-cache.md, "What one request can push out").
 */
const QUERY_PAGE_CACHE_MAX_BYTES = 4 * 1024 * 1024;
/** A page bigger than this is served but not kept, so one page cannot evict the rest. */
const MAX_ENTRY_BYTES = PAGE_CACHE_MAX_BYTES / 8;
/** Pages show relative dates; nothing is kept longer than this even without writes. */
const MAX_ENTRY_AGE_MS = 10 * 60 * 1000;
/**
 * What a CDN or reverse proxy may do with a page: keep it briefly, then
 * revalidate (cheap: the ETag answers 304). Browsers always revalidate.
 */
const SHARED_CACHE_SECONDS = 10;
const STALE_WHILE_REVALIDATE_SECONDS = 60;

/** Paths that are not pages a visitor shares (answered per request or by the static files). */
const NEVER_CACHED = /^\/(?:api|uploads|assets|healthz)(?:[/?.]|$)/;
/**
 * What may be kept: pages, their client-navigation data (`.data`, text/x-script),
 * the sitemap and the blog's feeds.
 */
const CACHED_TYPES = /^(?:text\/html|text\/x-script|application\/(?:rss\+|atom\+)?xml)\b/;

type Entry = {
  etags: Set<string>;
  representations: Record<Encoding, Representation>;
  storedAt: number;
};

const pages = new ByteBoundedCache<Entry>(PAGE_CACHE_MAX_BYTES);
const queryPages = new ByteBoundedCache<Entry>(QUERY_PAGE_CACHE_MAX_BYTES);
let generation = 0;
/** When the cache must be dropped next (a scheduled publish time), or null. */
let expiresAt: number | null = null;
let expiryKnown = false;
let expiryProvider: (() => Date | null) | null = null;
const listeners = new Set<() => void>();

/** The counters `npm run bench` and the tests read. */
export const pageCacheStats = { hits: 0, misses: 0, stores: 0, invalidations: 0 };

/** Drops every cached page (and tells the other in-memory caches, such as hot uploads). */
export function invalidatePageCache() {
  pages.clear();
  queryPages.clear();
  generation++;
  expiryKnown = false;
  pageCacheStats.invalidations++;
  for (const listener of listeners) listener();
}

/** Runs `listener` whenever the page cache is dropped. Returns a function that removes it. */
export function onPageCacheInvalidated(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tells the cache when content changes without a request: `provider`
 * returns the next moment a scheduled item goes live (or null). The cache
 * asks it after every drop and drops itself again once that moment passes;
 * pages also tell shared caches not to keep them past it. Scheduled
 * publishing hooks its `nextScheduledPublishAt` in at start-up
 * (`start()` in app/server/app.server.ts).
 */
export function setCacheExpiryProvider(provider: (() => Date | null) | null) {
  expiryProvider = provider;
  expiryKnown = false;
}

function checkExpiry(now: number) {
  if (!expiryKnown) {
    expiresAt = expiryProvider?.()?.getTime() ?? null;
    expiryKnown = true;
  }
  if (expiresAt !== null && now >= expiresAt) invalidatePageCache();
}

/** The current generation: a render started in one generation is only stored in the same one. */
export function pageCacheGeneration() {
  return generation;
}

/** Whether this request may be answered from (and fill) the cache. */
export function isCacheableRequest(req: IncomingMessage) {
  return isReadMethod(req.method) && isCacheableUrl(req.url ?? "/") && !carriesPersonalState(req);
}

function isReadMethod(method: string | undefined) {
  return method === "GET" || method === "HEAD";
}

/** Public pages only: no API, upload, asset or admin path, and no preview. */
function isCacheableUrl(url: string) {
  if (NEVER_CACHED.test(url)) return false;
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (ADMIN_PATHS.test(path) || CLIENT_PAGE_PATHS.test(path)) return false;
  return query === -1 || !/(?:^|&)preview(?:=|&|$)/.test(url.slice(query + 1));
}

/**
 * A session, a flash message or a token: the answer is for one person. Decided by the
 * reading of the Cookie header that signs people in (request-cookies.server.ts).
 */
function carriesPersonalState(req: IncomingMessage) {
  return isPersonalRequest(req.headers);
}

/**
 * The query parameters the page at a path reads, as its route modules declare them
 * (app/http/page-parameters.ts); app.server.ts hands in the build's reading at start-up.
 * Until then (and for a path no route answers) a page reads none.
 */
let declaredParametersOf: (path: string) => PageParameters = () => NO_PARAMETERS;
/** Paths with a query seen lately and what their pages read (matching routes costs more than a look-up). */
const parametersByPath = new Map<string, PageParameters>();
const MAX_REMEMBERED_PATHS = 1000;

export function setPageParameterReader(reader: (path: string) => PageParameters) {
  declaredParametersOf = reader;
  parametersByPath.clear();
}

/** Single-fetch data requests (`/blog.data`) also name the routes whose data they want. */
const DATA_PARAMETERS = ["_routes"];
const NO_PARAMETERS: PageParameters = [];

/** The parameters the page at `path` reads (its `.data` twin's too). */
function parametersOf(path: string): PageParameters {
  let read = parametersByPath.get(path);
  if (!read) {
    const own = declaredParametersOf(path);
    read = path.endsWith(".data") ? [...own, ...DATA_PARAMETERS] : own;
    if (parametersByPath.size >= MAX_REMEMBERED_PATHS) parametersByPath.clear();
    parametersByPath.set(path, read);
  }
  return read;
}

/** The name of a `name=value` query part as a page's loader reads it, or null when unreadable. */
function parameterName(part: string) {
  const equals = part.indexOf("=");
  try {
    return decodeURIComponent((equals === -1 ? part : part.slice(0, equals)).replace(/\+/g, " "));
  } catch {
    return null;
  }
}

/**
 * The URL as far as the page reads it: the path and the parameters its route declares, in
 * the order given. `complete` is false when anything else was dropped (`?utm_source=…`,
 * `?evict=1`, an empty `?`): the page for the address without it answers such a request,
 * from the cache or rendered for that address, so a visitor's made-up parameter never
 * reaches a page and a page reads the same parameters whether the cache is warm or cold.
 */
function pageAddress(url: string): { address: string; complete: boolean } {
  const query = url.indexOf("?");
  if (query === -1) return { address: url, complete: true };
  const path = url.slice(0, query);
  const read = parametersOf(path);
  const parts = url.slice(query + 1).split("&");
  const kept = parts.filter((part) => {
    const name = parameterName(part);
    return name !== null && isDeclaredParameter(read, name);
  });
  const address = kept.length === 0 ? path : `${path}?${kept.join("&")}`;
  return { address, complete: kept.length === parts.length };
}

/** The cache key: the page's address, and whether the request came over HTTPS (HSTS differs). */
export function pageCacheKey(req: IncomingMessage, secure: boolean) {
  return cacheKey(pageAddress(req.url ?? "/").address, secure);
}

function cacheKey(address: string, secure: boolean) {
  return `${secure ? "https" : "http"} ${address}`;
}

/** The address whose page answers this request: its URL without the parameters the page does not read. */
export function pageCacheAddress(req: IncomingMessage) {
  return pageAddress(req.url ?? "/").address;
}

/**
 * A page at its own address: a path in lower-case letters, digits, `-`, `_` and `.`, every
 * segment named (none empty, `.` or `..`), and no query. Only the pages that exist answer
 * 200 there, so these entries cannot be multiplied by made-up URLs.
 */
const OWN_ADDRESS = /^\/(?:[a-z0-9_-][a-z0-9._-]*(?:\/[a-z0-9_-][a-z0-9._-]*)*)?$/;

/** The part of the cache a key's page lives in (see QUERY_PAGE_CACHE_MAX_BYTES). */
function segmentOf(key: string) {
  return OWN_ADDRESS.test(key.slice(key.indexOf(" ") + 1)) ? pages : queryPages;
}

/**
 * Answers the request from the cache when it can: 200 with the best
 * encoding the client accepts, or 304 when its ETag still matches. Returns
 * false (and writes nothing) when the request must go to the app.
 */
export function servePageFromCache(
  req: IncomingMessage,
  res: ServerResponse,
  secure: boolean,
): boolean {
  if ((pages.size === 0 && queryPages.size === 0) || !isReadMethod(req.method)) return false;
  const now = Date.now();
  checkExpiry(now);
  const url = req.url ?? "/";
  const { address, complete } = pageAddress(url);
  const key = cacheKey(address, secure);
  const segment = segmentOf(key);
  const entry = segment.get(key);
  if (!entry || carriesPersonalState(req)) return false;
  // Only a URL that isCacheableRequest accepted was ever stored under its own key; a URL with
  // parameters the page does not read (dropped from the key) must pass it itself (`preview`).
  if (!complete && !isCacheableUrl(url)) return false;
  if (now - entry.storedAt > MAX_ENTRY_AGE_MS) {
    segment.delete(key);
    return false;
  }
  pageCacheStats.hits++;
  writeEntry(req, res, entry, secure);
  return true;
}

/**
 * Writes a cached page to the response (used on a hit and right after storing). A visitor's
 * first page also gets the lead-source cookie, set on this answer alone: the entry's bytes and
 * headers stay the same for everyone (docs/decisions/086-lead-source-cookie-beside-the-page-cache.md).
 */
export function writeEntry(
  req: IncomingMessage,
  res: ServerResponse,
  entry: Entry,
  secure: boolean,
) {
  const representation = entry.representations[preferredEncoding(req.headers["accept-encoding"])];
  const ifNoneMatch = req.headers["if-none-match"];
  if (matchesETag(ifNoneMatch, entry.etags)) {
    res.writeHead(304, {
      etag: representation.headers.etag,
      "cache-control": representation.headers["cache-control"],
      vary: "Accept-Encoding",
    });
    res.end();
    return;
  }
  const cookie = String(representation.headers["content-type"]).startsWith("text/html")
    ? leadSourceSetCookie(req.url ?? "/", req.headers, secure)
    : null;
  res.writeHead(
    200,
    cookie ? { ...representation.headers, "set-cookie": cookie } : representation.headers,
  );
  res.end(req.method === "HEAD" ? undefined : representation.body);
}

/** The Cache-Control of a cached page: shared caches keep it briefly, never past the next publish. */
function cacheControl(now: number) {
  let shared = SHARED_CACHE_SECONDS;
  if (expiresAt !== null)
    shared = Math.max(0, Math.min(shared, Math.floor((expiresAt - now) / 1000)));
  return `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
}

/** A page as the app rendered it, with the headers Express had set (security headers included). */
export type RenderedPage = {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
};

/** Whether a rendered answer may be kept: a plain 200 for anyone, with nothing per-visitor in it. */
export function isCacheableResponse(page: RenderedPage) {
  if (page.status !== 200) return false;
  if (page.headers["set-cookie"] !== undefined) return false;
  if (/\b(?:private|no-store|no-cache)\b/.test(String(page.headers["cache-control"] ?? "")))
    return false;
  return CACHED_TYPES.test(String(page.headers["content-type"] ?? ""));
}

/**
 * Compresses and keeps a rendered page, unless a drop happened since the
 * render started (`startedIn` is the generation at that moment). Returns the
 * entry to answer with (kept or not).
 */
export async function storePage(
  key: string,
  page: RenderedPage,
  startedIn: number,
): Promise<Entry> {
  const [gzipped, brotlied] = await Promise.all([
    gzip(page.body, { level: 9 }),
    brotli(page.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
      },
    }),
  ]);
  const now = Date.now();
  checkExpiry(now);
  const hash = createHash("sha256").update(page.body).digest("base64url").slice(0, 27);
  const base: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(page.headers)) {
    if (value === undefined || /^(?:content-length|content-encoding|etag|date)$/i.test(name))
      continue;
    base[name] = value;
  }
  base["cache-control"] = cacheControl(now);
  base.vary = "Accept-Encoding";
  const representation = (body: Buffer, encoding: Encoding): Representation => ({
    body,
    headers: {
      ...base,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "content-length": body.length,
      etag: `"${hash}-${encoding}"`,
    },
  });
  const entry: Entry = {
    representations: {
      identity: representation(page.body, "identity"),
      gzip: representation(gzipped, "gzip"),
      br: representation(brotlied, "br"),
    },
    etags: new Set([`"${hash}-identity"`, `"${hash}-gzip"`, `"${hash}-br"`]),
    storedAt: now,
  };
  const bytes = page.body.length + gzipped.length + brotlied.length;
  if (startedIn === generation && bytes <= MAX_ENTRY_BYTES) {
    segmentOf(key).set(key, entry, bytes);
    pageCacheStats.stores++;
  }
  return entry;
}
