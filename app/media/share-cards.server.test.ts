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
const { createBlog, getBlog, purgeBlog, updateBlog } = await import("~/models/blog.server");
const { createGallery, getGallery } = await import("~/models/gallery.server");
const { refreshAllShareImages } = await import("~/media/share-cards.server");
const { getSiteConfig } = await import("~/config/site.server");
const { shareImageName } = await import("~/media/share-card-files.server");
const { referencedFileNames } = await import("~/media/images.server");
const { sweepUploads } = await import("~/media/storage.server");

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

it("draws a second card with the Tamil title, and removes it when the Tamil title goes", async () => {
  const companyName = getSiteConfig().name;
  const post = await createBlog(
    { title: "Monsoon roofs", content: "Body", author: "A", category: "Tips", tags: [] },
    [await storedImage("#666")],
  );
  expect(post.shareImageTa ?? null).toBeNull();

  // Written straight to the row, as the Tamil editor's save will; the next save draws the card.
  getDb()
    .update(blogs)
    .set({ ta: { title: "மழைக்கால கூரை" } })
    .where(eq(blogs.id, post.id))
    .run();
  const fields = {
    title: "Monsoon roofs",
    content: "Body",
    author: "A",
    category: "Tips" as const,
    tags: [],
  };
  const keep = { keepImages: [post.images[0].fileName], newImages: [] };
  const saved = (await updateBlog(post.id, fields, keep))!;
  const tamilCard = getBlog(post.id)!.shareImageTa!;
  expect(tamilCard).toBe(
    shareImageName(`${post.id}-ta`, {
      title: "மழைக்கால கூரை",
      companyName,
      cover: post.images[0].fileName,
    }),
  );
  expect(saved.shareImageTa).toBe(tamilCard);
  expect(tamilCard).not.toBe(saved.shareImage);
  expect(uploaded(tamilCard)).toBe(true);
  // A JPEG of 1200 × 630, like the English card.
  const { default: sharp } = await import("sharp");
  const meta = await sharp(path.join(dir, "uploads", tamilCard)).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);

  // The Tamil title is cleared: the card goes.
  getDb().update(blogs).set({ ta: {} }).where(eq(blogs.id, post.id)).run();
  await updateBlog(post.id, fields, keep);
  expect(getBlog(post.id)!.shareImageTa ?? null).toBeNull();
  expect(uploaded(tamilCard)).toBe(false);

  // And both cards go with the post.
  getDb()
    .update(blogs)
    .set({ ta: { title: "மழைக்கால கூரை" } })
    .where(eq(blogs.id, post.id))
    .run();
  const again = (await updateBlog(post.id, fields, keep))!;
  expect(uploaded(again.shareImageTa!)).toBe(true);
  await purgeBlog(post.id);
  expect(uploaded(again.shareImage)).toBe(false);
  expect(uploaded(again.shareImageTa!)).toBe(false);
});

it("gives an album a 1200 × 630 JPEG card drawn from its first photo", async () => {
  const album = await createGallery(
    { title: "Adyar villa", description: "", category: "General" },
    [await storedImage("#777")],
  );
  const card = getGallery(album.id)!.shareImage;
  expect(card).toMatch(/^share-.+\.jpg$/);
  const { default: sharp } = await import("sharp");
  const meta = await sharp(path.join(dir, "uploads", card!)).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
});

it("keeps every kind's cards, Tamil ones included, through the start-up sweep of unused files", async () => {
  const album = await createGallery(
    { title: "Besant Nagar album", description: "", category: "General" },
    [await storedImage("#888")],
  );
  const post = await createBlog(
    { title: "Tiles", content: "Body", author: "A", category: "Tips", tags: [] },
    [await storedImage("#999")],
  );
  getDb()
    .update(blogs)
    .set({ ta: { title: "ஓடுகள்" } })
    .where(eq(blogs.id, post.id))
    .run();
  await refreshAllShareImages();
  const cards = [getGallery(album.id)!.shareImage, getBlog(post.id)!.shareImageTa ?? null];
  for (const card of cards) expect(uploaded(card)).toBe(true);

  // What a start-up does after drawing the cards (app/services/startup.server.ts).
  const removed = await sweepUploads(referencedFileNames());
  for (const card of cards) {
    expect(removed).not.toContain(card);
    expect(uploaded(card)).toBe(true);
  }
});
