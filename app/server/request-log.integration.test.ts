/**
 * The request log against the production build: lines gather in memory and
 * leave in batches (app/utils/logger.server.ts,
 * docs/decisions/031-cheap-request-log.md), so a shutdown must still write
 * every line, in order, including those of requests that end during it.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { rawRequest } from "../../test/support/api";
import { formPost } from "../../test/support/browser-session";
import { startServer, type TestServer } from "../../test/support/server";

let server: TestServer;
afterEach(async () => {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

function entries() {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Stops the server with SIGTERM; resolves with its exit code once all its output has arrived. */
async function shutDown() {
  const closed = new Promise((resolve) => server.process.once("close", resolve));
  const code = await server.stop();
  await closed;
  return code;
}

const summary = (entry: Record<string, unknown>) => `${entry.method} ${entry.path} ${entry.status}`;

describe("request log at shutdown", () => {
  it("writes the line of every request answered just before SIGTERM, before the shutdown line", async () => {
    server = await startServer();
    // Cached pages (answered before Express) and pages that render.
    for (let n = 0; n < 2; n++) await (await fetch(`${server.baseURL}/projects`)).arrayBuffer();
    const answered: string[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const path = n % 2 ? "/projects" : `/no-such-page-${n}`;
        const response = await fetch(`${server.baseURL}${path}`);
        await response.arrayBuffer();
        answered.push(`GET ${path} ${response.status}`);
      }),
    );
    // Right away: well within the time lines wait in memory before they are written.
    expect(await shutDown()).toBe(0);

    const lines = entries();
    const shutdownAt = lines.findIndex((entry) => /shutting down/.test(String(entry.msg)));
    expect(shutdownAt).toBeGreaterThan(-1);
    const logged = lines
      .slice(0, shutdownAt)
      .filter((entry) => entry.msg === "request")
      .map(summary);
    // The two warm-up visits, then the twenty.
    expect(logged.slice(0, 2)).toEqual(["GET /projects 200", "GET /projects 200"]);
    expect(logged.slice(2).sort()).toEqual(answered.sort());
    expect(answered.filter((line) => line.endsWith(" 404"))).toHaveLength(10);
  });

  it("writes the line of a request that ends during the shutdown, as the process exits", async () => {
    server = await startServer();
    const url = new URL(server.baseURL);
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once("connect", resolve));
    const body = JSON.stringify({ email: "nobody@example.com", password: "not-the-password" });
    socket.write(
      [
        "POST /api/login HTTP/1.1",
        `Host: ${url.host}`,
        "Content-Type: application/json",
        `Content-Length: ${body.length}`,
        "Connection: close",
        "",
        body.slice(0, 10),
      ].join("\r\n"),
    );
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    const ended = new Promise((resolve) => socket.once("close", resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = shutDown();
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The server waits for this request, answers it, and exits as soon as its connection closes.
    socket.write(body.slice(10));
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(await exited).toBe(0);

    const lines = entries();
    const shutdownAt = lines.findIndex((entry) => /shutting down/.test(String(entry.msg)));
    expect(shutdownAt).toBeGreaterThan(-1);
    expect(lines.slice(shutdownAt + 1).map(summary)).toContain("POST /api/login 401");
  });
});

describe("secrets in addresses", () => {
  it("logs a reset link's route, never its token nor a prefix of it, however it is written", async () => {
    server = await startServer();
    // The shape of a real link's secret (app/models/password-reset.server.ts).
    const token = randomBytes(32).toString("base64url");
    const paths = [
      `/reset-password/${token}`,
      `/RESET-PASSWORD/${token}`,
      `/reset-password/${token}.data`,
      `//reset-password/${token}`,
      `/reset%2Dpassword/${token}`,
      `/reset-password/${token}/more`,
    ];
    const seen: string[] = [];
    for (const path of paths) {
      const page = await fetch(`${server.baseURL}${path}`, { redirect: "manual" });
      await page.arrayBuffer();
      const post = await formPost(server.baseURL, path, {
        newPassword: "new-site-visit-2027!",
        confirmPassword: "new-site-visit-2027!",
      });
      await post.arrayBuffer();
      seen.push(`GET ${page.status}`, `POST ${post.status}`);
    }
    // A secret in a query string stays out too.
    await (await fetch(`${server.baseURL}/login?token=${token}`)).arrayBuffer();
    // The reset page is found and answers as it does for an unknown link.
    expect(seen.slice(0, 2)).toEqual(["GET 410", "POST 410"]);
    expect(await shutDown()).toBe(0);

    const log = server.output();
    expect(log).not.toContain(token.slice(0, 8));
    const logged = entries()
      .filter((entry) => entry.msg === "request")
      .map((entry) => `${entry.method} ${entry.path}`);
    expect(logged).toContain("GET /reset-password/:token");
    expect(logged).toContain("POST /reset-password/:token");
    expect(logged).toContain("GET /login");
  });

  it("answers a path with dot segments with a redirect to the clean path, and logs no secret", async () => {
    server = await startServer();
    const secret = randomBytes(32).toString("base64url");
    const redirects: Record<string, string> = {
      [`/./track/${secret}`]: `/track/${secret}`,
      [`/x/../track/${secret}?lang=ta`]: `/track/${secret}?lang=ta`,
      [`/%2e/track/${secret}`]: `/track/${secret}`,
      [`/ta/./track/${secret}`]: `/ta/track/${secret}`,
      [`/ta/%2E%2e/ta/track/${secret}.data`]: `/ta/track/${secret}.data`,
      [`/./reset-password/${secret}`]: `/reset-password/${secret}`,
      [`/./track-mail/stop/${secret}`]: `/track-mail/stop/${secret}`,
      [`/x\\..\\track\\${secret}`]: `/track/${secret}`,
      // Never off the site, never into the data folder.
      [`/.//evil.example/x`]: `/evil.example/x`,
      [`/uploads/../app.db`]: `/app.db`,
      [`/uploads/%2e%2e/%2e%2e/track/${secret}`]: `/track/${secret}`,
      [`/assets/../track/${secret}`]: `/track/${secret}`,
    };
    for (const [path, location] of Object.entries(redirects)) {
      for (const method of ["GET", "HEAD"]) {
        const answer = await rawRequest(server.baseURL, method, path);
        expect(answer.status, `${method} ${path}`).toBe(301);
        expect(answer.headers, path).toContain(`\r\nLocation: ${location}\r\n`);
      }
    }
    // A form posted there keeps its method.
    const post = await rawRequest(server.baseURL, "POST", `/./reset-password/${secret}`);
    expect(post.status).toBe(308);
    expect(post.headers).toContain(`\r\nLocation: /reset-password/${secret}\r\n`);
    // The clean path of the database is no file, nor is an escaped slash out of /uploads/.
    expect((await fetch(`${server.baseURL}/app.db`)).status).toBe(404);
    expect((await rawRequest(server.baseURL, "GET", "/uploads/..%2Fapp.db")).status).toBe(404);
    // Under /api/ the answer stays JSON, and its line is masked too.
    const api = await rawRequest(server.baseURL, "GET", `/api/../track/${secret}`);
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toEqual({ message: expect.any(String) });
    expect(await shutDown()).toBe(0);

    expect(server.output()).not.toContain(secret.slice(0, 8));
    const logged = entries()
      .filter((entry) => entry.msg === "request")
      .map(summary);
    expect(logged).toContain("GET /track/:secret 301");
    expect(logged).toContain("HEAD /ta/track/:secret 301");
    expect(logged).toContain("GET /reset-password/:token 301");
    expect(logged).toContain("POST /reset-password/:token 308");
    expect(logged).toContain("GET /track-mail/stop/:secret 301");
    expect(logged).toContain("GET /track/:secret 404");
  });
});
