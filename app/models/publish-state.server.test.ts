/**
 * Publish states in the models (docs/decisions/026-publish-state.md): what
 * visitors' listings hold for each table, what the owner's hold, a scheduled
 * item appearing by itself once its time passes (the clock is moved, not
 * waited for) and nextScheduledPublishAt.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { storedImage } from "../../test/support/stored-image";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "publish-state-test-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");

const { closeDatabase, getDb, migrateDatabase } = await import("~/db/db.server");
const projectModel = await import("~/models/project.server");
const blogModel = await import("~/models/blog.server");
const galleryModel = await import("~/models/gallery.server");
const { nextScheduledPublishAt } = await import("~/models/publish-schedule.server");

const HOUR = 3_600_000;
const start = Date.now();
const inHours = (hours: number) => new Date(start + hours * HOUR).toISOString();

/** Each table gets a published item, a draft and one scheduled `hours` ahead. */
async function makeProject(title: string, publishedAt: string | null | undefined, category = "") {
  return projectModel.createProject(
    {
      title,
      description: "",
      category: (category || "Residential") as "Residential",
      location: "",
      ...(publishedAt === undefined ? {} : { publishedAt }),
    },
    { cover: await storedImage(), gallery: [] },
  );
}

async function makeBlog(title: string, publishedAt: string | null | undefined, category = "") {
  return blogModel.createBlog(
    {
      title,
      content: "Body",
      author: "A",
      category: (category || "General") as "General",
      tags: [],
      ...(publishedAt === undefined ? {} : { publishedAt }),
    },
    [await storedImage()],
  );
}

async function makeGallery(title: string, publishedAt: string | null | undefined, photos = 1) {
  return galleryModel.createGallery(
    {
      title,
      description: "",
      category: "General",
      ...(publishedAt === undefined ? {} : { publishedAt }),
    },
    await Promise.all(Array.from({ length: photos }, () => storedImage())),
  );
}

const titles = (items: { title: string }[]) => items.map((item) => item.title).sort();

beforeAll(async () => {
  migrateDatabase();
  await makeProject("Live project", undefined);
  await makeProject("Draft project", null, "Commercial");
  await makeProject("Later project", inHours(3), "Interior");
  await makeBlog("Live post", undefined);
  await makeBlog("Draft post", null, "Design");
  await makeBlog("Later post", inHours(1), "Tips");
  await makeGallery("Live album", undefined, 1);
  await makeGallery("Draft album", null, 2);
  await makeGallery("Later album", inHours(2), 4);
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("visitors' listings", () => {
  it("hold published projects only: pages, lists, categories and search", () => {
    expect(titles(projectModel.listProjects())).toEqual(["Live project"]);
    const page = projectModel.pageOfProjects({ perPage: 10 });
    expect(titles(page.items)).toEqual(["Live project"]);
    expect(page.total).toBe(1);
    expect(projectModel.pageOfProjects({ perPage: 10, search: "project" }).total).toBe(1);
    expect(projectModel.pageOfProjects({ perPage: 10, category: "commercial" }).total).toBe(0);
    expect(projectModel.projectCategories()).toEqual(["Residential"]);
  });

  it("hold published posts only: pages, lists, categories and the text search", () => {
    expect(titles(blogModel.listBlogs())).toEqual(["Live post"]);
    expect(titles(blogModel.listBlogs({ limit: 3 }))).toEqual(["Live post"]);
    const searched = blogModel.pageOfBlogs({ perPage: 10, search: "Body", searchText: true });
    expect(titles(searched.items)).toEqual(["Live post"]);
    expect(blogModel.pageOfBlogs({ perPage: 10, category: "design" }).total).toBe(0);
    expect(blogModel.blogCategories()).toEqual(["General"]);
  });

  it("hold published galleries only, on the gallery page's photo wall too", () => {
    expect(titles(galleryModel.listGalleries())).toEqual(["Live album"]);
    expect(titles(galleryModel.pageOfGalleries({ perPage: 10 }).items)).toEqual(["Live album"]);
    const wall = galleryModel.pageOfGalleryImages({ perPage: 24 });
    expect(wall.collections).toBe(1);
    expect(wall.total).toBe(1);
    expect(wall.items.map((photo) => photo.galleryTitle)).toEqual(["Live album"]);
  });
});

describe("the owner's listings", () => {
  it("hold every item of each table, drafts and scheduled ones included", () => {
    const owner = { audience: "owner" as const };
    expect(titles(projectModel.pageOfProjects({ perPage: 10, ...owner }).items)).toEqual([
      "Draft project",
      "Later project",
      "Live project",
    ]);
    expect(titles(blogModel.listBlogs(owner))).toEqual(["Draft post", "Later post", "Live post"]);
    expect(titles(galleryModel.pageOfGalleries({ perPage: 10, ...owner }).items)).toEqual([
      "Draft album",
      "Later album",
      "Live album",
    ]);
    expect(projectModel.projectCategories("owner").sort()).toEqual([
      "Commercial",
      "Interior",
      "Residential",
    ]);
  });
});

describe("scheduled items", () => {
  it("appear in visitors' listings by themselves once their time has passed", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(start + 1.5 * HOUR));
    expect(titles(blogModel.listBlogs())).toEqual(["Later post", "Live post"]);
    expect(titles(projectModel.listProjects())).toEqual(["Live project"]);
    expect(galleryModel.pageOfGalleryImages({ perPage: 24 }).total).toBe(1);

    vi.setSystemTime(new Date(start + 3.5 * HOUR));
    expect(titles(projectModel.listProjects())).toEqual(["Later project", "Live project"]);
    expect(projectModel.projectCategories().sort()).toEqual(["Interior", "Residential"]);
    const wall = galleryModel.pageOfGalleryImages({ perPage: 24 });
    expect(wall.collections).toBe(2);
    expect(wall.total).toBe(5);
    // A draft never appears, however late.
    expect(titles(galleryModel.listGalleries())).toEqual(["Later album", "Live album"]);
  });

  it("nextScheduledPublishAt is the soonest future publish time over the three tables", () => {
    expect(nextScheduledPublishAt()?.toISOString()).toBe(inHours(1));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(start + 1.5 * HOUR));
    expect(nextScheduledPublishAt()?.toISOString()).toBe(inHours(2));
    vi.setSystemTime(new Date(start + 2.5 * HOUR));
    expect(nextScheduledPublishAt()?.toISOString()).toBe(inHours(3));
    vi.setSystemTime(new Date(start + 3.5 * HOUR));
    expect(nextScheduledPublishAt()).toBeNull();
  });
});

describe("saving", () => {
  it("keeps the state when a save names none, and changes it when it does", async () => {
    const post = await makeBlog("Toggled post", undefined);
    const changes = {
      keepImages: post.images.map((image) => image.fileName),
      newImages: [],
      alts: {},
    };
    const fields = {
      title: post.title,
      content: "New",
      author: "A",
      category: "General" as const,
      tags: [],
    };
    expect((await blogModel.updateBlog(post.id, fields, changes))!.publishedAt).toBe(
      post.publishedAt,
    );
    await blogModel.updateBlog(post.id, { ...fields, publishedAt: null }, changes);
    expect(titles(blogModel.listBlogs())).not.toContain("Toggled post");
    expect(blogModel.getBlog(post.id)!.publishedAt).toBeNull();
    await blogModel.updateBlog(post.id, fields, changes);
    expect(blogModel.getBlog(post.id)!.publishedAt).toBeNull();
  });

  it("publishes a new item at its creation time when no state is given", async () => {
    const project = await makeProject("Plain project", undefined);
    expect(project.publishedAt).toBe(project.createdAt);
  });

  it("counts a row inserted without a publish time (a raw import) as published", () => {
    getDb()
      .$client.prepare(
        "insert into galleries (id, title, description, category) values (?, ?, ?, ?)",
      )
      .run("raw-import-album", "Imported album", "", "General");
    expect(titles(galleryModel.listGalleries())).toContain("Imported album");
  });
});
