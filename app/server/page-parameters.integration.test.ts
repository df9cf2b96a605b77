/**
 * Every public page declares the query parameters it reads (app/http/page-parameters.ts), so
 * the page cache never answers an address with a parameter by the page stored without it. This
 * walks every public route of app/routes.ts, in English and Tamil, on a server whose
 * URLSearchParams report each name the server's code asks for
 * (test/support/record-query-reads.mjs): for each name a page reads (and, for a page that walks
 * its whole query, each name its own forms and links send it), the page at its plain address is
 * made warm, then asked for with that parameter: it must be rendered again, not taken from the
 * cache. A page that gains a parameter and forgets to declare it fails here.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { ContentApi, photo } from "../../test/support/content";
import { startServer, type TestServer } from "../../test/support/server";

/** Names React Router itself asks for while it answers a request; no loader reads them. */
const FRAMEWORK_NAMES = new Set(["index", "_routes", "_data"]);

let server: TestServer;
const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "query-reads-")), "reads.log");

beforeAll(async () => {
  fs.writeFileSync(log, "");
  server = await startServer({
    env: {
      NODE_OPTIONS: `--import=${path.resolve("test/support/record-query-reads.mjs")}`,
      QUERY_READS_LOG: log,
    },
  });
  // One item of each kind with a page, so every listing links to a real one.
  const content = await ContentApi.signIn(server.baseURL);
  await content.createProject({ title: "Parameter Walk House" });
  await content.createBlog({ title: "Parameter walk notes", content: "Notes.", author: "Tester" });
  await content.createGallery({ title: "Parameter walk album", images: [await photo("Walk")] });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(path.dirname(log), { recursive: true, force: true });
});

/** Every route with a path, with its full path and its module. */
function flatten(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}` : parent;
    return [
      ...(entry.path || entry.index ? [{ path: full || "/", file: entry.file }] : []),
      ...flatten(entry.children ?? [], full),
    ];
  });
}

/** The pages anyone may be shown: every GET route that is not the admin's, sign-in or the API. */
const publicPages = flatten(routes).filter(
  ({ file }) =>
    (file.startsWith("routes/public/") && file.endsWith(".tsx")) || file.startsWith("routes/seo/"),
);

/** What the server's code asked for during one request (sent alone). */
async function readsOf(url: string): Promise<{ names: Set<string>; html: string }> {
  fs.writeFileSync(log, "");
  const response = await fetch(`${server.baseURL}${url}`, { redirect: "manual" });
  const html = await response.text();
  const names = new Set(fs.readFileSync(log, "utf8").split("\n").filter(Boolean));
  return { names, html };
}

/** A real address for a path with a `:parameter`: the first link its listing has, or a made-up one. */
async function exampleOf(pattern: string): Promise<string> {
  if (pattern.endsWith("*")) return pattern.replace(/\*$/, "no-such-page");
  const dynamic = pattern.indexOf("/:");
  if (dynamic === -1) return pattern;
  const listing = pattern.slice(0, dynamic) || "/";
  const { html } = await readsOf(listing);
  const link = new RegExp(`href="(${listing}/[a-z0-9-]+)"`).exec(html);
  return link ? link[1] : pattern.replace(/:[^/]+/g, "not-a-real-one");
}

/** The query names this page's own GET forms and links send to `target`. */
function namesSentTo(html: string, target: string): Set<string> {
  const names = new Set<string>();
  const root = parse(html);
  for (const form of root.querySelectorAll("form")) {
    if ((form.getAttribute("method") ?? "get").toLowerCase() !== "get") continue;
    if (new URL(form.getAttribute("action") ?? target, "http://x").pathname !== target) continue;
    for (const field of form.querySelectorAll("input, select, textarea")) {
      const name = field.getAttribute("name");
      if (name) names.add(name);
    }
  }
  for (const link of root.querySelectorAll("a[href]")) {
    const url = new URL(link.getAttribute("href")!, `http://x${target}`);
    if (url.pathname === target) for (const name of url.searchParams.keys()) names.add(name);
  }
  return names;
}

describe("public pages declare the query parameters they read", () => {
  it("finds the public pages in app/routes.ts", () => {
    const files = new Set(publicPages.map(({ file }) => file));
    expect(files).toContain("routes/public/estimate.tsx");
    expect(files).toContain("routes/public/home.tsx");
    expect(publicPages.some(({ path: page }) => page.startsWith("/ta/"))).toBe(true);
  });

  it("renders every page again for each parameter it reads, once its plain address is cached", async () => {
    const undeclared: string[] = [];
    let probed = 0;
    for (const route of publicPages) {
      const address = await exampleOf(route.path);
      const cold = await readsOf(address);
      // Stored now if the page may be shared; a page that is never stored cannot be answered stale.
      if ((await readsOf(address)).names.size > 0) continue;
      const queue = [...cold.names];
      if (cold.names.has("*")) queue.push(...namesSentTo(cold.html, address));
      const seen = new Set<string>();
      while (queue.length) {
        const name = queue.shift()!;
        if (name === "*" || FRAMEWORK_NAMES.has(name) || seen.has(name)) continue;
        seen.add(name);
        probed++;
        const probe = `${address}?${new URLSearchParams({ [name]: `probe-${probed}` })}`;
        const { names } = await readsOf(probe);
        if (names.size === 0) {
          undeclared.push(
            `${address} (${route.file}) reads "${name}", but ${probe} was answered with the page cached for ${address}: declare it in the route's handle (readsQuery)`,
          );
        }
        queue.push(...names);
      }
    }
    expect(undeclared).toEqual([]);
    // The walk really probed the pages' parameters (estimate, listings, contact choices).
    expect(probed).toBeGreaterThan(20);
  }, 240_000);
});
