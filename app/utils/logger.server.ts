import type { NextFunction, Request, Response } from "express";
import pino from "pino";
import { getEnv } from "./env.server";

export const logger = pino({
  level: getEnv().NODE_ENV === "test" ? "silent" : getEnv().LOG_LEVEL,
  base: undefined,
});

/**
 * One line per request: method, path, status, duration. Query strings,
 * headers and bodies are left out, so passwords, cookies and tokens never
 * reach the log.
 */
export function requestLogger(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info(
      { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
      "request",
    );
  });
  next();
}
