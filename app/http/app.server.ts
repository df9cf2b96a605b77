/**
 * The app's HTTP layer, bundled with the routes into build/server/index.js
 * (vite.config.ts) so it shares their module instances. server.ts mounts it.
 */
import { randomBytes } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { closeDatabase, isDatabaseHealthy } from "~/db/db.server";
import { prepareApp } from "~/services/startup.server";
import { getEnv } from "~/utils/env.server";
import { logger, requestLogger } from "~/utils/logger.server";
import { requestInfoContext } from "~/http/request-context";
import { limitPlainBodies, refuseCrossSiteWrites, securityHeaders } from "~/http/security.server";
import { uploadsDir } from "~/utils/uploads.server";

export { getEnv, logger };

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", getEnv().TRUST_PROXY);

app.use(requestLogger);
app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  securityHeaders(res);
  next();
});

app.use(refuseCrossSiteWrites);
app.use(limitPlainBodies);

app.get("/healthz", (_req, res) => {
  const healthy = isDatabaseHealthy();
  res
    .status(healthy ? 200 : 503)
    .set("Cache-Control", "no-store")
    .json({ status: healthy ? "ok" : "unavailable" });
});

// Stored names are random and never reused, so a file can be cached for good.
app.use(
  "/uploads",
  express.static(uploadsDir(), {
    index: false,
    redirect: false,
    dotfiles: "deny",
    immutable: true,
    maxAge: "365d",
    fallthrough: false,
    setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
  }),
  (
    error: { status?: number },
    _req: express.Request,
    res: express.Response,
    _next: express.NextFunction,
  ) => {
    res
      .status(error.status === 403 ? 404 : (error.status ?? 404))
      .type("text/plain")
      .send("Not found");
  },
);

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(requestInfoContext, {
        cspNonce: res.locals.cspNonce,
        clientIp: req.ip ?? "",
      });
      return context;
    },
  }),
);

export async function start() {
  await prepareApp();
}

export function stop() {
  closeDatabase();
}
