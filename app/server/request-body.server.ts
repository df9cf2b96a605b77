/**
 * Request bodies are counted while they stream, whatever their Content-Type
 * and whether or not they declare a Content-Length (chunked bodies do not).
 * Each URL gets a limit that fits what it accepts: a few KB for sign-in and
 * the contact form, the upload allowance for the forms and /api calls that
 * take images, 1 MB for everything else. Past the limit the request is
 * answered 413 at once (JSON under /api, a short page otherwise) and the
 * route reading the body sees its stream fail.
 *
 * A body the server stopped reading (the 413 above, or a route that refused an 11 MB photo after 10
 * MB) would otherwise stall the keep-alive connection it came on. What is left is drained when it
 * is small and known to be small; otherwise the connection is closed once the answer is out
 * (finishUnreadBody). See docs/security/requests.md#request-bodies and
 * docs/decisions/012-streamed-body-limits.md.
 */
import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import {
  MAX_FILES_PER_REQUEST,
  MAX_FORM_TEXT_BYTES,
  MAX_UPLOAD_BYTES,
} from "~/media/upload-limits";
import { photoReceivingPaths, type KindEntry } from "~/kinds/registry";
import { MAX_DOCUMENT_BYTES } from "~/schemas/client-documents";

const KB = 1024;
const MB = 1024 * KB;

export const BODY_LIMITS = {
  /** E-mail, password, a return path: a few hundred bytes in practice. */
  small: 16 * KB,
  /** Every image at its limit plus the text fields. */
  upload: MAX_FILES_PER_REQUEST * MAX_UPLOAD_BYTES + MAX_FORM_TEXT_BYTES,
  /** A private project's PDF and its titles (docs/product/client-documents.md). */
  document: MAX_DOCUMENT_BYTES + 64 * KB,
  /** Anything else that has a body (delete confirmations, future forms). */
  default: 1 * MB,
} as const;

/** Routes whose body is small by nature (app/routes.ts: sign-in, sign-out, contact). */
const SMALL_BODY_PATHS = /^\/(login|logout|contact|api\/login|api\/logout)?$/;

/**
 * Routes that receive images (callers of app/services/submissions.server.ts and the site
 * sections' form): every kind's add and edit forms and its /api create and update calls
 * (app/kinds/registry.ts), and the Site Pages editors (team, service and testimonial photos).
 */
export function uploadPathPattern(kinds?: Record<string, KindEntry>): RegExp {
  const kindPaths = photoReceivingPaths(kinds).map((path) =>
    path.slice(1).replace(/:[^/]+/g, "[^/]+"),
  );
  return new RegExp(`^/(${[...kindPaths, "site-content/[^/]+"].join("|")})$`);
}
const UPLOAD_PATHS = uploadPathPattern();

/** The route a request is for: single-fetch data requests add `.data` to the page's path. */
function routePath(path: string) {
  if (path === "/_root.data") return "/";
  return path.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
}

/** The resumable upload endpoint (app/server/resumable-upload-endpoint.server.ts): one photo per upload. */
const RESUMABLE_UPLOAD_PATH = /^\/uploads\/resumable(\/[^/]+)?$/;

/** The admin's and the API's document uploads. */
const DOCUMENT_PATHS = /^\/(edit-project|api\/projects)\/[^/]+\/documents$/;

export function bodyLimitFor(path: string): number {
  const route = routePath(path);
  if (DOCUMENT_PATHS.test(route)) return BODY_LIMITS.document;
  if (RESUMABLE_UPLOAD_PATH.test(route)) return MAX_UPLOAD_BYTES;
  if (SMALL_BODY_PATHS.test(route)) return BODY_LIMITS.small;
  if (UPLOAD_PATHS.test(route)) return BODY_LIMITS.upload;
  return BODY_LIMITS.default;
}

/** What is left of a refused body is read and thrown away only when it is this small. */
const DRAIN_LIMIT_BYTES = 16 * MB;
/** ...and arrives within this time; otherwise the connection is closed. */
const DRAIN_TIMEOUT_MS = 30_000;
/**
 * A connection that is being closed still takes (and drops) data until the
 * client has been silent this long, but never longer than the drain timeout
 * (nginx's lingering_timeout and lingering_time); see finishUnreadBody.
 */
const LINGER_IDLE_MS = 5_000;

type BodyState = {
  limit: number;
  received: number;
  /** Stops feeding the route's stream (the route is done with it, or it was refused). */
  detach: () => void;
};

const bodies = new WeakMap<IncomingMessage, BodyState>();

const TOO_LARGE_MESSAGE = "Request body too large";

function hasBody(req: IncomingMessage) {
  return req.method !== "GET" && req.method !== "HEAD";
}

function declaredLength(req: IncomingMessage) {
  const header = req.headers["content-length"];
  return header === undefined ? null : Number(header);
}

/** Calls `hook` just before the status line and headers go out, whoever sends them. */
export function beforeHeaders(res: Response, hook: () => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    hook();
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as typeof res.writeHead;
}

/**
 * After the answer, what is left of a body nobody read: small leftovers are
 * read and dropped, so the connection serves the next request; larger ones
 * end the connection. It is not cut at once: closing a socket with unread
 * data makes the kernel send a reset, which can destroy the answer before
 * the client reads it. So the server sends its FIN and keeps dropping what
 * arrives while the client is still sending (a busy client can take seconds
 * to notice the answer), and closes once it has been quiet for a few seconds
 * or the drain timeout has passed.
 */
function finishUnreadBody(req: IncomingMessage) {
  if (req.complete || req.destroyed) return;
  const state = bodies.get(req);
  state?.detach();
  const socket = req.socket;
  const length = declaredLength(req);
  const left = length === null ? Infinity : length - (state?.received ?? 0);
  const small = left <= DRAIN_LIMIT_BYTES;
  const timers = [setTimeout(() => socket.destroy(), DRAIN_TIMEOUT_MS)];
  if (small) {
    req.once("end", () => clearTimeout(timers[0]));
  } else {
    const idle = setTimeout(() => socket.destroy(), LINGER_IDLE_MS);
    req.on("data", () => idle.refresh());
    timers.push(idle);
    socket.end();
    // When the request asked for `Connection: close`, Node's own 'finish' handler (it runs
    // before this one) has already arranged to destroy the socket once the answer is
    // flushed (`destroySoon`), which is the reset this lingering is here to avoid.
    socket.removeListener("finish", socket.destroy);
  }
  for (const timer of timers) timer.unref();
  socket.once("close", () => timers.forEach(clearTimeout));
  req.resume();
}

function wantsJson(req: Request) {
  return req.path.startsWith("/api/") || (req.get("Accept") ?? "").includes("application/json");
}

function tooLargePage(limit: number) {
  const size = limit >= MB ? `${Math.round(limit / MB)} MB` : `${Math.round(limit / KB)} KB`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Too much sent</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:4rem 1rem;background:#f1f5f9;color:#0f172a}main{max-width:32rem;margin:auto;background:#fff;border-radius:1rem;padding:2rem;box-shadow:0 1px 2px #0002}h1{margin-top:0;font-size:1.5rem}a{color:#c2410c;font-weight:600}</style>
</head>
<body><main><h1>Too much was sent</h1><p>What you sent is larger than this page accepts (${size}). Nothing was saved. Go back, shorten it and try again.</p><p><a href="/">Back to the website</a></p></main></body>
</html>`;
}

/** Answers 413 to a request whose body is over its limit. */
function refuseTooLarge(req: Request, res: Response, limit: number) {
  if (res.headersSent) return;
  res.status(413).set("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.json({ message: TOO_LARGE_MESSAGE });
  else if (wantsJson(req)) res.json({ message: TOO_LARGE_MESSAGE, errors: {}, values: {} });
  else res.type("html").send(tooLargePage(limit));
}

/**
 * Mounted before anything that may read a body: refuses a declared length
 * over the limit without reading it, and prepares the unread-body handling.
 */
export function limitRequestBodies(req: Request, res: Response, next: NextFunction) {
  if (!hasBody(req)) return next();
  const limit = bodyLimitFor(req.path);
  bodies.set(req, { limit, received: 0, detach: () => {} });
  res.on("finish", () => finishUnreadBody(req));
  const length = declaredLength(req);
  if (length !== null && length > limit) return refuseTooLarge(req, res, limit);
  next();
}

class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(TOO_LARGE_MESSAGE);
    this.name = "BodyTooLargeError";
  }
}

/**
 * The request body as a web stream for the route, counted as it arrives:
 * past the limit the request is answered 413 and the stream fails, so a
 * route reading it stops at once. Reads only as fast as the route does.
 */
export function streamRequestBody(
  req: Request,
  res: Response,
  onRefused: () => void,
): ReadableStream<Uint8Array> {
  const state = bodies.get(req) ?? {
    limit: bodyLimitFor(req.path),
    received: 0,
    detach: () => {},
  };
  bodies.set(req, state);
  let settled = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;

  const onData = (chunk: Buffer) => {
    state.received += chunk.length;
    if (state.received > state.limit) {
      settle();
      req.pause();
      controller.error(new BodyTooLargeError(state.limit));
      refuseTooLarge(req, res, state.limit);
      onRefused();
      return;
    }
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };
  const onEnd = () => {
    settle();
    controller.close();
  };
  const onError = (error: Error) => {
    settle();
    controller.error(error);
  };
  const onClose = () => {
    if (settled) return;
    settle();
    controller.error(new Error("The client closed the connection before the body ended"));
  };
  function settle() {
    settled = true;
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("error", onError);
    req.off("close", onClose);
  }
  state.detach = () => {
    if (settled) return;
    settle();
    try {
      controller.error(new Error("The body is no longer read"));
    } catch {
      // Already closed by the reader.
    }
  };

  return new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        req.on("data", onData);
        req.on("end", onEnd);
        req.on("error", onError);
        req.on("close", onClose);
      },
      pull() {
        if (!settled) req.resume();
      },
      cancel() {
        settle();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * KB }),
  );
}
