/**
 * The one Node process (docs/decisions/002-one-express-process.md): what can
 * be answered without Express first (build assets, uploads, cached pages:
 * docs/decisions/012-static-files-fast-path.md), then Express with the app's
 * HTTP layer (app/http/app.server.ts: /healthz, pages and /api).
 */
import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import compression from "compression";
import express from "express";
import type * as AppServer from "./app/http/app.server";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const production = process.env.NODE_ENV === "production";
type AppModule = typeof AppServer;

/** Configuration and start-up problems name the setting at fault, without a stack trace. */
function refuseToStart(error: unknown): never {
  const known =
    error instanceof Error && ["EnvError", "StartupError"].includes(error.constructor.name);
  console.error(known ? `Cannot start: ${(error as Error).message}` : error);
  process.exit(1);
}

const server = express();
server.disable("x-powered-by");
server.use(compression());

let appModule: AppModule;
/** Answers a request without Express when it can (returns true), in order. */
let serveFast: (req: IncomingMessage, res: ServerResponse) => boolean = () => false;
if (production) {
  server.use(express.static("build/client", { maxAge: "1h", index: false }));
  appModule = (await import(
    // @ts-expect-error: the build output has no types
    "./build/server/index.js"
  ).catch(refuseToStart)) as AppModule;
  await appModule.start().catch(refuseToStart);
  server.use(appModule.app);
  serveFast = buildAssetsFirst(appModule);
} else {
  const vite = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true } }),
  );
  server.use(vite.middlewares);
  appModule = (await vite
    .ssrLoadModule("./app/http/app.server.ts")
    .catch(refuseToStart)) as AppModule;
  await appModule.start().catch(refuseToStart);
  serveFast = (req, res) => appModule.serveFast(req, res);
  server.use(async (req, res, next) => {
    try {
      const fresh = (await vite.ssrLoadModule("./app/http/app.server.ts")) as AppModule;
      fresh.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
}

/** Build assets (hashed names: cached for a year), then the app's fast path. */
function buildAssetsFirst(app: AppModule) {
  const serveAssets = app.createStaticHandler({
    root: "build/client/assets",
    prefix: "/assets/",
    cacheControl: "public, max-age=31536000, immutable",
    headers: app.STATIC_FILE_HEADERS,
  });
  return (req: IncomingMessage, res: ServerResponse) =>
    serveAssets(req, res) || app.serveFast(req, res);
}

const env = appModule.getEnv();
const listener = http.createServer((req, res) => {
  if (!serveFast(req, res)) server(req, res);
});
listener.listen(env.PORT, env.HOST, () => {
  const address = listener.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  appModule.logger.info(`Serving on http://${env.HOST}:${port}`);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  appModule.logger.info({ signal }, "shutting down: finishing requests in flight");
  listener.close(() => {
    appModule.stop();
    process.exit(0);
  });
  listener.closeIdleConnections();
  // Requests that outlive this are cut so a deploy never hangs.
  setTimeout(() => {
    appModule.stop();
    process.exit(1);
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
