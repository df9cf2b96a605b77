/**
 * Express → React Router: the adapter @react-router/express would be, with what this app needs
 * and the package has no hook for (docs/decisions/081-own-request-adapter.md):
 *
 * - the route reads the body through `streamRequestBody`, which counts it and stops at the URL's
 *   limit (request-body.server.ts), instead of straight from the socket;
 * - a method the fetch API cannot carry reaches /api as PATCH, so the route answers its own 405;
 * - the client's address Express read (behind a trusted proxy only) goes with the Request, for
 *   the limits and the audit log;
 * - one React Router handler serves the routes and the page cache
 *   (page-cache-middleware.server.ts), which renders through `fetchRequestFor` too, for the
 *   page's address (its URL less the parameters it does not read).
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler as createReactRouterHandler, type ServerBuild } from "react-router";
import type { RouterContextProvider } from "react-router";
import { rememberClientAddress } from "~/utils/request-client.server";
import { streamRequestBody } from "./request-body.server";

/** React Router's own request handler: a web Request in, a web Response out. */
export type FetchHandler = (
  request: globalThis.Request,
  context: RouterContextProvider,
) => Promise<globalThis.Response>;

/** React Router's handler for the app's build, shared by the page cache and the routes. */
export function createFetchHandler(build: () => Promise<ServerBuild>): FetchHandler {
  return createReactRouterHandler(build, process.env.NODE_ENV);
}

type Options = {
  handle: FetchHandler;
  getLoadContext: (req: Request, res: Response) => RouterContextProvider;
};

function requestHeaders(req: Request) {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(key, value);
  }
  return headers;
}

/** The methods React Router routes (GET and HEAD to loaders, the others to actions). */
const ROUTED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * Any other method (TRACE, which the fetch API refuses to carry, OPTIONS,
 * PROPFIND...) reaches here only under /api (allowed-requests.server.ts
 * answers it for pages). It is handed to the route as PATCH, which no /api
 * route takes, so the route answers its own 405 naming its methods in
 * `Allow` (docs/api/README.md), as it would for any method it does not take.
 */
function routedMethod(method: string) {
  return ROUTED_METHODS.has(method) ? method : "PATCH";
}

/**
 * The web Request for an Express request: its URL, headers and `init` (a GET without a body
 * unless told otherwise), with the client's address remembered for the limits and the audit log.
 */
export function fetchRequestFor(
  req: Request,
  init: RequestInit & { duplex?: "half" } = {},
  pathAndQuery = req.originalUrl,
): globalThis.Request {
  // req.host honours X-Forwarded-Host only from trusted proxies ("trust proxy").
  const host = (req.host || "localhost").split(/[\\/?#@]/)[0];
  const url = new URL(`${req.protocol}://${host}${pathAndQuery}`);
  const request = new globalThis.Request(url.href, { ...init, headers: requestHeaders(req) });
  // The address the limits and the audit log see: Express's, behind the trusted proxy only.
  rememberClientAddress(request, req.ip ?? "");
  return request;
}

/** The request a route answers: its method, its counted body, aborted when the client leaves. */
function routedRequest(req: Request, res: Response) {
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = {
    method: routedMethod(req.method),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // A refused body ends the request: the route's work is dropped, not logged as an error.
    init.body = streamRequestBody(req, res, () => controller?.abort());
    init.duplex = "half";
  }
  return fetchRequestFor(req, init);
}

async function sendResponse(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded || res.headersSent) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

export function createRequestHandler({ handle, getLoadContext }: Options) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const request = routedRequest(req, res);
      const response = await handle(request, getLoadContext(req, res));
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}
