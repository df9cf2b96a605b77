/**
 * Found and shared (docs/product/public-site.md#found-and-shared) end to end against a real server:
 * readable URLs and their redirects, every public page's head, share images, JSON-LD, sitemap and
 * feeds, checked against what the JSON API reports after a create, an edit and a delete.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { parse, type HTMLElement } from "node-html-parser";
import Parser from "rss-parser";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { image, json, multipart } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { TEST_SITE_URL } from "../../../test/support/server";

type ItemJson = { _id: string; slug: string; title: string };

const api = useApiServer();

/** A title that would break out of a script tag or an attribute if anything were left unescaped. */
const HOSTILE_TITLE = `Villa "Sea" </script><script>alert('x')</script> & <!-- more`;

async function createProject(title: string, extra: Record<string, string> = {}) {
  const response = await api.send("POST", "/api/create-project", {
    token: api.token,
    body: multipart({
      title,
      description: "A sea-facing villa with a courtyard that pulls the breeze through every room.",
      category: "Residential",
      location: "ECR, Chennai",
      coverImage: await image("cover.jpg"),
      ...extra,
    }),
  });
  expect(response.status).toBe(201);
  return (await json<{ project: ItemJson }>(response)).project;
}

async function updateProject(id: string, fields: Record<string, string>) {
  const response = await api.send("PUT", `/api/projects/${id}`, {
    token: api.token,
    body: multipart({
      description: "Updated description.",
      category: "Residential",
      ...fields,
    }),
  });
  expect(response.status).toBe(200);
  return (await json<{ project: ItemJson }>(response)).project;
}

async function createBlog(title: string, extra: Record<string, string> = {}) {
  const response = await api.send("POST", "/api/add-blog", {
    token: api.token,
    body: multipart({
      title,
      content: "Roofs need slope, drainage and a membrane before the monsoon. ".repeat(8),
      author: "Site Engineer",
      category: "Tips",
      images: await image("post.jpg"),
      ...extra,
    }),
  });
  expect(response.status).toBe(201);
  return (await json<{ blog: ItemJson }>(response)).blog;
}

async function createGallery(title: string) {
  const response = await api.send("POST", "/api/gallery-upload", {
    token: api.token,
    body: multipart({
      title,
      description: "Progress photos from the slab casting.",
      category: "Construction",
      gallery: await image("slab.jpg"),
    }),
  });
  expect(response.status).toBe(201);
  return (await json<{ gallery: ItemJson }>(response)).gallery;
}

async function page(pathname: string) {
  const response = await api.send("GET", pathname);
  expect(response.status, pathname).toBe(200);
  const html = await response.text();
  return { response, html, root: parse(html) };
}

function meta(root: HTMLElement, key: string) {
  const element =
    root.querySelector(`meta[property="${key}"]`) ?? root.querySelector(`meta[name="${key}"]`);
  return element?.getAttribute("content");
}

function jsonLd(root: HTMLElement): Record<string, unknown>[] {
  return root
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.textContent) as Record<string, unknown>);
}

/** The file an absolute /uploads URL names, fetched from the test server. */
async function fetchUpload(absolute: string) {
  expect(absolute.startsWith(`${TEST_SITE_URL}/uploads/`)).toBe(true);
  return api.send("GET", absolute.slice(TEST_SITE_URL.length));
}

describe("readable URLs", () => {
  it("gives projects a slug from the title, unique, and redirects ids and earlier slugs for good", async () => {
    const first = await createProject("Green Villa, Anna Nagar");
    expect(first.slug).toBe("green-villa-anna-nagar");
    const second = await createProject("Green Villa — Anna Nagar!");
    expect(second.slug).toBe("green-villa-anna-nagar-2");

    await page(`/projects/${first.slug}`);
    const byId = await api.send("GET", `/projects/${first._id}`);
    expect(byId.status).toBe(301);
    expect(byId.headers.get("location")).toBe(`/projects/${first.slug}`);

    const renamed = await updateProject(first._id, {
      title: "Green Villa",
      slug: "Green Villa Handover",
    });
    expect(renamed.slug).toBe("green-villa-handover");
    for (const old of [first.slug, first._id]) {
      const response = await api.send("GET", `/projects/${old}`);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe("/projects/green-villa-handover");
    }

    // An update that sends no slug (an API client from before slugs) keeps the address.
    const kept = await updateProject(first._id, { title: "Green Villa, Phase 2" });
    expect(kept.slug).toBe("green-villa-handover");

    // Another item can never take over an earlier slug: old links stay with their item.
    const third = await createProject("Green Villa, Anna Nagar");
    expect(third.slug).toBe("green-villa-anna-nagar-3");
  });

  it("transliterates Tamil titles and never leaves a slug empty", async () => {
    const tamil = await createBlog("சென்னை வீடு கட்டுமானம்");
    expect(tamil.slug).toMatch(/^cennai-vitu-[a-z-]+$/);
    await page(`/blog/${tamil.slug}`);
    const symbols = await createBlog("🏠🏠🏠");
    expect(symbols.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    await page(`/blog/${symbols.slug}`);
  });

  it("redirects trailing slashes to the one URL, keeping the query", async () => {
    const response = await api.send("GET", "/projects/?category=Residential");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/projects?category=Residential");
    const offSite = await api.send("GET", "//evil.example/");
    expect(offSite.status).toBe(301);
    expect(offSite.headers.get("location")).toMatch(/^\/(?!\/)/);
  });

  it("keeps the JSON contract and adds slug", async () => {
    const body = await json<{ projects: Record<string, unknown>[] }>(
      await api.send("GET", "/api/projects"),
    );
    for (const project of body.projects) {
      expect(project).toMatchObject({
        _id: expect.any(String),
        slug: expect.stringMatching(/^[a-z0-9-]+$/),
        title: expect.any(String),
        coverImage: expect.any(String),
        gallery: expect.any(Array),
        createdAt: expect.any(String),
      });
    }
  });
});

describe("heads of public pages", () => {
  it("carry an absolute canonical, Open Graph and Twitter tags on every public page", async () => {
    const project = await createProject("Courtyard House, Besant Nagar", {
      searchDescription: "A courtyard home for three generations in Besant Nagar.",
      shareImageAlt: "The courtyard house at dusk",
    });
    const post = await createBlog("Choosing a plot in Chennai");
    const album = await createGallery("Slab casting, Velachery");
    const pages: [string, string][] = [
      ["/", "/"],
      ["/about-us", "/about-us"],
      ["/services", "/services"],
      ["/contact", "/contact"],
      ["/projects", "/projects"],
      ["/projects?category=Residential", "/projects"],
      [`/projects/${project.slug}`, `/projects/${project.slug}`],
      ["/gallery", "/gallery"],
      [`/gallery/${album.slug}`, `/gallery/${album.slug}`],
      ["/blog", "/blog"],
      ["/blog?category=Tips", "/blog"],
      [`/blog/${post.slug}`, `/blog/${post.slug}`],
    ];
    for (const [pathname, canonicalPath] of pages) {
      const { root } = await page(pathname);
      const canonical = root.querySelectorAll('link[rel="canonical"]');
      expect(canonical, pathname).toHaveLength(1);
      expect(canonical[0].getAttribute("href")).toBe(
        `${TEST_SITE_URL}${canonicalPath === "/" ? "/" : canonicalPath}`,
      );
      expect(meta(root, "og:url"), pathname).toBe(canonical[0].getAttribute("href"));
      expect(meta(root, "og:site_name")).toBe("Sri Lakshmi Builders");
      expect(meta(root, "og:locale")).toBe("en_IN");
      expect(meta(root, "og:type")).toBe(pathname.startsWith("/blog/") ? "article" : "website");
      expect(meta(root, "og:title"), pathname).toBeTruthy();
      const description = meta(root, "description")!;
      expect(description.length, pathname).toBeGreaterThan(20);
      expect(description.length, pathname).toBeLessThanOrEqual(160);
      expect(meta(root, "og:description")).toBe(description);
      for (const key of ["og:image", "twitter:image"]) {
        expect(meta(root, key), `${pathname} ${key}`).toMatch(/^https:\/\/www\.example\.in\//);
      }
      expect(Number(meta(root, "og:image:width"))).toBeGreaterThan(0);
      expect(Number(meta(root, "og:image:height"))).toBeGreaterThan(0);
      expect(meta(root, "og:image:alt"), pathname).toBeTruthy();
      expect(meta(root, "twitter:card")).toBe("summary_large_image");
      expect(meta(root, "twitter:title")).toBe(meta(root, "og:title"));
      expect(meta(root, "twitter:description")).toBe(description);
      expect(root.querySelector('link[rel="alternate"][type="application/rss+xml"]')).toBeTruthy();
      expect((await fetchUpload(meta(root, "og:image")!)).status, pathname).toBe(200);
    }

    const detail = (await page(`/projects/${project.slug}`)).root;
    expect(meta(detail, "description")).toBe(
      "A courtyard home for three generations in Besant Nagar.",
    );
    expect(meta(detail, "og:image:alt")).toBe("The courtyard house at dusk");
    expect(meta(detail, "og:image:width")).toBe("1200");
    expect(meta(detail, "og:image:height")).toBe("630");
  });

  it("gives no canonical to a page that does not exist", async () => {
    const response = await api.send("GET", "/projects/no-such-project");
    expect(response.status).toBe(404);
    const root = parse(await response.text());
    expect(root.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe("share images", () => {
  it("are 1200×630 JPEGs under 300 KB, redrawn when the title changes and no longer served once the item is deleted", async () => {
    const project = await createProject("Share Card Villa");
    const before = meta((await page(`/projects/${project.slug}`)).root, "og:image")!;
    const response = await fetchUpload(before);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
    const { width, height, format } = await sharp(bytes).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
    const beforeFile = path.join(api.server.uploadsDir, path.basename(before));
    expect(fs.existsSync(beforeFile)).toBe(true);

    // Same slug kept (sent as it is), new title: a new card, the old one gone.
    const updated = await updateProject(project._id, {
      title: "Share Card Villa, Handed Over",
      slug: project.slug,
    });
    expect(updated.slug).toBe(project.slug);
    const after = meta((await page(`/projects/${project.slug}`)).root, "og:image")!;
    expect(after).not.toBe(before);
    expect(fs.existsSync(beforeFile)).toBe(false);
    const afterFile = path.join(api.server.uploadsDir, path.basename(after));
    expect(fs.existsSync(afterFile)).toBe(true);
    expect((await sharp(afterFile).metadata()).width).toBe(1200);

    const deleted = await api.send("DELETE", `/api/projects/${project._id}`, { token: api.token });
    expect(deleted.status).toBe(200);
    // In the trash (docs/product/admin.md#trash): kept for a restore, never served.
    expect((await api.send("GET", `/uploads/${path.basename(after)}`)).status).toBe(404);
    expect((await api.send("GET", `/projects/${project.slug}`)).status).toBe(404);
  });
});

describe("structured data", () => {
  it("describes the company as a GeneralContractor on home, about and contact", async () => {
    for (const pathname of ["/", "/about-us", "/contact"]) {
      const { root } = await page(pathname);
      const company = jsonLd(root).find((data) => data["@type"] === "GeneralContractor");
      expect(company, pathname).toMatchObject({
        "@context": "https://schema.org",
        name: "Sri Lakshmi Builders",
        url: `${TEST_SITE_URL}/`,
        logo: expect.stringMatching(/^https:\/\/www\.example\.in\/.+\.png$/),
        image: expect.stringMatching(/^https:\/\/www\.example\.in\/uploads\//),
        telephone: expect.any(String),
        email: expect.any(String),
        address: { "@type": "PostalAddress", addressLocality: "Chennai", addressCountry: "IN" },
        geo: { "@type": "GeoCoordinates", latitude: expect.any(Number) },
        openingHoursSpecification: {
          dayOfWeek: expect.arrayContaining(["https://schema.org/Saturday"]),
          opens: "09:00",
          closes: "18:00",
        },
        areaServed: expect.arrayContaining([{ "@type": "City", name: "Chennai" }]),
        priceRange: expect.any(String),
        sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
      });
    }
  });

  it("survives a title full of </script> and quotes, and is allowed by the page's CSP", async () => {
    const post = await createBlog(HOSTILE_TITLE);
    const { html, root, response } = await page(`/blog/${post.slug}`);
    // The only </script> sequences are the real ends of script elements.
    const scripts = root.querySelectorAll("script");
    expect(html.match(/<\/script>/gi)?.length).toBe(scripts.length);
    expect(root.querySelectorAll("script").some((s) => s.textContent.includes("alert("))).toBe(
      true,
    );
    expect(html).not.toContain("<script>alert(");

    const data = jsonLd(root);
    const posting = data.find((item) => item["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: HOSTILE_TITLE,
      url: `${TEST_SITE_URL}/blog/${post.slug}`,
      datePublished: expect.any(String),
      dateModified: expect.any(String),
      author: { "@type": "Person", name: "Site Engineer" },
      publisher: { "@type": "Organization", name: "Sri Lakshmi Builders" },
    });
    expect((posting!.image as string[]).length).toBeGreaterThanOrEqual(2);
    const crumbs = data.find((item) => item["@type"] === "BreadcrumbList");
    expect(crumbs).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: `${TEST_SITE_URL}/` },
        { position: 2, name: "Blog", item: `${TEST_SITE_URL}/blog` },
        { position: 3, name: HOSTILE_TITLE, item: `${TEST_SITE_URL}/blog/${post.slug}` },
      ],
    });
    // A visitor gets the cached page, whose scripts are allowed by hash instead of a nonce
    // (docs/decisions/021-public-page-cache.md).
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).not.toContain("'nonce-");
    for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
      expect(script.getAttribute("nonce")).toBeUndefined();
      const hash = createHash("sha256").update(script.rawText, "utf8").digest("base64");
      expect(csp).toContain(`'sha256-${hash}'`);
    }
    expect(meta(root, "og:title")).toBe(HOSTILE_TITLE);
  });

  it("lists projects as an ItemList and gives project pages breadcrumbs", async () => {
    const projects = (await json<{ projects: ItemJson[] }>(await api.send("GET", "/api/projects")))
      .projects;
    const list = jsonLd((await page("/projects")).root).find((d) => d["@type"] === "ItemList");
    expect(list!.itemListElement).toEqual(
      projects.map((project, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: project.title,
        url: `${TEST_SITE_URL}/projects/${project.slug}`,
      })),
    );
    const detail = jsonLd((await page(`/projects/${projects[0].slug}`)).root);
    expect(detail.find((d) => d["@type"] === "BreadcrumbList")).toBeTruthy();
  });
});

describe("sitemap, feeds, robots, icons", () => {
  const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" });

  async function sitemapLocs() {
    const response = await api.send("GET", "/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("xml");
    const parsed = xml.parse(await response.text()) as {
      urlset: { url: { loc: string; lastmod: string; "image:image"?: unknown }[] };
    };
    return parsed.urlset.url;
  }

  async function expectedLocs() {
    const projects = (await json<{ projects: ItemJson[] }>(await api.send("GET", "/api/projects")))
      .projects;
    const blogs = await json<ItemJson[]>(await api.send("GET", "/api/blogs"));
    const galleries = (
      await json<{ galleries: ItemJson[] }>(await api.send("GET", "/api/galleries"))
    ).galleries;
    return (
      [
        ...["/", "/about-us", "/services", "/contact", "/projects", "/blog", "/gallery"],
        ...projects.map((p) => `/projects/${p.slug}`),
        ...blogs.map((b) => `/blog/${b.slug}`),
        ...galleries.map((g) => `/gallery/${g.slug}`),
      ]
        // Every page in English and in Tamil (/ta, /ta/projects/…).
        .flatMap((p) => [p, p === "/" ? "/ta" : `/ta${p}`])
        .map((p) => `${TEST_SITE_URL}${p}`)
        .sort()
    );
  }

  it("lists every public page, project, post and album, and follows create, edit and delete", async () => {
    const check = async () => {
      const urls = await sitemapLocs();
      expect(urls.map((url) => url.loc).sort()).toEqual(await expectedLocs());
      for (const url of urls) expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
      return urls;
    };
    await check();
    const project = await createProject("Sitemap Villa", {
      shareImageAlt: "ignored here",
    });
    let urls = await check();
    const entry = urls.find((url) => url.loc === `${TEST_SITE_URL}/projects/${project.slug}`);
    expect(entry!["image:image"]).toMatchObject({
      "image:loc": expect.stringMatching(/^https:\/\/www\.example\.in\/uploads\/.+\.webp$/),
      "image:caption": "Sitemap Villa",
    });

    const renamed = await updateProject(project._id, { title: "Sitemap Villa", slug: "sm-villa" });
    urls = await check();
    expect(urls.some((url) => url.loc.endsWith(`/projects/${renamed.slug}`))).toBe(true);
    expect(urls.some((url) => url.loc.endsWith(`/projects/${project.slug}`))).toBe(false);

    expect(
      (await api.send("DELETE", `/api/projects/${project._id}`, { token: api.token })).status,
    ).toBe(200);
    urls = await check();
    expect(urls.some((url) => url.loc.endsWith("/projects/sm-villa"))).toBe(false);
  });

  it("feeds the latest posts as RSS 2.0 and Atom, following create and delete", async () => {
    const feedParser = new Parser();
    const post = await createBlog("Feed Test: Waterproofing Terraces");
    const rssResponse = await api.send("GET", "/blog/rss.xml");
    expect(rssResponse.headers.get("content-type")).toContain("application/rss+xml");
    const rss = await feedParser.parseString(await rssResponse.text());
    const blogs = await json<ItemJson[]>(await api.send("GET", "/api/blogs"));
    // Titles are escaped text (feed readers read them as HTML): decoded, they are the posts' titles.
    const shown = (html = "") =>
      html.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    expect(rss.items.map((item) => shown(item.title))).toEqual(
      blogs.slice(0, 20).map((b) => b.title),
    );
    const item = rss.items.find((entry) => entry.title === post.title)!;
    expect(item.link).toBe(`${TEST_SITE_URL}/blog/${post.slug}`);
    expect(item.enclosure?.url).toMatch(/^https:\/\/www\.example\.in\/uploads\/.+\.webp$/);
    expect(Number.isNaN(Date.parse(item.pubDate!))).toBe(false);

    const atom = await feedParser.parseString(
      await (await api.send("GET", "/blog/atom.xml")).text(),
    );
    expect(atom.items.map((entry) => entry.title)).toContain(post.title);

    expect((await api.send("DELETE", `/api/blogs/${post._id}`, { token: api.token })).status).toBe(
      200,
    );
    const after = await feedParser.parseString(
      await (await api.send("GET", "/blog/rss.xml")).text(),
    );
    expect(after.items.map((entry) => entry.title)).not.toContain(post.title);
  });

  it("names the sitemap in robots.txt and serves the icons and the manifest", async () => {
    const robots = await (await api.send("GET", "/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap.xml`);
    expect(robots).toContain("Disallow: /dashboard");

    const favicon = await api.send("GET", "/favicon.ico");
    expect(favicon.status).toBe(200);
    const ico = Buffer.from(await favicon.arrayBuffer());
    expect(ico.readUInt16LE(2)).toBe(1); // ICO type
    for (const [file, size] of [
      ["/apple-touch-icon.png", 180],
      ["/icons/icon-192.png", 192],
      ["/icons/icon-512.png", 512],
    ] as const) {
      const response = await api.send("GET", file);
      expect(response.status, file).toBe(200);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width, metadata.height], file).toEqual(["png", size, size]);
    }

    const manifestResponse = await api.send("GET", "/manifest.webmanifest");
    expect(manifestResponse.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = JSON.parse(await manifestResponse.text()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: "Sri Lakshmi Builders",
      theme_color: "#c2410c",
      icons: expect.arrayContaining([expect.objectContaining({ sizes: "512x512" })]),
    });
    const { root } = await page("/services");
    expect(meta(root, "theme-color")).toBe("#c2410c");
    expect(root.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe(
      "/manifest.webmanifest",
    );
  });
});

describe("gallery albums", () => {
  it("have their own page with title, description, category and images, linked from /gallery", async () => {
    const album = await createGallery("Handover, Velachery");
    const { root } = await page(`/gallery/${album.slug}`);
    expect(root.querySelector("h1")?.textContent).toBe("Handover, Velachery");
    expect(root.textContent).toContain("Progress photos from the slab casting.");
    expect(root.textContent).toContain("Construction");
    expect(root.querySelectorAll('section[aria-label="Album images"] img').length).toBe(1);
    // Each tile is labelled with its own caption or alt text, never the album's title again.
    const tileLabels = root
      .querySelectorAll('section[aria-label="Album images"] a .line-clamp-1')
      .map((label) => label.textContent);
    expect(tileLabels).not.toContain("Handover, Velachery");
    const gallery = (await page("/gallery")).root;
    expect(gallery.querySelector(`a[href="/gallery/${album.slug}"]`)).toBeTruthy();
    const byId = await api.send("GET", `/gallery/${album._id}`);
    expect(byId.status).toBe(301);
    expect(byId.headers.get("location")).toBe(`/gallery/${album.slug}`);
  });
});
