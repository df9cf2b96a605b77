/**
 * The request log against the production build: lines gather in memory and
 * leave in batches (app/utils/logger.server.ts), so a shutdown must still
 * write every line of the requests answered before it, in order.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../../test/support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
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

describe("request log at shutdown", () => {
  it("writes the line of every request answered just before SIGTERM, before the shutdown line", async () => {
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
    const closed = new Promise((resolve) => server.process.once("close", resolve));
    expect(await server.stop()).toBe(0);
    await closed;

    const lines = entries();
    const shutdownAt = lines.findIndex((entry) => /shutting down/.test(String(entry.msg)));
    expect(shutdownAt).toBeGreaterThan(-1);
    const logged = lines
      .slice(0, shutdownAt)
      .filter((entry) => entry.msg === "request")
      .map((entry) => `${entry.method} ${entry.path} ${entry.status}`);
    // The two warm-up visits, then the twenty.
    expect(logged.slice(0, 2)).toEqual(["GET /projects 200", "GET /projects 200"]);
    expect(logged.slice(2).sort()).toEqual(answered.sort());
    expect(answered.filter((line) => line.endsWith(" 404"))).toHaveLength(10);
  });
});
