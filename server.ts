/**
 * The one Node process (docs/decisions/002-one-express-process.md): what can
 * be answered without Express first (a path with dot segments, build assets,
 * uploads, cached pages: docs/decisions/022-static-files-fast-path.md), then
 * Express: the app's middleware in order (`createApp` in app/server/app.server.ts),
 * the files of build/client among them.
 */
import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net, { type Socket } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import express from "express";
import type * as AppServer from "./app/server/app.server";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

const production = process.env.NODE_ENV === "production";
type AppModule = typeof AppServer;

/** Configuration and start-up problems name the setting at fault, without a stack trace. */
function refuseToStart(error: unknown): never {
  const known =
    error instanceof Error &&
    ["EnvError", "StartupError", "ReplicaOwnerError"].includes(error.constructor.name);
  console.error(known ? `Cannot start: ${(error as Error).message}` : error);
  process.exit(1);
}

/** What a failed listen says: the port taken names the setting to change. */
function cannotListen(error: NodeJS.ErrnoException, host: string, port: number) {
  return error.code === "EADDRINUSE"
    ? `Cannot start: port ${port} on ${host} is already in use. Stop the other server or set PORT to a free port.`
    : `Cannot start: cannot listen on ${host}:${port}: ${error.message}`;
}

/**
 * Tries HOST:PORT before start-up does any work: migrations, the demo seed (up to a minute) and
 * the off-site copy would otherwise run first, and a server that cannot listen would have seeded
 * a database for nothing. Another process may still take the port in the moment between; the
 * listener's own error below says the same then.
 */
async function refuseBusyPort(app: AppModule) {
  let env: ReturnType<AppModule["getEnv"]>;
  try {
    env = app.getEnv();
  } catch (error) {
    refuseToStart(error);
  }
  if (env.PORT === 0) return;
  const probe = net.createServer();
  await new Promise<void>((resolve) => {
    probe.once("error", (error: NodeJS.ErrnoException) => {
      console.error(cannotListen(error, env.HOST, env.PORT));
      process.exit(1);
    });
    probe.listen({ port: env.PORT, host: env.HOST, exclusive: true }, () =>
      probe.close(() => resolve()),
    );
  });
}

const server = express();
server.disable("x-powered-by");

let appModule: AppModule;
/** Answers a request without Express when it can (returns true). */
let serveFast: (req: IncomingMessage, res: ServerResponse) => boolean;
if (production) {
  // Found from the working directory, like build/client below: this file runs as
  // build/server.js (`npm run build` compiles it, so production needs no TypeScript loader).
  const serverBuild = pathToFileURL(path.resolve("build/server/index.js")).href;
  appModule = (await import(serverBuild).catch(refuseToStart)) as AppModule;
  await refuseBusyPort(appModule);
  await appModule.start().catch(refuseToStart);
  server.use(appModule.createApp(clientFiles()));
  serveFast = buildAssetsFirst(appModule);
} else {
  const vite = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true } }),
  );
  const loadApp = () => vite.ssrLoadModule("./app/server/app.server.ts") as Promise<AppModule>;
  appModule = await loadApp().catch(refuseToStart);
  await refuseBusyPort(appModule);
  await appModule.start().catch(refuseToStart);
  // The app is loaded again for each request, so code edits show at once.
  server.use(async (req, res, next) => {
    try {
      (await loadApp()).createApp(vite.middlewares)(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
  serveFast = (req, res) => appModule.serveFast(req, res);
}
// req.secure, req.ip and req.host follow TRUST_PROXY. The app's middleware is a router, so this
// one Express app holds the setting (docs/decisions/032-one-express-app.md).
server.set("trust proxy", appModule.trustProxy);

/** The files of build/client: hashed assets cached for a year, the others an hour. */
function clientFiles() {
  return express
    .Router()
    .use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }))
    .use(express.static("build/client", { maxAge: "1h", index: false, redirect: false }));
}

/** Build assets (hashed names: cached for a year), then the app's fast path. */
function buildAssetsFirst(app: AppModule) {
  const serveAssets = app.createStaticHandler({
    root: "build/client/assets",
    prefix: "/assets/",
    cacheControl: "public, max-age=31536000, immutable",
    headers: app.BUILD_ASSET_HEADERS,
    headersOf: app.buildAssetHeadersOf,
  });
  return (req: IncomingMessage, res: ServerResponse) =>
    serveAssets(req, res) || app.serveFast(req, res);
}

/**
 * Requests and responses are born with the prototypes Express gives them.
 *
 * Express sets them with `Object.setPrototypeOf` as it starts on a request.
 * V8 then copies the object's hidden class outside the shared tree of
 * classes, and every property added afterwards (by Express, the middleware,
 * Node itself) makes yet another class of its own. So each request Express
 * handled left classes no other object shared, and Node's HTTP code, which
 * also answers the cached pages, met a new class on almost every call and
 * stayed on its slowest lookups. Here Node creates them from subclasses
 * whose prototypes *are* the app's `request` and `response`, so
 * `setPrototypeOf` changes nothing and all requests share a few classes
 * (docs/decisions/033-express-prototypes-at-birth.md).
 */
class AppRequest extends http.IncomingMessage {}
class AppResponse extends http.ServerResponse {}
/** Gives `own` the own properties and the prototype of `expressPrototype` (the lines below then use it in its place). */
function replacePrototype(own: object, expressPrototype: object) {
  Object.setPrototypeOf(own, Object.getPrototypeOf(expressPrototype));
  Object.defineProperties(own, Object.getOwnPropertyDescriptors(expressPrototype));
}
replacePrototype(AppRequest.prototype, server.request);
replacePrototype(AppResponse.prototype, server.response);
server.request = AppRequest.prototype as express.Request;
server.response = AppResponse.prototype as express.Response;

const env = appModule.getEnv();
const listener = http.createServer(
  { IncomingMessage: AppRequest, ServerResponse: AppResponse },
  (req, res) => {
    const started = performance.now();
    // Answered before Express: still one line in the request log ('finish' comes later).
    // Dot segments resolve to a redirect before any path is read (app/server/app.server.ts).
    if (appModule.redirectToResolvedPath(req, res) || serveFast(req, res)) {
      appModule.logFastRequest(req, res, started);
    } else server(req, res);
  },
);
/**
 * Time limits (docs/security/requests.md#time-limits): no limit on how long a whole request may
 * take, so a photo arriving slowly over a weak mobile line is never cut while its bytes keep
 * coming; while a body is arriving, a connection silent for REQUEST_IDLE_TIMEOUT_SECONDS is closed
 * (with no 'timeout' listener Node destroys the socket). Once the body is in, the server's own work
 * (storing twenty photos, say) has no limit, as with Node's requestTimeout before. Headers must
 * still arrive within Node's headersTimeout (60 s); idle keep-alive connections close after
 * keepAliveTimeout.
 */
listener.requestTimeout = 0;
const idleBodyMs = env.REQUEST_IDLE_TIMEOUT_SECONDS * 1000;
listener.on("request", (req: IncomingMessage, res: ServerResponse) => {
  if (req.complete) return;
  const socket = req.socket;
  socket.setTimeout(idleBodyMs);
  // After the answer the connection is Node's again (its keep-alive timeout): left alone.
  req.once("end", () => {
    if (!res.writableFinished) socket.setTimeout(0);
  });
});
/**
 * Requests Node's parser refuses before any handler sees them. A method it
 * does not know (TRACK, made-up ones) answers 405 with `Allow`, as the app
 * answers a method no page takes (app/server/allowed-requests.server.ts);
 * everything else keeps Node's own answers (431 headers too large, 408 too
 * slow, 400 otherwise).
 */
listener.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
  // As Node does without a listener: answer only if nothing was written on this connection yet.
  if (!socket.writable || socket.bytesWritten > 0) return void socket.destroy();
  const status =
    error.code === "HPE_INVALID_METHOD"
      ? "405 Method Not Allowed\r\nAllow: GET, HEAD"
      : error.code === "HPE_HEADER_OVERFLOW"
        ? "431 Request Header Fields Too Large"
        : error.code === "HPE_CHUNK_EXTENSIONS_OVERFLOW"
          ? "413 Payload Too Large"
          : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
            ? "408 Request Timeout"
            : "400 Bad Request";
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
});
// A failed listen (port taken, address not available) names the setting at fault.
listener.once("error", (error: NodeJS.ErrnoException) => {
  if (listener.listening) throw error;
  console.error(cannotListen(error, env.HOST, env.PORT));
  appModule.stop();
  process.exit(1);
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
