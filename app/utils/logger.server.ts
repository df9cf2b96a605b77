import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import pino from "pino";
import { getEnv } from "./env.server";

/**
 * Lines go to stdout without blocking: while one write is under way the next
 * lines gather and leave together (one system call per batch instead of one
 * per request under load; pino flushes what is left when the process exits).
 */
export const logger = pino(
  { level: getEnv().NODE_ENV === "test" ? "silent" : getEnv().LOG_LEVEL, base: undefined },
  pino.destination({ dest: 1, sync: false }),
);

/**
 * One line per request: method, path, status, duration. Query strings,
 * headers and bodies are left out, so passwords, cookies and tokens never
 * reach the log. A request whose connection closed before the answer was
 * complete (the client gave up, or a server timeout cut it) is logged with
 * status "aborted".
 */
export function requestLogger(req: Request, res: Response, next: NextFunction) {
  // Read now: mounted routers rewrite req.url while they run.
  logWhenAnswered(req.method, req.path, res, process.hrtime.bigint());
  next();
}

/**
 * The same line for requests answered before Express (build assets, uploads
 * and cached pages: server.ts), which have no `req.path` of their own.
 */
export function logFastRequest(req: IncomingMessage, res: ServerResponse, started: bigint) {
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  logWhenAnswered(req.method ?? "GET", query === -1 ? url : url.slice(0, query), res, started);
}

function logWhenAnswered(method: string, path: string, res: ServerResponse, started: bigint) {
  // One listener: 'close' follows 'finish' on every answer, and comes alone when it was cut short.
  res.once("close", () => {
    const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    if (res.writableFinished) logger.info({ method, path, status: res.statusCode, ms }, "request");
    else logger.warn({ method, path, status: "aborted", ms }, "request");
  });
}
