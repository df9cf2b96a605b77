import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedImage } from "../../test/support/stored-image";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "listing-test-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");

const { closeDatabase, migrateDatabase } = await import("~/db/db.server");
const { createProject, listProjects } = await import("~/models/project.server");
const { createBlog, listBlogs } = await import("~/models/blog.server");
const { createGallery, listGalleries } = await import("~/models/gallery.server");

const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();
const projectIds: string[] = [];

beforeAll(async () => {
  migrateDatabase();
  for (let n = 1; n <= 5; n++) {
    const fields = {
      title: `P${n}`,
      description: "",
      category: "Residential" as const,
      location: "",
    };
    const project = await createProject(
      fields,
      { cover: await storedImage(), gallery: [await storedImage()] },
      day(n),
    );
    projectIds.push(project.id);
    const blog = {
      title: `B${n}`,
      content: "Body",
      author: "A",
      category: "General" as const,
      tags: [],
    };
    await createBlog(blog, [await storedImage()], day(n));
    await createGallery(
      { title: `G${n}`, description: "", category: "General" },
      [await storedImage()],
      day(n),
    );
  }
});

afterAll(() => {
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("listings", () => {
  it("list everything, newest first, with images", () => {
    expect(listProjects().map((project) => project.title)).toEqual(["P5", "P4", "P3", "P2", "P1"]);
    expect(listProjects().every((project) => project.cover && project.gallery.length === 1)).toBe(
      true,
    );
  });

  it("take the newest few, leaving one out, with their images", () => {
    const others = listProjects({ limit: 3, excludeId: projectIds[4] });
    expect(others.map((project) => project.title)).toEqual(["P4", "P3", "P2"]);
    expect(others.every((project) => project.cover && project.gallery.length === 1)).toBe(true);
    expect(listBlogs({ limit: 3, excludeId: listBlogs()[1].id }).map((blog) => blog.title)).toEqual(
      ["B5", "B3", "B2"],
    );
    expect(listBlogs({ limit: 1 })[0].images).toHaveLength(1);
    expect(listGalleries({ limit: 1 }).map((gallery) => gallery.title)).toEqual(["G5"]);
    expect(listGalleries({ excludeId: listGalleries()[0].id })).toHaveLength(4);
  });
});
