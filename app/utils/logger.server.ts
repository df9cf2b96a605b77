import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import pino from "pino";
import { getEnv } from "./env.server";
import { resolvePath } from "./url-path";

/**
 * Lines go to stdout without blocking (sonic-boom): a reader that falls
 * behind makes lines wait in memory instead of stalling requests, and pino
 * writes what is left synchronously when the process exits.
 */
const stdout = pino.destination({ dest: 1, sync: false });

/**
 * Request lines gather here and leave in one write every
 * REQUEST_LINES_FLUSH_MS (or once REQUEST_LINES_MAX_CHARS have gathered):
 * under load that is one write for hundreds of requests instead of one each
 * (docs/decisions/031-cheap-request-log.md). Every other line first sends
 * the gathered ones, so the log keeps its order.
 */
let pendingRequestLines = "";
let flushTimer: NodeJS.Timeout | undefined;
const REQUEST_LINES_FLUSH_MS = 50;
const REQUEST_LINES_MAX_CHARS = 32 * 1024;

/** Hands the gathered request lines to stdout (called on a timer, before other lines, at exit). */
function flushRequestLines() {
  if (flushTimer) {
    clearTimeout(flushTimer);
    flushTimer = undefined;
  }
  if (pendingRequestLines === "") return;
  const lines = pendingRequestLines;
  pendingRequestLines = "";
  stdout.write(lines);
}

function queueRequestLine(line: string) {
  pendingRequestLines += line;
  if (pendingRequestLines.length >= REQUEST_LINES_MAX_CHARS) flushRequestLines();
  else if (!flushTimer) flushTimer = setTimeout(flushRequestLines, REQUEST_LINES_FLUSH_MS).unref();
}

// Before pino's own exit handler (it writes stdout's buffer synchronously), so no line is lost
// when the process exits: after a shutdown, process.exit or an uncaught exception.
process.prependListener("exit", flushRequestLines);

export const logger = pino(
  { level: getEnv().NODE_ENV === "test" ? "silent" : getEnv().LOG_LEVEL, base: undefined },
  {
    write(line: string) {
      flushRequestLines();
      stdout.write(line);
    },
  },
);

/**
 * Addresses that are themselves a secret: whoever holds one can act with
 * it (a password-reset link sets the password). The log names their route
 * pattern instead of the address. One line per route; a route served in
 * both languages needs its /ta/ line too (docs/security/data.md#request-log). A test walks
 * app/routes.ts for every parameter named `secret` or `token` (app/server/private-paths.test.ts).
 */
const SECRET_ROUTES = [
  "/reset-password/:token",
  "/track/:secret",
  "/ta/track/:secret",
  "/track-mail/stop/:secret",
  "/ta/track-mail/stop/:secret",
  // A site visit's private page and its calendar file; the owner's calendar feed.
  "/visit/:secret",
  "/ta/visit/:secret",
  "/calendar/:secretFile",
];

/** A pattern's static start, up to its first parameter, followed by at least one character. */
function secretRouteMatcher(pattern: string) {
  const start = pattern.slice(0, pattern.indexOf(":"));
  const escaped = start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return { pattern, test: new RegExp(`^${escaped}[^/]`, "i") };
}

const secretRouteMatchers = SECRET_ROUTES.map(secretRouteMatcher);

/**
 * The path as the log may show it: a path that carries a secret (at any
 * depth, in any letter case, percent-encoded or with doubled slashes, as a
 * data request, behind `.` or `..` segments) becomes its route pattern. React Router matches routes
 * without regard to case, so the log must too.
 */
export function loggedPath(path: string) {
  // Dot segments and backslashes first, as the router resolves them (`/./track/<secret>`).
  let plain = resolvePath(path);
  if (plain.includes("%")) {
    try {
      plain = decodeURIComponent(plain);
    } catch {
      // A malformed escape is not a route: compared as it came.
    }
    // Masking more than the router would is harmless: `%2F..%2F` is resolved too.
    plain = resolvePath(plain);
  }
  if (plain.includes("//")) plain = plain.replace(/\/{2,}/g, "/");
  for (const route of secretRouteMatchers) if (route.test.test(plain)) return route.pattern;
  return path;
}

/** pino's number for `info`: request lines are written at that level. */
const INFO = 30;

/**
 * One line per request: method, path, status, duration. Query strings,
 * headers and bodies are left out, and a path that is a secret is logged as
 * its route pattern (loggedPath), so passwords, cookies, tokens and reset
 * links never reach the log. A request whose connection closed before the answer was
 * complete (the client gave up, or a server timeout cut it) is logged with
 * status "aborted".
 */
export function requestLogger(req: Request, res: Response, next: NextFunction) {
  // Read now: mounted routers rewrite req.url while they run.
  logWhenAnswered(req.method, loggedPath(req.path), res, performance.now());
  next();
}

/**
 * The same line for requests answered before Express (build assets, uploads
 * and cached pages: server.ts), which have no `req.path` of their own.
 * `started` is a `performance.now()` reading.
 */
export function logFastRequest(req: IncomingMessage, res: ServerResponse, started: number) {
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  const path = loggedPath(query === -1 ? url : url.slice(0, query));
  // Answered from memory and already handed to the kernel in full (what 'finish' waits for):
  // the line is written now, without a listener per request.
  const socket = res.socket;
  if (res.writableEnded && socket && !socket.destroyed && socket.writableLength === 0) {
    if (logger.levelVal <= INFO)
      queueRequestLine(requestLine(req.method ?? "GET", path, res.statusCode, elapsedMs(started)));
    return;
  }
  logWhenAnswered(req.method ?? "GET", path, res, started);
}

/** Milliseconds since `started` (a `performance.now()` reading), to a tenth. */
function elapsedMs(started: number) {
  return Math.round((performance.now() - started) * 10) / 10;
}

function logWhenAnswered(method: string, path: string, res: ServerResponse, started: number) {
  // One listener: 'close' follows 'finish' on every answer, and comes alone when it was cut short.
  res.once("close", () => {
    const ms = elapsedMs(started);
    if (!res.writableFinished) logger.warn({ method, path, status: "aborted", ms }, "request");
    else if (logger.levelVal <= INFO)
      queueRequestLine(requestLine(method, path, res.statusCode, ms));
  });
}

/**
 * The line pino would write for `logger.info({ method, path, status, ms },
 * "request")`, built as one string: the hottest line of the app costs no
 * object walk (logger.server.test.ts holds the two to the same output).
 */
export function requestLine(method: string, path: string, status: number, ms: number) {
  return `{"level":${INFO},"time":${Date.now()},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)},"status":${status},"ms":${ms},"msg":"request"}\n`;
}
