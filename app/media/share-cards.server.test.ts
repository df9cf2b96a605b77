/**
 * Share cards at start-up (docs/decisions/018-share-images.md): a card that
 * is missing or drawn from an old title or cover is drawn again, from the
 * item's current cover, and an up-to-date card is left alone.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { storedImage } from "../../test/support/stored-image";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "share-cards-test-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");

const { closeDatabase, getDb, migrateDatabase } = await import("~/db/db.server");
const { blogs, projects } = await import("~/db/schema");
const { createProject, getProject } = await import("~/models/project.server");
const { createBlog, getBlog } = await import("~/models/blog.server");
const { refreshAllShareImages } = await import("~/media/share-cards.server");
const { getSiteConfig } = await import("~/config/site.server");
const { shareImageName } = await import("~/media/share-card-files.server");

const uploaded = (fileName: string | null) =>
  fileName !== null && fs.existsSync(path.join(dir, "uploads", fileName));

beforeAll(() => migrateDatabase());

afterAll(() => {
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

it("draws the missing and outdated cards of projects and posts from their covers, and keeps the others", async () => {
  const companyName = getSiteConfig().name;
  const project = await createProject(
    { title: "Villa", description: "", category: "Residential", location: "" },
    { cover: await storedImage("#111"), gallery: [await storedImage("#222")] },
  );
  const post = await createBlog(
    { title: "Post", content: "Body", author: "A", category: "General", tags: [] },
    [await storedImage("#333"), await storedImage("#444")],
  );
  const untouched = await createProject(
    { title: "Kept", description: "", category: "Commercial", location: "" },
    { cover: await storedImage("#555"), gallery: [] },
  );
  expect(uploaded(project.shareImage)).toBe(true);

  // The project's card file is lost; the post was renamed behind the card's back.
  fs.rmSync(path.join(dir, "uploads", project.shareImage!));
  getDb().update(blogs).set({ title: "Renamed post" }).where(eq(blogs.id, post.id)).run();
  const keptCard = untouched.shareImage;

  await refreshAllShareImages();

  const projectCard = getProject(project.id)!.shareImage;
  expect(projectCard).toBe(
    shareImageName(project.id, {
      title: "Villa",
      companyName,
      cover: project.cover!.fileName,
    }),
  );
  expect(uploaded(projectCard)).toBe(true);

  const postCard = getBlog(post.id)!.shareImage;
  expect(postCard).toBe(
    shareImageName(post.id, { title: "Renamed post", companyName, cover: post.images[0].fileName }),
  );
  expect(postCard).not.toBe(post.shareImage);
  expect(uploaded(postCard)).toBe(true);
  // The old card goes with the old title.
  expect(uploaded(post.shareImage)).toBe(false);

  expect(getProject(untouched.id)!.shareImage).toBe(keptCard);
  expect(getDb().select().from(projects).all()).toHaveLength(2);
});
