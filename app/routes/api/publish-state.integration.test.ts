/**
 * Publish states against a real server (docs/api/conventions.md#publish-state,
 * docs/decisions/026-publish-state.md): drafts and scheduled items are not
 * there for anonymous API reads, pages, the sitemap or the feeds; a token
 * sees them with their state; the signed-in owner previews them; a scheduled
 * post appears once its time has passed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  image,
  json,
  multipart,
  sessionCookie,
  signInForm,
  type Part,
} from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";

type Item = { _id: string; slug: string; title: string; status?: string; publishAt?: string };

const api = useApiServer();
let cookie: string;

beforeAll(async () => {
  cookie = sessionCookie(await signInForm(api.baseURL));
});

const page = (path: string, signedIn = false) =>
  fetch(api.baseURL + path, {
    headers: signedIn ? { Cookie: cookie } : {},
    redirect: "manual",
  });
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

async function created<T>(response: Response, key: string): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await json<Record<string, T>>(response))[key];
}

async function createPost(title: string, fields: Record<string, Part | Part[]> = {}) {
  const response = await api.send("POST", "/api/add-blog", {
    token: api.token,
    body: multipart({ title, content: "Plain words.", author: "Priya", ...fields }),
  });
  return created<Item>(response, "blog");
}

async function createProject(title: string, fields: Record<string, Part | Part[]> = {}) {
  const response = await api.send("POST", "/api/create-project", {
    token: api.token,
    body: multipart({ title, coverImage: await image(), ...fields }),
  });
  return created<Item>(response, "project");
}

async function createGallery(title: string, fields: Record<string, Part | Part[]> = {}) {
  const response = await api.send("POST", "/api/gallery-upload", {
    token: api.token,
    body: multipart({ title, gallery: [await image()], ...fields }),
  });
  return created<Item>(response, "gallery");
}

const idsOf = (items: Item[]) => items.map((item) => item._id);

describe("a draft of each kind", () => {
  it("is missing from anonymous reads, which keep their shapes, and listed with its state for a token", async () => {
    const live = await createPost("Live post");
    const draft = await createPost("Draft post", { status: "draft" });
    const project = await createProject("Draft project", { status: "draft" });
    const album = await createGallery("Draft album", { status: "draft" });

    const posts = await json<Item[]>(await api.send("GET", "/api/blogs"));
    expect(idsOf(posts)).toContain(live._id);
    expect(idsOf(posts)).not.toContain(draft._id);
    expect(Object.keys(posts[0])).not.toContain("status");
    expect((await api.send("GET", `/api/blogs/${draft._id}`)).status).toBe(404);
    const projects = await json<{ projects: Item[] }>(await api.send("GET", "/api/projects"));
    expect(idsOf(projects.projects)).not.toContain(project._id);
    expect((await api.send("GET", `/api/projects/${project._id}`)).status).toBe(404);
    const albums = await json<{ galleries: Item[] }>(await api.send("GET", "/api/galleries"));
    expect(idsOf(albums.galleries)).not.toContain(album._id);
    expect((await api.send("GET", `/api/galleries/${album._id}`)).status).toBe(404);
    const paged = await api.send("GET", "/api/blogs?page=1&limit=50");
    expect(idsOf(await json<Item[]>(paged))).not.toContain(draft._id);
    expect(paged.headers.get("X-Total-Count")).toBe(String(posts.length));

    const signedIn = await json<Item[]>(await api.send("GET", "/api/blogs", { token: api.token }));
    expect(signedIn.find((item) => item._id === draft._id)).toMatchObject({
      status: "draft",
      publishAt: null,
    });
    expect(signedIn.find((item) => item._id === live._id)).toMatchObject({
      status: "published",
    });
    const one = await json<Item>(
      await api.send("GET", `/api/projects/${project._id}`, { token: api.token }),
    );
    expect(one).toMatchObject({ _id: project._id, status: "draft" });
    const oneAlbum = await json<{ galleries: Item }>(
      await api.send("GET", `/api/galleries/${album._id}`, { token: api.token }),
    );
    expect(oneAlbum.galleries).toMatchObject({ _id: album._id, status: "draft" });
  });

  it("answers 404 to visitors on its page, old address included, and is previewed by the signed-in owner", async () => {
    const draft = await createPost("Unfinished foundations");
    await api.send("PUT", `/api/blogs/${draft._id}`, {
      token: api.token,
      body: multipart({
        title: draft.title,
        content: "Plain words.",
        author: "Priya",
        slug: "foundations-guide",
        status: "draft",
      }),
    });
    expect((await page("/blog/foundations-guide")).status).toBe(404);
    expect((await page(`/blog/${draft.slug}`)).status).toBe(404);
    expect((await page("/blog/foundations-guide?preview")).status).toBe(404);
    const blogPage = await (await page("/blog")).text();
    expect(blogPage).not.toContain("Unfinished foundations");

    const preview = await page("/blog/foundations-guide?preview", true);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Cache-Control")).toBe("no-store");
    const html = await preview.text();
    expect(html).toContain("Preview — not published");
    expect(html).toContain("Unfinished foundations");
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    // Signed in without asking for a preview, the page is still not there.
    expect((await page("/blog/foundations-guide", true)).status).toBe(404);
  });

  it("is left out of the sitemap and the feeds", async () => {
    const draft = await createPost("Sitemap draft", { status: "draft" });
    const scheduled = await createProject("Sitemap scheduled", {
      status: "scheduled",
      publishAt: inSeconds(3600),
    });
    const shown = await createPost("Sitemap live");
    const sitemap = await (await page("/sitemap.xml")).text();
    expect(sitemap).toContain(`/blog/${shown.slug}<`);
    expect(sitemap).not.toContain(`/blog/${draft.slug}<`);
    expect(sitemap).not.toContain(`/projects/${scheduled.slug}<`);
    for (const feed of ["/blog/rss.xml", "/blog/atom.xml"]) {
      const text = await (await page(feed)).text();
      expect(text, feed).toContain("Sitemap live");
      expect(text, feed).not.toContain("Sitemap draft");
    }
  });
});

describe("publish parameters", () => {
  it("leave the state alone on an update that sends none, and refuse a bad or past time", async () => {
    const draft = await createPost("Stays a draft", { status: "draft" });
    const update = await api.send("PUT", `/api/blogs/${draft._id}`, {
      token: api.token,
      body: multipart({ title: "Stays a draft", content: "Edited.", author: "Priya" }),
    });
    expect(update.status).toBe(200);
    expect((await api.send("GET", `/api/blogs/${draft._id}`)).status).toBe(404);

    const refused: Record<string, string>[] = [
      { status: "scheduled" },
      { status: "scheduled", publishAt: "next tuesday" },
      { status: "scheduled", publishAt: "2020-01-01T10:00" },
      { status: "hidden" },
    ];
    for (const fields of refused) {
      const response = await api.send("POST", "/api/add-blog", {
        token: api.token,
        body: multipart({ title: "T", content: "C", author: "A", ...fields }),
      });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await json(response)).toEqual({ message: expect.any(String) });
    }
  });

  it("read a time without an offset as India time", async () => {
    const post = await createPost("Diwali offer", {
      status: "scheduled",
      publishAt: "2099-11-05T10:00",
    });
    const read = await json<Item>(
      await api.send("GET", `/api/blogs/${post._id}`, { token: api.token }),
    );
    expect(read).toMatchObject({ status: "scheduled", publishAt: "2099-11-05T04:30:00.000Z" });
  });
});

describe("a scheduled post", () => {
  it("appears for visitors by itself once its time has passed", async () => {
    const at = inSeconds(4);
    const post = await createPost("Monsoon checklist", { status: "scheduled", publishAt: at });
    expect((await api.send("GET", `/api/blogs/${post._id}`)).status).toBe(404);
    expect((await page(`/blog/${post.slug}`)).status).toBe(404);
    // Read (and so cached) before the time: the page cache must not keep them past it.
    expect(await (await page("/blog")).text()).not.toContain("Monsoon checklist");
    expect(await (await page("/sitemap.xml")).text()).not.toContain(`/blog/${post.slug}<`);

    const waitMs = Date.parse(at) - Date.now() + 250;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, waitMs)));

    const read = await api.send("GET", `/api/blogs/${post._id}`);
    expect(read.status).toBe(200);
    expect(Object.keys(await json(read))).not.toContain("status");
    expect((await page(`/blog/${post.slug}`)).status).toBe(200);
    const list = await json<Item[]>(await api.send("GET", "/api/blogs"));
    expect(idsOf(list)).toContain(post._id);
    expect(await (await page("/sitemap.xml")).text()).toContain(`/blog/${post.slug}<`);
    expect(await (await page("/blog")).text()).toContain("Monsoon checklist");
  }, 20_000);

  it("shows a scheduled progress update on its project's page once its time has passed", async () => {
    const project = await createProject("Scheduled slab house", { category: "Residential" });
    const at = inSeconds(4);
    const response = await api.send("POST", `/api/projects/${project._id}/progress`, {
      token: api.token,
      body: multipart({
        date: "2026-03-02",
        stage: "structure",
        percent: "40",
        title: "First floor slab cast",
        note: "",
        status: "scheduled",
        publishAt: at,
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    // Read (and so cached) before the time: the cached page must not outlive it.
    expect(await (await page(`/projects/${project.slug}`)).text()).not.toContain(
      "First floor slab cast",
    );

    const waitMs = Date.parse(at) - Date.now() + 250;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, waitMs)));
    expect(await (await page(`/projects/${project.slug}`)).text()).toContain(
      "First floor slab cast",
    );
  }, 20_000);
});
