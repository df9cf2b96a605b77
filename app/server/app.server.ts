/**
 * The app's HTTP layer, bundled with the routes into build/server/index.js
 * (vite.config.ts) so it shares their module instances. server.ts mounts it.
 *
 * The order a request passes through is `createApp` below, top to bottom.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { TLSSocket } from "node:tls";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { RouterContextProvider } from "react-router";
import { closeDatabase, isDatabaseHealthy, onContentChanged } from "~/db/db.server";
import { nextScheduledPublishAt } from "~/models/publish-schedule.server";
import { prepareApp } from "~/services/startup.server";
import { replicaStatus, startReplica, stopReplica } from "~/replica/replica.server";
import { startEnquiryJobs, stopEnquiryJobs } from "~/services/enquiry-mail.server";
import {
  startResumableUploadCleanup,
  stopResumableUploadCleanup,
} from "~/services/tus-uploads.server";
import { startTrashPurge, stopTrashPurge } from "~/services/trash.server";
import { isHiddenUpload } from "~/models/hidden-files.server";
import { getEnv } from "~/utils/env.server";
import { needsResolving, resolvePath } from "~/utils/url-path";
import { logFastRequest, logger, requestLogger } from "~/utils/logger.server";
import { getAdmin, getApiAdmin } from "~/http/auth.server";
import { requestInfoContext } from "~/http/request-context";
import { limitRequestBodies } from "~/server/request-body.server";
import { createFetchHandler, createRequestHandler } from "~/server/request-handler.server";
import { refuseUnsupportedPageRequests } from "~/server/allowed-requests.server";
import {
  invalidatePageCache,
  onPageCacheInvalidated,
  servePageFromCache,
  setCacheExpiryProvider,
  setPageParameterReader,
} from "~/server/page-cache.server";
import {
  cachePublicPages,
  dropPageCacheAfterContentWrites,
  setLeadSourceOnRenderedPages,
} from "~/server/page-cache-middleware.server";
import {
  answerErrors,
  keepApiPathsInApi,
  noStoreWhenPrivate,
  clientPagesStayPrivate,
  refuseCrossSiteWrites,
  BUILD_ASSET_HEADERS,
  buildAssetHeadersOf,
  securityHeaders,
  STATIC_FILE_HEADERS,
} from "~/server/security.server";
import { budgetRenders } from "~/server/render-budget.server";
import { createStaticHandler } from "~/server/static-files.server";
import { declaredPageParameters } from "~/server/route-tree.server";
import {
  RESUMABLE_UPLOADS_PATH,
  resumableUploads,
} from "~/server/resumable-upload-endpoint.server";
import { referencedFileNames } from "~/media/images.server";
import { uploadsDir } from "~/media/upload-folder.server";
import { findMissingVariants, queueVariants, variantStandIn } from "~/media/variant-queue.server";

export {
  createStaticHandler,
  getEnv,
  invalidatePageCache,
  logFastRequest,
  logger,
  BUILD_ASSET_HEADERS,
  buildAssetHeadersOf,
};

// Whatever changes public content drops the cached pages as it commits
// (docs/decisions/021-public-page-cache.md).
onContentChanged(invalidatePageCache);

/**
 * What a request that Express answers passes through, top to bottom. Before Express, server.ts
 * answers a path with dot segments (redirectToResolvedPath), then build assets, stored uploads
 * and cached public pages (serveFast; docs/decisions/022-static-files-fast-path.md).
 * `clientFiles` answers the files of build/client (Vite's own middleware in development).
 */
export function createApp(clientFiles: RequestHandler): express.Router {
  const app = express.Router();
  // Compressed answers for clients that accept them, static files included.
  app.use(compression());
  // A request that changed content empties the page cache (again) as it answers, however it ends.
  app.use(dropPageCacheAfterContentWrites);
  // One log line per request, also when aborted: before anything that may answer.
  app.use(requestLogger);
  // CSP with a fresh nonce, nosniff and the rest, on every answer (static files too).
  app.use(sendSecurityHeaders);
  // 403 for a write whose Origin (or Referer) names another site (docs/security/requests.md).
  app.use(refuseCrossSiteWrites);
  // 413 past the URL's body limit, before anything reads a body.
  app.use(limitRequestBodies);
  // /api/* stays JSON, whatever its dot segments: before a static file could answer it.
  app.use(keepApiPathsInApi);
  // The files of build/client, never for /api/* (that is JSON, from the routes).
  app.use(exceptApi(clientFiles));
  // The monitor's check: sets its own Cache-Control and Vary.
  app.get("/healthz", healthCheck);
  // Cache-Control: no-store on admin pages and on answers to a session or token.
  app.use(noStoreWhenPrivate);
  // private, no-store, no-referrer, noindex on a private project's client pages (/track/*).
  app.use(clientPagesStayPrivate);
  // Photos sent one by one, resumable (docs/api/conventions.md#resumable-uploads).
  app.use(RESUMABLE_UPLOADS_PATH, resumableUploads);
  // One URL per page: GET /path/ → 301 /path (docs/decisions/017-readable-urls.md).
  app.use(redirectTrailingSlash);
  // One case per page: GET /Blog → 301 /blog (docs/decisions/021-public-page-cache.md).
  app.use(redirectToRouteCase);
  // Anonymous public pages rendered once and kept, each render waiting its address's turn
  // (docs/decisions/021-public-page-cache.md); in development every request renders.
  if (pageCacheOn) app.use(cachePublicPages(handle, loadContext));
  // A first visit's lead-source cookie on the pages the cache did not answer (those it answers
  // get it beside the cached bytes; docs/decisions/086-lead-source-cookie-beside-the-page-cache.md).
  app.use(setLeadSourceOnRenderedPages);
  // The same turn for every other GET that renders (render-budget.server.ts).
  app.use(budgetRenders);
  // 405 (with Allow) for a method no page takes, 415 for a page's POST that is not a form.
  app.use(refuseUnsupportedPageRequests(build));
  // React Router: the pages and /api (the body read through request-body.server.ts).
  app.use(createRequestHandler({ handle, getLoadContext: loadContext }));
  // What reached Express as an error: JSON under /api, plain text elsewhere.
  app.use(answerErrors);
  return app;
}

/** A fresh nonce for the page's scripts, then the security headers (security.server.ts). */
const sendSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  securityHeaders(res);
  next();
};

/** Files are never answers to /api/* (those are JSON, from the routes). */
function exceptApi(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (req.path.startsWith("/api/") ? next() : handler(req, res, next));
}

/**
 * Whether a /healthz request comes from an administrator: a live session cookie or an API token
 * (the Authorization header /api reads). Anonymous requests, the usual monitor, build no Request.
 */
async function fromAdministrator(req: express.Request) {
  const { cookie, authorization } = req.headers;
  if (!cookie && !authorization) return false;
  const request = new Request("http://localhost/healthz", {
    headers: { cookie: cookie ?? "", authorization: authorization ?? "" },
  });
  return Boolean(getApiAdmin(request) ?? (await getAdmin(request)));
}

/** The monitor's check: the database, and the off-site copy when there is one. */
const healthCheck: RequestHandler = async (req, res, next) => {
  try {
    const healthy = isDatabaseHealthy();
    // The off-site copy, when there is one (docs/decisions/061-off-site-copy.md): no keys in it.
    // Where it is and what the storage server said are for administrators; anyone else learns
    // its state alone (docs/security/caching.md#health-check-details).
    const replica = replicaStatus();
    const shown =
      replica && healthy && (await fromAdministrator(req))
        ? replica
        : replica && { state: replica.state };
    res
      .status(healthy ? 200 : 503)
      .set("Cache-Control", "no-store")
      .set("Vary", "Cookie, Authorization")
      .json({ status: healthy ? "ok" : "unavailable", ...(shown ? { replica: shown } : {}) });
  } catch (error) {
    next(error);
  }
};

/**
 * One URL per page: /projects/ answers a permanent redirect to /projects
 * (the query kept). Leading slashes are collapsed so the target always
 * stays on this site.
 */
const redirectTrailingSlash: RequestHandler = (req, res, next) => {
  const trailing = req.path.length > 1 && req.path.endsWith("/");
  if (!trailing || !["GET", "HEAD"].includes(req.method) || req.path.startsWith("/api/")) {
    return next();
  }
  const url = new URL(req.originalUrl, "http://localhost");
  const pathname = url.pathname.replace(/\/+$/, "").replace(/^\/+/, "/") || "/";
  res.redirect(301, `${pathname}${url.search}`);
};

/**
 * One case per URL: React Router matches paths in any case, so `/Blog/x` would render the
 * post and `/TA/blog` the Tamil page marked English (the language is read from the lower-case
 * `/ta`), each a page of its own for the cache. A path with a capital letter answers a
 * permanent redirect to the route's own spelling: the language prefix and the route's first
 * segment are lowered; what follows (a slug, an id, a token, which may carry capitals) is left
 * to the page, whose slug lookup answers a capitalised slug with its one address
 * (app/models/listing.server.ts).
 */
const redirectToRouteCase: RequestHandler = (req, res, next) => {
  if (!/[A-Z]/.test(req.path) || !["GET", "HEAD"].includes(req.method)) return next();
  if (req.path.toLowerCase().startsWith("/api/")) return next();
  const url = new URL(req.originalUrl, "http://localhost");
  const canonical = lowerCaseRoute(url.pathname);
  if (canonical === url.pathname) return next();
  res.redirect(301, `${canonical.replace(/^\/+/, "/")}${url.search}`);
};

function lowerCaseRoute(pathname: string) {
  const segments = pathname.split("/");
  const routeSegment = segments[1]?.toLowerCase() === "ta" ? 2 : 1;
  return segments
    .map((segment, index) =>
      index <= routeSegment
        ? segment.replace(/%[0-9a-f]{2}|[^%]+/gi, (part) =>
            part.startsWith("%") ? part : part.toLowerCase(),
          )
        : segment,
    )
    .join("/");
}

const build = () => import("virtual:react-router/server-build");

function loadContext(req: express.Request, res: express.Response) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { cspNonce: res.locals.cspNonce, clientIp: req.ip ?? "" });
  return context;
}

/** In development every request renders, so code edits show at once. */
const pageCacheOn = getEnv().NODE_ENV === "production";
const handle = createFetchHandler(build);

/**
 * Stored names are random and never reused, so a file can be cached for
 * good; a responsive variant not made yet is answered by its original.
 */
const serveUploads = createStaticHandler({
  root: uploadsDir,
  prefix: "/uploads/",
  cacheControl: "public, max-age=31536000, immutable",
  headers: STATIC_FILE_HEADERS,
  standIn: variantStandIn,
  // Photos of items in the trash and those only earlier versions name answer as deleted ones
  // did (docs/decisions/044-history-and-trash.md).
  hidden: isHiddenUpload,
});
// A deleted image must not live on in memory.
onPageCacheInvalidated(serveUploads.clear);

/**
 * Express's own reading of TRUST_PROXY: whether a peer address is a trusted
 * proxy. server.ts gives it to its Express app (req.secure, req.ip and
 * req.host), and `isSecure` below uses it before Express.
 */
export const trustProxy = express()
  .set("trust proxy", getEnv().TRUST_PROXY)
  .get("trust proxy fn") as (address: string, hop: number) => boolean;

/** Whether each connection's peer is a trusted proxy: a socket's address never changes. */
const trustedPeers = new WeakMap<Socket, boolean>();

/** Whether the request came over HTTPS, by the same rules Express applies (TRUST_PROXY). */
function isSecure(req: IncomingMessage) {
  if ((req.socket as TLSSocket).encrypted) return true;
  const proto = req.headers["x-forwarded-proto"];
  if (!proto) return false;
  let trusted = trustedPeers.get(req.socket);
  if (trusted === undefined) {
    trusted = trustProxy(req.socket.remoteAddress ?? "", 0);
    trustedPeers.set(req.socket, trusted);
  }
  return trusted && String(proto).split(",")[0].trim() === "https";
}

/**
 * A path with `.` or `..` segments (plain or as %2e) or backslashes answers a redirect to the path
 * the router would read (`/x/../track/<secret>` → `/track/<secret>`), the query kept, before
 * anything else decides by path: routing, the caches, the static files and the request log all see
 * clean paths only, as browsers send them (docs/security/requests.md#dot-segments). GET and HEAD
 * get 301; other methods 308, which keeps the method, on a closed connection (the body unread).
 * Paths under /api/ are left to keepApiPathsInApi: they answer JSON, never a redirect. The log line
 * of the redirect itself masks a secret as any other (loggedPath resolves the same way). server.ts
 * calls this first; true when answered.
 */
export function redirectToResolvedPath(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.startsWith("/") || path.startsWith("/api/") || !needsResolving(path)) return false;
  // Leading slashes collapsed: `/.//evil.example` stays on this site.
  const target = resolvePath(path).replace(/^\/+/, "/") + (query === -1 ? "" : url.slice(query));
  const read = req.method === "GET" || req.method === "HEAD";
  res.writeHead(read ? 301 : 308, {
    Location: target,
    "Content-Length": "0",
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    ...(read ? {} : { Connection: "close" }),
  });
  res.end();
  return true;
}

/**
 * The requests answered before Express (server.ts calls this first): stored
 * uploads and cached public pages. Returns false for everything else.
 */
export function serveFast(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? "";
  if (url.startsWith("/uploads/") && !url.startsWith(`${RESUMABLE_UPLOADS_PATH}`)) {
    return serveUploads(req, res);
  }
  return pageCacheOn && servePageFromCache(req, res, isSecure(req));
}

export async function start() {
  await prepareApp();
  await startReplica();
  startEnquiryJobs();
  startResumableUploadCleanup();
  startTrashPurge();
  // Uploads from before responsive variants existed get theirs, in the background.
  // The folder is read before the server listens; the encoding runs in the background.
  void queueVariants(await findMissingVariants(referencedFileNames()));
  // Whatever start-up changed (configuration, migrations, seed) is shown fresh.
  invalidatePageCache();
  // Cached pages are dropped when a scheduled item goes live
  // (docs/decisions/021-public-page-cache.md, "Publish times"; 026-publish-state.md).
  setCacheExpiryProvider(nextScheduledPublishAt);
  // Each page is cached on the query parameters its route declares (app/http/page-parameters.ts).
  const routes = await build();
  setPageParameterReader((path) => declaredPageParameters(routes, path));
}

export function stop() {
  void stopReplica();
  stopEnquiryJobs();
  stopResumableUploadCleanup();
  stopTrashPurge();
  closeDatabase();
}
