/**
 * The Express side of the page cache (app/http/page-cache.server.ts): the
 * middleware that renders and stores a missed page, and the one that drops
 * the cache after every write.
 */
import type { OutgoingHttpHeaders } from "node:http";
import type { NextFunction, Request, Response } from "express";

import type { RouterContextProvider } from "react-router";
import {
  invalidatePageCache,
  isCacheableRequest,
  isCacheableResponse,
  pageCacheGeneration,
  pageCacheKey,
  pageCacheStats,
  storePage,
  writeEntry,
  type RenderedPage,
} from "./page-cache.server";
import { lockScriptsByHash, STATIC_FILE_HEADERS } from "./security.server";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every request that may change data (any method but GET, HEAD and
 * OPTIONS: admin forms, /api writes, sign-in, the contact form) drops the
 * whole cache unless it was refused (4xx: a refused request changed
 * nothing; a 5xx drops it too, in case it failed half-way). The drop happens
 * as the answer's headers are written, before the client can see the answer
 * and ask for a page again, and once more when the request ends (a request
 * cut short writes no headers).
 */
export function dropPageCacheAfterWrites(req: Request, res: Response, next: NextFunction) {
  if (READ_METHODS.has(req.method)) return next();
  const dropUnlessRefused = () => {
    if (res.statusCode < 400 || res.statusCode >= 500) invalidatePageCache();
  };
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (typeof args[0] === "number") res.statusCode = args[0];
    dropUnlessRefused();
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  res.once("close", dropUnlessRefused);
  next();
}

/** React Router's own request handler: a web Request in, a web Response out. */
type FetchHandler = (
  request: globalThis.Request,
  context: RouterContextProvider,
) => Promise<globalThis.Response>;

function toFetchRequest(req: Request): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return new globalThis.Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, {
    method: "GET",
    headers,
  });
}

/** The rendered answer with the headers Express set before (security headers) under the app's. */
async function render(
  handler: FetchHandler,
  req: Request,
  res: Response,
  context: RouterContextProvider,
): Promise<RenderedPage> {
  const response = await handler(toFetchRequest(req), context);
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
    const key = pageCacheKey(req, req.secure);
    const startedIn = pageCacheGeneration();
    const waitFor = `${startedIn} ${key}`;
    try {
      const pending = rendering.get(waitFor);
      if (pending) {
        const result = await pending;
        if ("representations" in result) {
          pageCacheStats.hits++;
          return writeEntry(req, res, result);
        }
        // Not shareable (an error page, a redirect): this request renders its own.
        return next();
      }
      pageCacheStats.misses++;
      const work = (async (): Promise<Rendered> => {
        const page = await render(handler, req, res, loadContext(req, res));
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
      if ("representations" in result) return writeEntry(req, res, result);
      res.writeHead(result.status, result.headers);
      res.end(result.body);
    } catch (error) {
      next(error);
    }
  };
}
