import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The app reads its configuration once, so the temporary locations are set before any app module loads.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-test-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");

const { closeDatabase, migrateDatabase } = await import("~/db/db.server");
const { seedDemoContent } = await import("~/demo/seed.server");
const { listProjects } = await import("~/models/project.server");
const { listBlogs } = await import("~/models/blog.server");
const { listGalleries } = await import("~/models/gallery.server");
const { latestProgressOf, listProgressUpdates } = await import("~/models/progress.server");
const { siteDay } = await import("~/utils/dates");
const { PROJECT_CATEGORIES } = await import("~/schemas/project");
const { BLOG_CATEGORIES } = await import("~/schemas/blog");
const { thumbnailName } = await import("~/media/image-urls");
const { dropQueuedVariants } = await import("~/media/variant-queue.server");

beforeAll(async () => {
  migrateDatabase();
  await seedDemoContent();
});

afterAll(async () => {
  // Responsive variants are still being made in the background; the folder goes after the current one.
  await dropQueuedVariants();
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

function expectStored(image: { fileName: string; width: number; height: number }) {
  expect(fs.existsSync(path.join(dir, "uploads", image.fileName))).toBe(true);
  expect(fs.existsSync(path.join(dir, "uploads", thumbnailName(image.fileName)))).toBe(true);
  expect(image.width).toBeGreaterThan(0);
  expect(image.height).toBeGreaterThan(0);
}

describe("demo content", () => {
  it("has projects in every category, newest first, each with a cover and 2-4 gallery images", () => {
    const projects = listProjects();
    expect(projects.length).toBeGreaterThanOrEqual(6);
    const categories = new Set(projects.map((project) => project.category));
    for (const { value } of PROJECT_CATEGORIES) expect(categories).toContain(value);

    const dates = projects.map((project) => project.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = Date.now() - new Date(dates.at(-1)!).getTime();
    expect(oldest).toBeGreaterThan(300 * 24 * 3600 * 1000);
    expect(new Date(dates[0]).getTime()).toBeLessThanOrEqual(Date.now());

    for (const project of projects) {
      expect(project.title).not.toBe("");
      expect(project.location).toMatch(/Chennai/);
      expect(project.cover).not.toBeNull();
      expectStored(project.cover!);
      expect(project.gallery.length).toBeGreaterThanOrEqual(2);
      expect(project.gallery.length).toBeLessThanOrEqual(4);
      project.gallery.forEach(expectStored);
    }
  });

  it("has four blog posts with authors, tags, listed categories, paragraphs and images", () => {
    const blogs = listBlogs();
    expect(blogs).toHaveLength(4);
    const allowed = BLOG_CATEGORIES.map((category) => category.value) as string[];
    for (const blog of blogs) {
      expect(blog.author).not.toBe("");
      expect(allowed).toContain(blog.category);
      expect(blog.tags.length).toBeGreaterThan(0);
      expect(blog.content.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(4);
      expect(blog.images.length).toBeGreaterThanOrEqual(1);
      expect(blog.images.length).toBeLessThanOrEqual(3);
      blog.images.forEach(expectStored);
    }
  });

  it("has three titled gallery collections of 4-6 images", () => {
    const galleries = listGalleries();
    expect(galleries.map((gallery) => gallery.title).sort()).toEqual([
      "Completed Villas",
      "Interiors",
      "Under Construction",
    ]);
    for (const gallery of galleries) {
      expect(gallery.images.length).toBeGreaterThanOrEqual(4);
      expect(gallery.images.length).toBeLessThanOrEqual(6);
      gallery.images.forEach(expectStored);
    }
  });

  it("has published progress updates with described photos, one project still being built", () => {
    const projects = listProjects();
    const updated = projects.filter(
      (project) => listProgressUpdates(project.id, { visitor: true }).length > 0,
    );
    expect(updated.length).toBeGreaterThanOrEqual(1);
    const latest = latestProgressOf(projects.map((project) => project.id));
    const ongoing = projects.filter((project) => (latest.get(project.id)?.percent ?? 100) < 100);
    expect(ongoing.length).toBe(1);

    for (const project of updated) {
      const updates = listProgressUpdates(project.id, { visitor: true });
      expect(updates.length).toBeGreaterThanOrEqual(2);
      const days = updates.map((update) => update.date);
      expect(days).toEqual([...days].sort().reverse());
      expect(days[0] <= siteDay()).toBe(true);
      for (const update of updates) {
        expect(update.ta.title).toMatch(/\p{Script=Tamil}/u);
        expect(update.ta.note).toMatch(/\p{Script=Tamil}/u);
        expect(update.images.length).toBeGreaterThanOrEqual(2);
        for (const image of update.images) {
          expectStored(image);
          expect(image.alt).not.toBe(update.title);
          expect(image.caption).toBeTruthy();
          expect(image.ta.alt).toMatch(/\p{Script=Tamil}/u);
          expect(image.ta.caption).toMatch(/\p{Script=Tamil}/u);
        }
      }
    }
  });

  it("stores distinct generated pictures at 1200x800", async () => {
    const images = [
      ...listProjects().flatMap((project) => [project.cover!, ...project.gallery]),
      ...listProjects().flatMap((project) =>
        listProgressUpdates(project.id, { visitor: true }).flatMap((update) => update.images),
      ),
      ...listBlogs().flatMap((blog) => blog.images),
      ...listGalleries().flatMap((gallery) => gallery.images),
    ];
    for (const image of images) expect([image.width, image.height]).toEqual([1200, 800]);
    const digests = new Set(
      images.map((image) =>
        createHash("sha256")
          .update(fs.readFileSync(path.join(dir, "uploads", image.fileName)))
          .digest("hex"),
      ),
    );
    expect(digests.size).toBe(images.length);
    const meta = await sharp(path.join(dir, "uploads", images[0].fileName)).metadata();
    expect(meta.format).toBe("webp");
  });
});
