/**
 * Forced renders against the production build (docs/security/caching.md#public-page-cache and
 * docs/security/caching.md#renders-per-address): a flash cookie the server did not sign is answered
 * from the cache, and a flood of renders from one address is held to its budget while cached pages
 * and other addresses are answered as usual.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedCookie } from "../../test/support/signed-cookie";
import { startServer, TEST_SESSION_SECRET, type TestServer } from "../../test/support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders };

/** A GET sent from `from` (another loopback address: another client for the server). */
function get(path: string, from: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(server.baseURL);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: hostname, port, path, localAddress: from, headers, agent: false },
      (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    request.on("error", reject);
  });
}

/** The cached home page's ETag, once it is cached. */
async function cachedHome() {
  await get("/", "127.0.0.1");
  const cached = await get("/", "127.0.0.1");
  expect(cached.status).toBe(200);
  expect(cached.headers.etag).toMatch(/^"/);
  return cached.headers.etag!;
}

describe("cookies that make a page personal", () => {
  it("answers a flash or session cookie the server did not sign from the cache", async () => {
    const etag = await cachedHome();
    for (const cookie of ["__flash=x", "__session=x", "theme=dark; __flash=eyJtIjoxfQ.abc"]) {
      const answer = await get("/", "127.0.0.1", { Cookie: cookie });
      expect(answer.status, cookie).toBe(200);
      expect(answer.headers.etag, cookie).toBe(etag);
      expect(answer.headers["cache-control"], cookie).toMatch(/^public/);
    }
  });

  it("still renders for a flash cookie the server signed", async () => {
    const etag = await cachedHome();
    const cookie = await signedCookie("__flash", { message: "Saved." }, TEST_SESSION_SECRET);
    const answer = await get("/", "127.0.0.1", { Cookie: cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers.etag).not.toBe(etag);
  });
});

describe("renders per address", () => {
  it("holds a flood from one address to its budget; cached pages and other addresses are served", async () => {
    const etag = await cachedHome();
    const cookie = await signedCookie("__flash", { message: "Saved." }, TEST_SESSION_SECRET);
    // Searches no one made before and signed-in views: each one a render.
    const flood = Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        n % 2 ? get(`/blog?q=flood-${n}`, "127.0.0.2") : get("/", "127.0.0.2", { Cookie: cookie }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [cached, otherRender] = await Promise.all([
      get("/", "127.0.0.1"),
      get("/blog?q=another-visitor", "127.0.0.3"),
    ]);
    const answers = await flood;

    expect(cached.status).toBe(200);
    expect(cached.headers.etag).toBe(etag);
    expect(otherRender.status).toBe(200);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(20);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length + answers.filter((a) => a.status === 200).length).toBe(100);
    for (const answer of refused) {
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    // The address may render again once its flood is over.
    expect((await get("/blog?q=after-the-flood", "127.0.0.2")).status).toBe(200);
  });
});
