/**
 * The page cache (docs/decisions/021-public-page-cache.md) and the static fast path
 * (docs/decisions/022-static-files-fast-path.md) against the production build: public pages answered
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
import { apiToken, multipart, send, type Part } from "../../test/support/api";
import { ContentApi, photo } from "../../test/support/content";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startServer,
  type TestServer,
} from "../../test/support/server";
import { until } from "../../test/support/poll";

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

/** Visits a page until the cache answers it, so a later check proves the cache was dropped. */
async function warm(pathname: string) {
  await get(pathname);
  const again = await get(pathname);
  expect(again.status, pathname).toBe(200);
  expect(isShared(again), `${pathname} is served from the cache`).toBe(true);
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

function waitFor(check: () => Promise<boolean>, what: string) {
  return until(check, what, { timeoutMs: 100_000, everyMs: 250 });
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

  it("serves the Tamil pages from the cache too, each apart from its English page", async () => {
    for (const pathname of ["/ta", "/ta/projects", "/ta/blog"]) {
      await warm(pathname);
      const tamil = await page(pathname);
      const english = await page(pathname.replace(/^\/ta/, "") || "/");
      expect(tamil.html, pathname).toContain('<html lang="ta"');
      expect(tamil.html, pathname).toMatch(/<link rel="preload" href="[^"]+\.woff2" as="font"/);
      expect(english.html, pathname).toContain('<html lang="en"');
      expect(english.html, pathname).not.toContain('as="font"');
    }
    // The font it preloads: a build asset, kept a year, the same bytes the stylesheet names.
    const font = /<link rel="preload" href="([^"]+\.woff2)"/.exec((await page("/ta")).html)![1];
    const response = await get(font);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("font/woff2");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect((await response.arrayBuffer()).byteLength).toBeLessThan(20_000);
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
    await warm("/projects");
    await warm("/");
    const created = await content.createProject({ title: "Cache Create Villa" });
    expect((await page("/projects")).html).toContain("Cache Create Villa");
    expect((await page("/")).html).toContain("Cache Create Villa");
    expect((await page(`/projects/${created.slug}`)).response.status).toBe(200);
  });

  it("shows an update at once", async () => {
    const created = await content.createProject({ title: "Cache Before Edit" });
    await warm(`/projects/${created.slug}`);
    expect((await page(`/projects/${created.slug}`)).html).toContain("Cache Before Edit");
    const form = new FormData();
    form.set("title", "Cache After Edit");
    form.set("category", "Residential");
    const updated = await send(server.baseURL, "PUT", `/api/projects/${created._id}`, {
      token,
      body: form,
    });
    expect(updated.status).toBe(200);
    const after = await page(`/projects/${created.slug}`);
    expect(after.html).toContain("Cache After Edit");
    expect(after.html).not.toMatch(/<(?:title|h1)\b[^>]*>[^<]*Cache Before Edit/);
  });

  it("forgets a deleted post at once, list and page alike", async () => {
    const post = await content.createBlog({
      title: "Cache Doomed Post",
      content: "Short-lived.",
      author: "Tester",
    });
    await warm("/blog");
    await warm(`/blog/${post.slug}`);
    expect((await page("/blog")).html).toContain("Cache Doomed Post");
    await content.deleteBlog(post._id);
    expect((await page("/blog")).html).not.toContain("Cache Doomed Post");
    expect((await page(`/blog/${post.slug}`)).response.status).toBe(404);
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
    await warm("/gallery");
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

  it("treats every spelling of the session cookie that signs in as personal", async () => {
    const session = (await signIn()).split("=").slice(1).join("=");
    const spellings = {
      "space before =": `__session =${session}`,
      "tabs around the name": `\t__session\t=${session}`,
      "space after =": `theme=dark; __session= ${session}`,
      "a duplicate": `__session =${session}; __session=stale`,
      "a quoted value": `__session ="${session}"`,
    };
    for (const [index, [spelling, cookie]] of Object.entries(spellings).entries()) {
      // A search no one made before: were this answer kept, the visitor below would get it.
      const pathname = `/blog?q=spelling-${index}`;
      const owner = await page(pathname, { Cookie: cookie });
      expect(owner.response.status, spelling).toBe(200);
      expect(owner.response.headers.get("cache-control"), spelling).toBe("no-store");
      expect(isShared(owner.response), spelling).toBe(false);
      for (let visit = 0; visit < 2; visit++) {
        const visitor = await page(pathname);
        expect(visitor.html, spelling).not.toContain('href="/dashboard"');
      }
    }
    // The spellings a browser may send do sign in (no one is shown a page as signed out).
    expect(
      (await page("/blog?q=spelling-x", { Cookie: spellings["space before ="] })).html,
    ).toContain('href="/dashboard"');
  });

  it("answers a path in another case with a redirect to the lower-case page", async () => {
    const post = await content.createBlog({
      title: "Case Kept Post",
      content: "One address.",
      author: "Tester",
    });
    const slug = String(post.slug);
    const cases = {
      [`/Blog/${slug}`]: `/blog/${slug}`,
      [`/blog/${slug.toUpperCase()}?page=2`]: `/blog/${slug}?page=2`,
      "/TA/blog": "/ta/blog",
      "/Ta/Projects.data": "/ta/projects.data",
      "/Reset-Password/AbCd": "/reset-password/AbCd",
    };
    for (const [asked, canonical] of Object.entries(cases)) {
      for (let visit = 0; visit < 2; visit++) {
        const response = await get(asked);
        expect(response.status, asked).toBe(301);
        expect(response.headers.get("location"), asked).toBe(canonical);
      }
    }
    const tamil = await fetch(`${server.baseURL}/TA/blog`);
    expect(tamil.url).toBe(`${server.baseURL}/ta/blog`);
    expect(await tamil.text()).toContain('<html lang="ta"');
  });

  it("answers a shared estimate, not the empty form it cached, in both languages", async () => {
    const shared = "area=1200&floors=2&package=premium&qty-compound-wall=100";
    // Only a computed estimate links to the contact form with itself attached.
    const sendLink =
      "estimate=area%3D1200%26floors%3D2%26package%3Dpremium%26qty-compound-wall%3D100";
    for (const [prefix, areaRange] of [
      ["", "Enter a whole number of sq.ft from 300 to 20,000"],
      ["/ta", "300 முதல் 20,000 வரை முழு எண்ணாகச் சதுர அடியை உள்ளிடுங்கள்"],
    ]) {
      await warm(`${prefix}/estimate`);
      // A pricing tier's link from Services chooses a package and is cached as its own page.
      await warm(`${prefix}/estimate?package=premium`);
      const stored = await page(`${prefix}/estimate`);
      expect(stored.html.includes(sendLink)).toBe(false);
      const opened = await page(`${prefix}/estimate?${shared}`);
      expect(opened.response.status).toBe(200);
      expect(opened.response.headers.get("etag")).not.toBe(stored.response.headers.get("etag"));
      expect(
        opened.html.includes(sendLink),
        `${prefix}/estimate?${shared} shows the estimate`,
      ).toBe(true);
      // Opened again, from the cache now: the same estimate.
      const again = await page(`${prefix}/estimate?${shared}`);
      expect(isShared(again.response)).toBe(true);
      expect(again.html === opened.html).toBe(true);
      // Client navigation asks for the same estimate as data, not for the cached form's data.
      const route = `_routes=${encodeURIComponent(`routes/public/estimate${prefix ? "-ta" : ""}`)}`;
      const plainData = await (await get(`${prefix}/estimate.data?${route}`)).text();
      await get(`${prefix}/estimate.data?${route}`);
      const sharedData = await (await get(`${prefix}/estimate.data?${shared}&${route}`)).text();
      expect(sharedData).not.toBe(plainData);
      expect(sharedData).toContain('"1200"');
      // Bad input is answered with its message, never the stored form.
      const refused = await page(`${prefix}/estimate?area=abc&floors=2&package=premium`);
      expect(refused.response.status).toBe(400);
      expect(refused.html.includes(areaRange), "the area's message").toBe(true);
    }
  });

  it("sends the estimate with the contact form once the package's own link is cached", async () => {
    await warm("/contact?package=premium");
    const estimate = encodeURIComponent("area=1200&floors=2&package=premium");
    const { response, html } = await page(`/contact?package=premium&estimate=${estimate}`);
    expect(response.status).toBe(200);
    expect(html.includes("Your estimate goes with your enquiry")).toBe(true);
    expect(
      html.includes(`name="estimate" value="area=1200&amp;floors=2&amp;package=premium"`),
    ).toBe(true);
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

describe("writes through the admin forms drop the cache", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn();
  });

  /** Posts an admin form as the browser does without JavaScript (same-site, signed in). */
  async function submit(pathname: string, fields: Record<string, Part | Part[]>) {
    const response = await fetch(`${server.baseURL}${pathname}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: server.baseURL },
      body: multipart(fields),
    });
    expect(response.status, `${pathname}: ${await response.clone().text()}`).toBe(302);
    return response;
  }

  it("create, update and delete a project", async () => {
    await warm("/projects");
    await warm("/");
    await submit("/addprojects", {
      title: "Form Made Villa",
      description: "Added through the admin form.",
      category: "Residential",
      location: "Adyar, Chennai",
      coverImage: await photo("Form"),
    });
    expect((await page("/projects")).html).toContain("Form Made Villa");
    expect((await page("/")).html).toContain("Form Made Villa");

    const { projects } = (await (await get("/api/projects")).json()) as {
      projects: { _id: string; slug: string; title: string }[];
    };
    const made = projects.find((project) => project.title === "Form Made Villa")!;
    await warm(`/projects/${made.slug}`);
    await warm("/projects");
    await submit(`/edit-project/${made._id}`, {
      title: "Form Made Villa",
      description: "Now with a rooftop garden.",
      category: "Commercial",
      location: "Adyar, Chennai",
    });
    expect((await page(`/projects/${made.slug}`)).html).toContain("Now with a rooftop garden.");

    await warm(`/projects/${made.slug}`);
    await warm("/projects");
    await submit(`/manage-projects/${made._id}/delete`, { confirmed: "yes" });
    expect((await page("/projects")).html).not.toContain("Form Made Villa");
    expect((await page(`/projects/${made.slug}`)).response.status).toBe(404);
  });

  it("delete a gallery image", async () => {
    const gallery = await content.createGallery({
      title: "Form Gallery",
      images: [await photo("Stays"), await photo("Goes")],
    });
    const { galleries: album } = (await (await get(`/api/galleries/${gallery._id}`)).json()) as {
      galleries: { slug: string; images: string[] };
    };
    const name = album.images[1];
    await warm(`/gallery/${album.slug}`);
    expect((await page(`/gallery/${album.slug}`)).html).toContain(name);
    await submit(`/edit-gallery/${gallery._id}/delete-image/${encodeURIComponent(name)}`, {});
    expect((await page(`/gallery/${album.slug}`)).html).not.toContain(name);
  });

  it("a new post shows in the feed and the sitemap at once (both cached)", async () => {
    await warm("/blog/rss.xml");
    await warm("/sitemap.xml");
    const feed = await get("/blog/rss.xml");
    expect(feed.headers.get("content-security-policy")).not.toContain("nonce-");
    const post = await content.createBlog({
      title: "Feed Fresh Post",
      content: "Seen by feed readers.",
      author: "Tester",
    });
    expect(await (await get("/blog/rss.xml")).text()).toContain("Feed Fresh Post");
    expect(await (await get("/sitemap.xml")).text()).toContain(`/blog/${post.slug}`);
  });
});

describe("request log", () => {
  it("has one line for each cached page, answered before Express", async () => {
    await warm("/about-us");
    const lines = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes('"path":"/about-us"') && line.includes('"status":200'))
        .length;
    // The server's output reaches this process asynchronously: let the warm-up's lines arrive.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 500));
    await settle();
    const before = lines();
    for (let n = 0; n < 3; n++) expect(isShared(await get("/about-us"))).toBe(true);
    await waitFor(async () => lines() - before >= 3, "three log lines");
    await settle();
    expect(lines() - before).toBe(3);
  });

  it("logs method, path, status and time for a 304, a HEAD and a stored upload too", async () => {
    await warm("/contact");
    const etag = (await get("/contact")).headers.get("etag")!;
    expect((await get("/contact", { "If-None-Match": etag })).status).toBe(304);
    expect((await fetch(`${server.baseURL}/contact`, { method: "HEAD" })).status).toBe(200);
    const project = await content.createProject({ title: "Logged Upload Villa" });
    const { coverImage } = (await (await get(`/api/projects/${project._id}`)).json()) as {
      coverImage: string;
    };
    expect((await get(`/uploads/${coverImage}?v=1`)).status).toBe(200);

    const entries = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === "request");
    const wanted = [
      { method: "GET", path: "/contact", status: 304 },
      { method: "HEAD", path: "/contact", status: 200 },
      { method: "GET", path: `/uploads/${coverImage}`, status: 200 },
    ];
    await waitFor(
      async () => wanted.every((line) => entries().some((entry) => matches(entry, line))),
      "the log lines of a 304, a HEAD and an upload",
    );
    for (const line of wanted)
      expect(entries()).toContainEqual({
        level: 30,
        time: expect.any(Number),
        ...line,
        ms: expect.any(Number),
        msg: "request",
      });
  });
});

function matches(entry: Record<string, unknown>, wanted: Record<string, unknown>) {
  return Object.entries(wanted).every(([key, value]) => entry[key] === value);
}

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
    // A page's policies are for documents: the build's scripts carry nosniff only.
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    for (const documentOnly of ["content-security-policy", "x-frame-options", "referrer-policy"]) {
      expect(response.headers.get(documentOnly), documentOnly).toBeNull();
    }
  });

  it("gives the photo worker's script a policy of its own (a worker runs under its response's)", async () => {
    const worker = fs
      .readdirSync(path.resolve("build/client/assets"))
      .find((name) => /\.worker-[\w-]+\.js$/.test(name))!;
    const response = await get(`/assets/${worker}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'none'");
  });
});

describe("responsive variants", () => {
  // AVIF encoding runs in the background and is slow on a busy machine.
  it(
    "makes AVIF and WebP copies up to the stored width, and stops serving them with the image",
    { timeout: 120_000 },
    async () => {
      const project = await content.createProject({
        title: "Variant Villa",
        cover: await photo("Variant", { width: 1000, height: 600 }),
      });
      const html = (await page(`/projects/${project.slug}`)).html;
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
        // Kept on disk for a restore from the Trash (docs/product/admin.md#trash), never served.
        expect(onDisk(file as string), String(file)).toBe(true);
        expect((await get(`/uploads/${file}`)).status).toBe(404);
      }
    },
  );
});
