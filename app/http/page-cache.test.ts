/**
 * Issue 13.1 and 13.2 against the production build: public pages answered
 * from the cache (ETag, 304, compression, Cache-Control), dropped by every
 * kind of write, never shared with a signed-in visitor, with the CSP locked
 * by script hashes; uploads and build assets on the fast path; responsive
 * variants made and deleted with their image.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiToken, send } from "../../test/support/api";
import { ContentApi, photo } from "../../test/support/content";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startServer,
  type TestServer,
} from "../../test/support/server";

let server: TestServer;
let content: ContentApi;
let token: string;

beforeAll(async () => {
  server = await startServer();
  content = await ContentApi.signIn(server.baseURL);
  token = await apiToken(server.baseURL);
});
afterAll(async () => {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

function get(pathname: string, headers: Record<string, string> = {}) {
  return fetch(`${server.baseURL}${pathname}`, { headers, redirect: "manual" });
}

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await get(pathname, headers);
  return { response, html: await response.text() };
}

/** Whether the answer is the shared (cached) one: only those say a CDN may keep them. */
function isShared(response: Response) {
  return /s-maxage=\d+/.test(response.headers.get("cache-control") ?? "");
}

async function signIn() {
  const response = await fetch(`${server.baseURL}/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: server.baseURL,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, redirectTo: "/" }),
  });
  expect(response.status).toBe(302);
  return response.headers.getSetCookie()[0].split(";")[0];
}

async function waitFor(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("public page cache", () => {
  it("answers repeat visits with the same bytes, an ETag, 304 and shared-cache headers", async () => {
    const first = await page("/projects");
    const second = await page("/projects");
    expect(first.response.status).toBe(200);
    expect(second.html).toBe(first.html);
    const etag = second.response.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+-(?:br|gzip|identity)"$/);
    expect(second.response.headers.get("cache-control")).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(second.response.headers.get("vary")).toBe("Accept-Encoding");

    const revalidated = await get("/projects", { "If-None-Match": etag! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");

    const raw = await get("/projects", { "Accept-Encoding": "br" });
    expect(raw.headers.get("content-encoding")).toBe("br");
    const gzipped = await get("/projects", { "Accept-Encoding": "gzip" });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(await gzipped.text()).toBe(first.html);
  });

  it("locks the inline scripts of a cached page by hash: no nonce in the bytes", async () => {
    await get("/blog");
    const { response, html } = await page("/blog");
    const csp = response.headers.get("content-security-policy")!;
    expect(html).not.toMatch(/\bnonce=/);
    expect(csp).not.toContain("'nonce-");
    expect(csp).toContain("'strict-dynamic'");
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\ssrc=/.test(attributes),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , code] of inline) {
      const hash = createHash("sha256").update(code, "utf8").digest("base64");
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
  });

  it("shows a new project at once after an API create", async () => {
    await page("/projects");
    await page("/");
    const created = await content.createProject({ title: "Cache Create Villa" });
    expect((await page("/projects")).html).toContain("Cache Create Villa");
    expect((await page("/")).html).toContain("Cache Create Villa");
    expect((await page(`/projects/${created._id}`)).response.status).toBe(200);
  });

  it("shows an update at once", async () => {
    const created = await content.createProject({ title: "Cache Before Edit" });
    expect((await page(`/projects/${created._id}`)).html).toContain("Cache Before Edit");
    const form = new FormData();
    form.set("title", "Cache After Edit");
    form.set("category", "Residential");
    const updated = await send(server.baseURL, "PUT", `/api/projects/${created._id}`, {
      token,
      body: form,
    });
    expect(updated.status).toBe(200);
    const after = await page(`/projects/${created._id}`);
    expect(after.html).toContain("Cache After Edit");
    expect(after.html).not.toMatch(/<(?:title|h1)\b[^>]*>[^<]*Cache Before Edit/);
  });

  it("forgets a deleted post at once, list and page alike", async () => {
    const post = await content.createBlog({
      title: "Cache Doomed Post",
      content: "Short-lived.",
      author: "Tester",
    });
    expect((await page("/blog")).html).toContain("Cache Doomed Post");
    expect((await page(`/blog/${post._id}`)).response.status).toBe(200);
    await content.deleteBlog(post._id);
    expect((await page("/blog")).html).not.toContain("Cache Doomed Post");
    expect((await page(`/blog/${post._id}`)).response.status).toBe(404);
  });

  it("forgets a deleted gallery image, page and file alike", async () => {
    const gallery = await content.createGallery({
      title: "Cache Gallery",
      images: [await photo("Keep"), await photo("Drop")],
    });
    const { galleries } = (await (await get("/api/galleries")).json()) as {
      galleries: { _id: string; images: string[] }[];
    };
    const dropped: string = galleries.find((item) => item._id === gallery._id)!.images[1];
    const name = dropped;
    expect((await page("/gallery")).html).toContain(name);
    expect((await get(`/uploads/${name}`)).status).toBe(200);

    const removed = await send(
      server.baseURL,
      "DELETE",
      `/api/gallery/${gallery._id}/image/${encodeURIComponent(name)}`,
      { token },
    );
    expect(removed.status).toBe(200);
    expect((await page("/gallery")).html).not.toContain(name);
    expect((await get(`/uploads/${name}`)).status).toBe(404);
  });

  it("never shows a signed-in view to a visitor, nor a visitor's page to the owner", async () => {
    const cookie = await signIn();
    // The owner first: were it cached, the visitor would get it next.
    const owner = await page("/", { Cookie: cookie });
    expect(owner.html).toContain('href="/dashboard"');
    expect(isShared(owner.response)).toBe(false);
    const visitor = await page("/");
    expect(visitor.html).not.toContain('href="/dashboard"');
    expect(isShared(visitor.response)).toBe(true);
    // The visitor's page is cached now; the owner still gets their own.
    const ownerAgain = await page("/", { Cookie: cookie });
    expect(ownerAgain.html).toContain('href="/dashboard"');
  });

  it("leaves previews, error pages and admin routes out", async () => {
    expect(isShared((await page("/projects?preview=1")).response)).toBe(false);
    const missing = await page("/no-such-page");
    expect(missing.response.status).toBe(404);
    expect(isShared(missing.response)).toBe(false);
    const admin = await get("/dashboard");
    expect(admin.status).toBeGreaterThanOrEqual(300);
    expect(isShared(admin)).toBe(false);
  });
});

describe("static files", () => {
  it("serves uploads with an ETag, 304, nosniff and a year of caching; refuses odd names", async () => {
    const project = await content.createProject({ title: "Static Upload Villa" });
    const json = (await (await get(`/api/projects/${project._id}`)).json()) as {
      coverImage: string;
    };
    const url = `/uploads/${json.coverImage}`;
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("cache-control")).toContain("immutable");
    const etag = first.headers.get("etag")!;
    expect((await get(url, { "If-None-Match": etag })).status).toBe(304);

    for (const odd of ["/uploads/..%2Fapp.db", "/uploads/.staging", "/uploads/nope.webp"]) {
      const response = await get(odd);
      expect(response.status, odd).toBe(404);
    }
  });

  it("serves build assets compressed, immutable and with 304", async () => {
    const html = (await page("/")).html;
    const script = /\/assets\/[\w.-]+\.js/.exec(html)![0];
    const response = await get(script, { "Accept-Encoding": "br, gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toContain("javascript");
    expect(response.headers.get("cache-control")).toContain("immutable");
    const etag = response.headers.get("etag")!;
    expect((await get(script, { "If-None-Match": etag })).status).toBe(304);
  });
});

describe("responsive variants", () => {
  // AVIF encoding runs in the background and is slow on a busy machine.
  it(
    "makes AVIF and WebP copies up to the stored width, and deletes them with the image",
    { timeout: 120_000 },
    async () => {
      const project = await content.createProject({
        title: "Variant Villa",
        cover: await photo("Variant", { width: 1000, height: 600 }),
      });
      const html = (await page(`/projects/${project._id}`)).html;
      const name = /\/uploads\/([\w-]{24})\.webp/.exec(html)![1];
      expect(html).toContain(`/uploads/${name}.w320.avif 320w`);
      expect(html).toContain(`/uploads/${name}.w960.webp 960w`);
      expect(html).toContain(`/uploads/${name}.avif 1000w`);
      expect(html).not.toContain(`${name}.w1280`);

      const expected = [320, 640, 960].flatMap((width) => [
        [`${name}.w${width}.avif`, width, "avif"],
        [`${name}.w${width}.webp`, width, "webp"],
      ]);
      expected.push([`${name}.avif`, 1000, "avif"]);
      const onDisk = (file: string) => fs.existsSync(path.join(server.uploadsDir, file));
      await waitFor(async () => expected.every(([file]) => onDisk(file as string)), "variants");
      for (const [file, width, format] of expected) {
        const response = await get(`/uploads/${file}`);
        expect(response.status).toBe(200);
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(metadata.width, String(file)).toBe(width);
        expect(metadata.format === "heif" ? "avif" : metadata.format).toBe(format);
      }

      const removed = await send(server.baseURL, "DELETE", `/api/projects/${project._id}`, {
        token,
      });
      expect(removed.status).toBe(200);
      for (const [file] of expected) {
        expect(onDisk(file as string), String(file)).toBe(false);
        expect((await get(`/uploads/${file}`)).status).toBe(404);
      }
    },
  );
});
