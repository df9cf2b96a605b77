/**
 * The Express side of the page cache (app/server/page-cache.server.ts): the
 * middleware that renders and stores a missed page, and the one that drops
 * the cache again after a request that changed content.
 */
import type { OutgoingHttpHeaders } from "node:http";
import type { NextFunction, Request, Response } from "express";

import type { RouterContextProvider } from "react-router";
import { contentVersion } from "~/db/db.server";
import {
  invalidatePageCache,
  isCacheableRequest,
  isCacheableResponse,
  pageCacheGeneration,
  pageCacheAddress,
  pageCacheKey,
  pageCacheStats,
  storePage,
  writeEntry,
  type RenderedPage,
} from "./page-cache.server";
import { admitRender } from "./render-budget.server";
import { fetchRequestFor, type FetchHandler } from "./request-handler.server";
import {
  ADMIN_PATHS,
  CLIENT_PAGE_PATHS,
  lockScriptsByHash,
  STATIC_FILE_HEADERS,
} from "./security.server";
import { leadSourceSetCookie } from "~/http/lead-source.server";

/**
 * The cache is dropped by the code that changes content, as it commits
 * (`markContentChanged` in app/db/db.server.ts; app.server.ts
 * listens). A request during which content changed drops it once more as
 * its answer's headers are written (or when it ends, if cut short): files
 * that the write removed after its commit (photos, share images) may have
 * been read into the hot uploads cache in between. A request that changed
 * nothing (refused, failed, anonymous, an enquiry, a sign-in or sign-out)
 * leaves the cache alone, whatever its method and status.
 */
export function dropPageCacheAfterContentWrites(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const before = contentVersion();
  const dropIfContentChanged = () => {
    if (contentVersion() !== before) invalidatePageCache();
  };
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    dropIfContentChanged();
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  res.once("close", dropIfContentChanged);
  next();
}

/** The rendered answer with the headers Express set before (security headers) under the app's. */
async function render(
  handler: FetchHandler,
  req: Request,
  res: Response,
  address: string,
  context: RouterContextProvider,
): Promise<RenderedPage> {
  const response = await handler(fetchRequestFor(req, {}, address), context);
  const headers: OutgoingHttpHeaders = { ...res.getHeaders() };
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length) headers["set-cookie"] = setCookies;
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers, body };
}

type Rendered = Awaited<ReturnType<typeof storePage>> | RenderedPage;

/**
 * Renders an anonymous GET page through React Router's fetch handler and,
 * when the answer may be shared, keeps it (inline scripts locked by hash)
 * and answers from the stored entry. Requests for the same page that arrive
 * while it renders wait for that one render instead of starting their own.
 */
export function cachePublicPages(
  handler: FetchHandler,
  loadContext: (req: Request, res: Response) => RouterContextProvider,
) {
  const rendering = new Map<string, Promise<Rendered>>();

  return async function cachePublicPage(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" || !isCacheableRequest(req)) return next();
    // A URL with parameters the page does not read is answered with the page of the address
    // without them (page-cache.server.ts, `pageAddress`): rendered for that address and kept.
    const address = pageCacheAddress(req);
    const key = pageCacheKey(req, req.secure);
    const startedIn = pageCacheGeneration();
    const waitFor = `${startedIn} ${key}`;
    /** Answers from another request's render of the same page (no render of its own). */
    const join = async (pending: Promise<Rendered>) => {
      const result = await pending;
      if ("representations" in result) {
        pageCacheStats.hits++;
        return writeEntry(req, res, result, req.secure);
      }
      // Not shareable (an error page, a redirect): this request renders its own.
      next();
    };
    try {
      const pending = rendering.get(waitFor);
      if (pending) return await join(pending);
      // A render of its own waits its address's turn (render-budget.server.ts).
      if (!(await admitRender(req, res))) return;
      const startedMeanwhile = rendering.get(waitFor);
      if (startedMeanwhile) return await join(startedMeanwhile);
      pageCacheStats.misses++;
      const work = (async (): Promise<Rendered> => {
        const page = await render(handler, req, res, address, loadContext(req, res));
        if (!isCacheableResponse(page)) return page;
        const type = String(page.headers["content-type"]);
        if (type.startsWith("text/html")) {
          const locked = lockScriptsByHash(page.body.toString("utf8"), res.locals.cspNonce);
          page.body = Buffer.from(locked.html, "utf8");
          page.headers["content-security-policy"] = locked.policy;
        } else {
          // Data and feeds run no script: no nonce is kept in shared bytes or headers.
          page.headers["content-security-policy"] = STATIC_FILE_HEADERS["content-security-policy"];
        }
        return storePage(key, page, startedIn);
      })();
      rendering.set(waitFor, work);
      let result: Rendered;
      try {
        result = await work;
      } finally {
        rendering.delete(waitFor);
      }
      if ("representations" in result) return writeEntry(req, res, result, req.secure);
      // Not shareable (a redirect, an error page): the request's own URL answers, as without
      // the cache (a redirect keeps the query it was asked with).
      if (address !== req.url) return next();
      res.writeHead(result.status, result.headers);
      res.end(result.body);
    } catch (error) {
      next(error);
    }
  };
}

/** Paths where a visitor can land: public pages, not /api, files, the admin or a client's page. */
function isLandingPath(path: string) {
  if (/^\/(?:api|uploads|assets|healthz)(?:[/?.]|$)/.test(path)) return false;
  return !ADMIN_PATHS.test(path) && !CLIENT_PAGE_PATHS.test(path) && !path.endsWith(".data");
}

/**
 * The lead-source cookie on a first page the cache did not answer (a signed-in visitor, a page
 * kept per request, development): added as its answer's headers are written, to an HTML page
 * only. Pages the cache answers get it in `writeEntry` (page-cache.server.ts).
 */
export function setLeadSourceOnRenderedPages(req: Request, res: Response, next: NextFunction) {
  if ((req.method !== "GET" && req.method !== "HEAD") || !isLandingPath(req.path)) return next();
  const cookie = leadSourceSetCookie(req.originalUrl, req.headers, req.secure);
  if (!cookie) return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    const [status] = args;
    const type = String(this.getHeader("content-type") ?? "");
    if (status === 200 && type.startsWith("text/html") && !this.getHeader("set-cookie")) {
      this.setHeader("set-cookie", cookie);
    }
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
}
