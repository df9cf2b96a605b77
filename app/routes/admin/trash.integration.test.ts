/**
 * Trash and History against the built server (docs/product/admin.md#trash,
 * docs/product/admin-forms.md#history): a deleted item is gone for visitors and anonymous API reads
 * (page, API, listings, sitemap, feeds, photos) and comes back, slug and photos included, after a
 * restore from /trash; Delete forever asks first and removes the files; a project's progress update
 * goes and comes back on its project's page; the editor's History restores an earlier version as a
 * new save and refuses one based on a version saved over since.
 */
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { image, json, multipart } from "../../../test/support/api";
import { ContentApi } from "../../../test/support/content";
import { useApiServer } from "../../../test/support/api-server";
import { signInBrowser, type BrowserSession } from "../../../test/support/browser-session";
import { ADMIN_EMAIL } from "../../../test/support/server";

type ProjectJson = {
  _id: string;
  slug: string;
  title: string;
  coverImage: string;
  gallery: string[];
};
type BlogJson = { _id: string; slug: string; title: string; images: string[]; updatedAt: string };

const api = useApiServer();
let owner: BrowserSession;

beforeAll(async () => {
  owner = await signInBrowser(api.baseURL);
});

const visitor = (pathname: string) => fetch(`${api.baseURL}${pathname}`, { redirect: "manual" });
const onDisk = (name: string) => fs.existsSync(path.join(api.server.uploadsDir, name));
/** A page's text as a reader sees it. */
async function textOf(response: Response) {
  return (await response.text())
    .replace(/<!--.*?-->/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

async function createProject(title: string) {
  const response = await api.send("POST", "/api/create-project", {
    token: api.token,
    body: multipart({
      title,
      description: "A courtyard house in Adyar.",
      category: "Residential",
      location: "Adyar, Chennai",
      coverImage: await image("cover.jpg"),
      gallery: [await image("hall.png", "png")],
    }),
  });
  expect(response.status).toBe(201);
  return (await json<{ project: ProjectJson }>(response)).project;
}

async function createBlog(title: string, content: string) {
  const response = await api.send("POST", "/api/add-blog", {
    token: api.token,
    body: multipart({
      title,
      content,
      author: "Site Engineer",
      category: "Tips",
      images: await image("roof.jpg"),
    }),
  });
  expect(response.status).toBe(201);
  return (await json<{ blog: BlogJson }>(response)).blog;
}

describe("the trash", () => {
  it("hides a deleted project everywhere and brings it back, slug and photos, on restore", async () => {
    const project = await createProject("Courtyard House Adyar");
    const photos = [project.coverImage, ...project.gallery];
    expect((await visitor(`/projects/${project.slug}`)).status).toBe(200);

    const deleted = await api.send("DELETE", `/api/projects/${project._id}`, { token: api.token });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ message: "Project deleted successfully" });
    // A second delete answers as documented for an unknown id.
    expect(
      (await api.send("DELETE", `/api/projects/${project._id}`, { token: api.token })).status,
    ).toBe(404);

    expect((await visitor(`/projects/${project.slug}`)).status).toBe(404);
    expect((await visitor(`/api/projects/${project._id}`)).status).toBe(404);
    const listed = await json<{ projects: ProjectJson[] }>(await visitor("/api/projects"));
    expect(listed.projects.map((item) => item._id)).not.toContain(project._id);
    expect(await (await visitor("/sitemap.xml")).text()).not.toContain(project.slug);
    expect(await textOf(await visitor("/projects"))).not.toContain("Courtyard House Adyar");
    for (const photo of photos) {
      expect((await visitor(`/uploads/${photo}`)).status).toBe(404);
      // Kept on disk for a restore.
      expect(onDisk(photo)).toBe(true);
    }
    // The slug stays the trashed project's: a new one with the same title gets another.
    const namesake = await createProject("Courtyard House Adyar");
    expect(namesake.slug).not.toBe(project.slug);

    const trash = await owner.get("/trash");
    expect(trash.status).toBe(200);
    const listing = await textOf(trash);
    expect(listing).toContain("Project Courtyard House Adyar");
    expect(listing).toContain(`by ${ADMIN_EMAIL}`);

    const restored = await owner.post("/trash", {
      intent: "restore",
      kind: "project",
      id: project._id,
    });
    expect(restored.status).toBe(302);
    const page = await visitor(`/projects/${project.slug}`);
    expect(page.status).toBe(200);
    expect(await textOf(page)).toContain("Courtyard House Adyar");
    for (const photo of photos) expect((await visitor(`/uploads/${photo}`)).status).toBe(200);
    expect(await (await visitor("/sitemap.xml")).text()).toContain(project.slug);
    expect(await textOf(await owner.get("/trash"))).toContain("The trash is empty.");
  });

  it("leaves a trashed post out of the feeds, and Delete forever asks first, then removes its files", async () => {
    const blog = await createBlog(
      "Waterproofing before the monsoon",
      "Slope, drains and a membrane.",
    );
    expect(await (await visitor("/blog/rss.xml")).text()).toContain(blog.title);
    expect((await api.send("DELETE", `/api/blogs/${blog._id}`, { token: api.token })).status).toBe(
      200,
    );
    expect(await (await visitor("/blog/rss.xml")).text()).not.toContain(blog.title);
    expect(await (await visitor("/blog/atom.xml")).text()).not.toContain(blog.title);
    expect((await visitor(`/blog/${blog.slug}`)).status).toBe(404);

    const asked = await owner.post("/trash", {
      intent: "delete-forever",
      kind: "blog",
      id: blog._id,
    });
    expect(asked.status).toBe(302);
    const question = asked.headers.get("Location")!;
    expect(question).toBe(`/trash?confirm=${encodeURIComponent(`blog:${blog._id}`)}`);
    expect(onDisk(blog.images[0])).toBe(true);
    expect(await textOf(await owner.get(question))).toContain(
      "Delete “Waterproofing before the monsoon” for good?",
    );

    const gone = await owner.post("/trash", {
      intent: "delete-forever",
      kind: "blog",
      id: blog._id,
      confirmed: "yes",
    });
    expect(gone.status).toBe(302);
    expect(onDisk(blog.images[0])).toBe(false);
    expect(await textOf(await owner.get("/trash"))).not.toContain(blog.title);
    expect(
      (await owner.post("/trash", { intent: "restore", kind: "blog", id: blog._id })).status,
    ).toBe(404);
  });

  it("hides the share card of every trashed item alike, and shows it again on restore", async () => {
    const response = await api.send("POST", "/api/gallery-upload", {
      token: api.token,
      body: multipart({ title: "Handover day in Porur", gallery: [await image("porur.jpg")] }),
    });
    expect(response.status).toBe(201);
    const gallery = (await json<{ gallery: { _id: string; slug: string } }>(response)).gallery;
    const project = await createProject("Terrace House Porur");
    const blog = await createBlog("Curing a terrace slab", "Ponding for a week.");
    const items = [
      { kind: "gallery", id: gallery._id, page: `/gallery/${gallery.slug}`, api: "galleries" },
      { kind: "project", id: project._id, page: `/projects/${project.slug}`, api: "projects" },
      { kind: "blog", id: blog._id, page: `/blog/${blog.slug}`, api: "blogs" },
    ];
    /** The address of the item's share card, as its page names it for social previews. */
    const shareCardOf = async (pathname: string) => {
      const html = await (await visitor(pathname)).text();
      const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(url, pathname).toMatch(/\/uploads\/[^/]+$/);
      return new URL(url!).pathname;
    };
    for (const item of items) {
      const card = await shareCardOf(item.page);
      expect((await visitor(card)).status, item.kind).toBe(200);
      const deleted = await api.send("DELETE", `/api/${item.api}/${item.id}`, { token: api.token });
      expect(deleted.status).toBe(200);
      expect((await visitor(card)).status, `${item.kind} in the trash`).toBe(404);

      const restored = await owner.post("/trash", {
        intent: "restore",
        kind: item.kind,
        id: item.id,
      });
      expect(restored.status).toBe(302);
      expect((await visitor(card)).status, `${item.kind} restored`).toBe(200);
    }
  });

  it("leaves a trashed gallery's photos out of the dashboard's and the manage list's counts", async () => {
    const imagesCount = async (path: string, pattern: RegExp) =>
      Number(pattern.exec(await textOf(await owner.get(path)))?.[1]);
    const dashboard = /Total Images (\d+)/;
    const manage = /galler(?:y|ies), (\d+) images?/;
    const before = {
      dashboard: await imagesCount("/dashboard", dashboard),
      manage: await imagesCount("/manage-gallery", manage),
    };
    const content = await ContentApi.signIn(api.baseURL);
    const gallery = await content.createGallery({
      title: "Two photos to trash",
      images: [await image("a.jpg"), await image("b.png", "png")],
    });
    expect(await imagesCount("/dashboard", dashboard)).toBe(before.dashboard + 2);
    expect(await imagesCount("/manage-gallery", manage)).toBe(before.manage + 2);

    const deleted = await api.send("DELETE", `/api/galleries/${gallery._id}`, { token: api.token });
    expect(deleted.status).toBe(200);
    expect(await imagesCount("/dashboard", dashboard)).toBe(before.dashboard);
    expect(await imagesCount("/manage-gallery", manage)).toBe(before.manage);
  });

  it("takes a deleted progress update off its project's page and brings it back, photos too", async () => {
    const project = await createProject("Villa in Kotturpuram");
    const created = await api.send("POST", `/api/projects/${project._id}/progress`, {
      token: api.token,
      body: multipart({
        date: "2026-01-10",
        stage: "foundation",
        percent: "15",
        title: "Footings poured in Kotturpuram",
        images: [await image("footing.jpg")],
      }),
    });
    expect(created.status).toBe(201);
    const { update } = await json<{ update: { _id: string; images: string[] } }>(created);
    expect(await textOf(await visitor(`/projects/${project.slug}`))).toContain(
      "Footings poured in Kotturpuram",
    );

    const deleted = await owner.post(`/manage-progress/${update._id}/delete`, { confirmed: "yes" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe(`/edit-project/${project._id}`);
    expect(await textOf(await visitor(`/projects/${project.slug}`))).not.toContain(
      "Footings poured in Kotturpuram",
    );
    expect((await visitor(`/uploads/${update.images[0]}`)).status).toBe(404);
    expect(await textOf(await owner.get("/trash"))).toContain(
      "Progress update Footings poured in Kotturpuram",
    );

    const restored = await owner.post("/trash", {
      intent: "restore",
      kind: "progress",
      id: update._id,
    });
    expect(restored.status).toBe(302);
    expect(await textOf(await visitor(`/projects/${project.slug}`))).toContain(
      "Footings poured in Kotturpuram",
    );
    expect((await visitor(`/uploads/${update.images[0]}`)).status).toBe(200);
    expect(await textOf(await owner.get("/trash"))).not.toContain("Footings poured in Kotturpuram");
  });

  it("is a private page", async () => {
    const anonymous = await visitor("/trash");
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login/);
  });
});

describe("the History panel", () => {
  it("restores the first version as a new save, which can itself be undone", async () => {
    const blog = await createBlog("Curing concrete", "Keep it wet for seven days.");
    const edit = async (content: string) => {
      const response = await api.send("PUT", `/api/blogs/${blog._id}`, {
        token: api.token,
        body: multipart({
          title: blog.title,
          content,
          author: "Site Engineer",
          category: "Tips",
          keepImages: blog.images,
        }),
      });
      expect(response.status).toBe(200);
      return (await json<{ blog: BlogJson }>(response)).blog;
    };
    await edit("Keep it wet for ten days.");
    await edit("Keep it wet for fourteen days.");

    const editor = await owner.get(`/edit-blog/${blog._id}`);
    const html = await editor.text();
    const versions = [...html.matchAll(/name="revision" value="([^"]+)"/g)].map((m) => m[1]);
    // Three versions; the current one has no Restore.
    expect(versions).toHaveLength(2);
    expect(await textOf(new Response(html))).toContain("Changed: Content");
    const first = versions[1];
    const opened = /name="updatedAt" value="([^"]+)"/.exec(html)![1];

    const stale = await owner.post(`/edit-blog/${blog._id}/restore-version`, {
      revision: first,
      updatedAt: "2020-01-01T00:00:00.000Z",
    });
    expect(stale.status).toBe(409);
    expect(await textOf(await visitor(`/blog/${blog.slug}`))).toContain("fourteen days");

    const restored = await owner.post(`/edit-blog/${blog._id}/restore-version`, {
      revision: first,
      updatedAt: opened,
    });
    expect(restored.status).toBe(302);
    expect(restored.headers.get("Location")).toMatch(
      new RegExp(`^/edit-blog/${blog._id}\\?restored=`),
    );
    const page = await textOf(await visitor(`/blog/${blog.slug}`));
    expect(page).toContain("Keep it wet for seven days.");

    // The restore kept the version it replaced: restoring that one undoes it.
    const after = await (await owner.get(`/edit-blog/${blog._id}`)).text();
    const [undo] = [...after.matchAll(/name="revision" value="([^"]+)"/g)].map((m) => m[1]);
    const current = /name="updatedAt" value="([^"]+)"/.exec(after)![1];
    const undone = await owner.post(`/edit-blog/${blog._id}/restore-version`, {
      revision: undo,
      updatedAt: current,
    });
    expect(undone.status).toBe(302);
    expect(await textOf(await visitor(`/blog/${blog.slug}`))).toContain("fourteen days");
  });

  it("brings back a draft's texts without taking the published post offline, and says Restored", async () => {
    const blog = await createBlog("Waterproofing terraces", "First notes.");
    const save = async (fields: Record<string, string>) => {
      const response = await api.send("PUT", `/api/blogs/${blog._id}`, {
        token: api.token,
        body: multipart({
          title: blog.title,
          author: "Site Engineer",
          category: "Tips",
          keepImages: blog.images,
          ...fields,
        }),
      });
      expect(response.status).toBe(200);
    };
    await save({ content: "Draft notes.", status: "draft" });
    await save({ content: "Published notes.", status: "published" });
    expect((await visitor(`/blog/${blog.slug}`)).status).toBe(200);

    const html = await (await owner.get(`/edit-blog/${blog._id}`)).text();
    const [draftVersion] = [...html.matchAll(/name="revision" value="([^"]+)"/g)].map((m) => m[1]);
    const restored = await owner.post(`/edit-blog/${blog._id}/restore-version`, {
      revision: draftVersion,
      updatedAt: /name="updatedAt" value="([^"]+)"/.exec(html)![1],
    });
    expect(restored.status).toBe(302);

    // The draft's text is back on the live page; the post stayed published.
    const page = await visitor(`/blog/${blog.slug}`);
    expect(page.status).toBe(200);
    expect(await textOf(page)).toContain("Draft notes.");
    const flash = restored.headers
      .getSetCookie()
      .find((value) => value.startsWith("__flash="))!
      .split(";")[0];
    const editor = await textOf(
      await fetch(`${api.baseURL}${restored.headers.get("Location")}`, {
        headers: { Cookie: `${owner.cookie}; ${flash}` },
      }),
    );
    expect(editor).toContain("it stays Published, as it was.");
    expect(editor).toMatch(/Restored by owner@example\.com: the version of /);
  });
});
