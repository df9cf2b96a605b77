/**
 * The app's HTTP layer, bundled with the routes into build/server/index.js
 * (vite.config.ts) so it shares their module instances. server.ts mounts it.
 *
 * Order of the middleware, for every request (server.ts mounts `edge`
 * before the static files of build/client and `app` after them):
 *
 *   edge: 1. requestLogger       one log line per request, also when aborted
 *         2. securityHeaders     CSP with a fresh nonce, nosniff, ... (static files too)
 *         3. refuseCrossSiteWrites
 *         4. limitRequestBodies  413 past the URL's body limit, drain or close after
 *         5. keepApiPathsInApi   /api/* stays JSON, whatever its dot segments
 *   server.ts: build/client files (never for /api/*)
 *   app:  6. /healthz
 *         7. /uploads            stored images
 *         8. noStoreWhenPrivate  Cache-Control: no-store on admin pages and on
 *                                answers to requests carrying a session or token
 *         9. React Router        pages and /api (body read through request-body.server.ts)
 *        10. answerErrors        JSON under /api, plain text elsewhere
 *
 * A response cache for public pages belongs after 8 (it must never see a
 * request that carries a session) and before 9.
 */
import { randomBytes } from "node:crypto";
import express from "express";
import { RouterContextProvider } from "react-router";
import { closeDatabase, isDatabaseHealthy } from "~/db/db.server";
import { prepareApp } from "~/services/startup.server";
import { getEnv } from "~/utils/env.server";
import { logger, requestLogger } from "~/utils/logger.server";
import { requestInfoContext } from "~/http/request-context";
import { limitRequestBodies } from "~/http/request-body.server";
import { createRequestHandler } from "~/http/request-handler.server";
import {
  answerErrors,
  keepApiPathsInApi,
  noStoreWhenPrivate,
  refuseCrossSiteWrites,
  securityHeaders,
} from "~/http/security.server";
import { uploadsDir } from "~/utils/uploads.server";

export { getEnv, logger };

/** Runs before everything else, static files included. */
export const edge = express();
edge.disable("x-powered-by");
edge.set("trust proxy", getEnv().TRUST_PROXY);
edge.use(requestLogger);
edge.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  securityHeaders(res);
  next();
});
edge.use(refuseCrossSiteWrites);
edge.use(limitRequestBodies);
edge.use(keepApiPathsInApi);

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", getEnv().TRUST_PROXY);

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

app.use(noStoreWhenPrivate);

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

app.use(answerErrors);

export async function start() {
  await prepareApp();
}

export function stop() {
  closeDatabase();
}
