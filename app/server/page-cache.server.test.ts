/**
 * The page cache's own rules, without a server: scheduled publish times
 * (the publish-state provider of docs/decisions/026-publish-state.md), the generation guard, and what is never kept.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "~/utils/env.server";
import { signedCookie } from "../../test/support/signed-cookie";
import {
  invalidatePageCache,
  isCacheableRequest,
  isCacheableResponse,
  pageCacheAddress,
  pageCacheGeneration,
  pageCacheKey,
  servePageFromCache,
  setCacheExpiryProvider,
  setPageParameterReader,
  storePage,
} from "./page-cache.server";

/** What the pages of these tests declare (a server reads its routes' `handle`s). */
const DECLARED: Record<string, string[]> = {
  "/": ["category"],
  "/blog": ["category", "q", "page"],
  "/blog.data": ["category", "q", "page"],
  "/ta/projects.data": ["category", "status", "page"],
  "/estimate": ["area", "qty-*"],
};
setPageParameterReader((path) => DECLARED[path] ?? []);

/** Cookie values this server signed: only those make a request personal (request-cookies.server.ts). */
let session = "";
let flash = "";
beforeAll(async () => {
  session = (await signedCookie("__session", "abc", getEnv().SESSION_SECRET)).split("=")[1];
  flash = (await signedCookie("__flash", { message: "xyz" }, getEnv().SESSION_SECRET)).split(
    "=",
  )[1];
});

function request(url: string, headers: Record<string, string> = {}) {
  return { method: "GET", url, headers } as unknown as IncomingMessage;
}

function response() {
  const sent = { status: 0, headers: {} as OutgoingHttpHeaders, body: undefined as unknown };
  const res = {
    writeHead(status: number, headers: OutgoingHttpHeaders) {
      sent.status = status;
      sent.headers = headers;
    },
    end(body?: unknown) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  return { res, sent };
}

const page = (html: string) => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: Buffer.from(html),
});

async function cache(url: string, html: string) {
  await storePage(pageCacheKey(request(url), false), page(html), pageCacheGeneration());
}

afterEach(() => {
  setCacheExpiryProvider(null);
  invalidatePageCache();
});

describe("page cache rules", () => {
  it("drops every page once the next scheduled publish time has passed", async () => {
    const publishAt = new Date(Date.now() + 300);
    setCacheExpiryProvider(() => publishAt);
    await cache("/blog", "<p>before the scheduled post</p>");

    const before = response();
    expect(servePageFromCache(request("/blog"), before.res, false)).toBe(true);
    // Shared caches are told not to keep the page past the publish time.
    expect(before.sent.headers["cache-control"]).toMatch(/s-maxage=0\b/);

    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(servePageFromCache(request("/blog"), response().res, false)).toBe(false);
  });

  it("does not keep a page whose render started before a write", async () => {
    const startedIn = pageCacheGeneration();
    invalidatePageCache(); // a write finished while the page rendered
    await storePage(pageCacheKey(request("/"), false), page("<p>stale</p>"), startedIn);
    expect(servePageFromCache(request("/"), response().res, false)).toBe(false);
  });

  it("gives a first visit the lead-source cookie beside the cached page, keeping none in it", async () => {
    await cache("/projects", "<p>projects</p>");
    const first = response();
    servePageFromCache(request("/projects?utm_source=facebook"), first.res, false);
    expect(String(first.sent.headers["set-cookie"])).toMatch(/^lead_source=.*facebook/);
    const next = response();
    servePageFromCache(request("/projects"), next.res, false);
    expect(String(next.sent.headers["set-cookie"])).not.toMatch(/facebook/);
    const returning = response();
    servePageFromCache(
      request("/projects", { cookie: "lead_source=s%3Dgoogle" }),
      returning.res,
      false,
    );
    expect(returning.sent.headers["set-cookie"]).toBeUndefined();
    expect(returning.sent.body).toEqual(first.sent.body);
  });

  it("serves the encoding asked for and keeps visitors with a session out", async () => {
    await cache("/projects", "<p>projects</p>".repeat(200));
    const gzip = response();
    servePageFromCache(request("/projects", { "accept-encoding": "gzip" }), gzip.res, false);
    expect(gzip.sent.headers["content-encoding"]).toBe("gzip");
    const signedIn = response();
    expect(
      servePageFromCache(
        request("/projects", { cookie: `__session=${session}` }),
        signedIn.res,
        false,
      ),
    ).toBe(false);
    expect(servePageFromCache(request("/projects?preview=1"), response().res, false)).toBe(false);
    // A message waiting for the owner after a save is for them only.
    expect(
      servePageFromCache(
        request("/projects", { cookie: `a=1; __flash=${flash}` }),
        response().res,
        false,
      ),
    ).toBe(false);
    // Other cookies (analytics, consent) do not make a page personal.
    expect(
      servePageFromCache(request("/projects", { cookie: "theme=dark" }), response().res, false),
    ).toBe(true);
  });

  it("keeps out every spelling of a session cookie that signs someone in", async () => {
    await cache("/projects", "<p>projects</p>");
    for (const cookie of [
      `__session =${session}`,
      `__session\t=${session}`,
      `\t__session=${session}`,
      `theme=dark;__session = ${session}`,
      `__flash =${flash}`,
    ])
      expect(
        servePageFromCache(request("/projects", { cookie }), response().res, false),
        JSON.stringify(cookie),
      ).toBe(false);
    // A name that only resembles it is another cookie.
    expect(
      servePageFromCache(request("/projects", { cookie: "x__session=abc" }), response().res, false),
    ).toBe(true);
  });

  it("makes room by dropping the page served longest ago", async () => {
    // Nine pages of 3.5 MB (they compress to almost nothing) fill most of the 32 MB.
    const big = (n: number) => `<p>${n}</p>${"a".repeat(3_500_000)}`;
    for (let n = 0; n < 9; n++) await cache(`/p${n}`, big(n));
    expect(servePageFromCache(request("/p0"), response().res, false)).toBe(true);

    await cache("/p9", big(9));
    const served = (n: number) => servePageFromCache(request(`/p${n}`), response().res, false);
    expect(served(1)).toBe(false);
    expect([0, 2, 8, 9].map(served)).toEqual([true, true, true, true]);
  });

  it("keys a page on the parameters it declares: others are answered by the page without them", async () => {
    await cache("/", "<p>home</p>");
    for (const url of ["/?evict=1", "/?utm_source=x&fbclid=y", "/?"]) {
      expect(pageCacheAddress(request(url)), url).toBe("/");
      const sent = response();
      expect(servePageFromCache(request(url), sent.res, false), url).toBe(true);
      expect(String(sent.sent.body), url).toBe("<p>home</p>");
    }
    // What the page reads stays in the key, names declared by their beginning included.
    expect(pageCacheAddress(request("/blog?q=roof&page=2"))).toBe("/blog?q=roof&page=2");
    expect(pageCacheAddress(request("/estimate?area=900&qty-wall=40&x=1"))).toBe(
      "/estimate?area=900&qty-wall=40",
    );
    expect(pageCacheKey(request("/blog?q=roof&evict=1&page=2"), false)).toBe(
      "http /blog?q=roof&page=2",
    );
    expect(pageCacheKey(request("/ta/projects.data?category=x&_routes=a&n=1"), true)).toBe(
      "https /ta/projects.data?category=x&_routes=a",
    );
    expect(pageCacheKey(request("/about-us?page=2"), false)).toBe("http /about-us");
    // A preview is never answered from the cache, whatever else its URL has.
    expect(servePageFromCache(request("/?evict=1&preview=1"), response().res, false)).toBe(false);
  });

  it("never pushes out a page at its own address for pages with a query", async () => {
    await cache("/", "<p>home</p>");
    await cache("/blog", "<p>blog</p>");
    // Searches and odd spellings fill more than the whole budget between them.
    const big = (n: number) => `<p>${n}</p>${"a".repeat(3_500_000)}`;
    for (let n = 0; n < 6; n++) await cache(`/blog?q=${n}`, big(n));
    for (let n = 0; n < 6; n++) await cache(`/blog/${n}/./x`, big(n));
    expect(servePageFromCache(request("/"), response().res, false)).toBe(true);
    expect(servePageFromCache(request("/blog"), response().res, false)).toBe(true);
    // Among themselves they make room as before: the newest is kept, the oldest dropped.
    expect(servePageFromCache(request("/blog/5/./x"), response().res, false)).toBe(true);
    expect(servePageFromCache(request("/blog?q=0"), response().res, false)).toBe(false);
  });

  it("never keeps the admin and account pages", () => {
    for (const path of ["/dashboard", "/enquiries", "/account", "/administrators", "/login"])
      expect(isCacheableRequest(request(path)), path).toBe(false);
    for (const path of ["/", "/projects?page=2", "/blog/rss.xml", "/sitemap.xml"])
      expect(isCacheableRequest(request(path)), path).toBe(true);
  });

  it("never keeps an answer with a cookie, a private one, or an error", () => {
    const html = page("<p>x</p>");
    expect(isCacheableResponse(html)).toBe(true);
    expect(
      isCacheableResponse({ ...html, headers: { ...html.headers, "set-cookie": ["a=b"] } }),
    ).toBe(false);
    expect(
      isCacheableResponse({ ...html, headers: { ...html.headers, "cache-control": "private" } }),
    ).toBe(false);
    expect(isCacheableResponse({ ...html, status: 404 })).toBe(false);
  });
});
