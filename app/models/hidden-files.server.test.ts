/**
 * Share cards follow their item's page (docs/decisions/072-share-cards-follow-their-page.md):
 * for every kind of the registry, a card visitors may fetch while the page is public, and none
 * while it is in the trash, a draft or scheduled; a kind without a page of its own has no card.
 * `isHiddenUpload` is what /uploads asks before it answers (app/server/app.server.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentKind } from "~/kinds/registry";
import { storedImage } from "../../test/support/stored-image";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hidden-files-test-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");

const { closeDatabase, getDb, migrateDatabase } = await import("~/db/db.server");
const { markContentChanged } = await import("~/db/db.server");
const { CONTENT_KINDS, KINDS } = await import("~/kinds/registry");
const { CONTENT_TABLES } = await import("~/kinds/tables.server");
const { KIND_MODELS } = await import("~/kinds/registry.server");
const { createProject, updateProject, getProject } = await import("~/models/project.server");
const { createBlog } = await import("~/models/blog.server");
const { createGallery } = await import("~/models/gallery.server");
const { createProgressUpdate } = await import("~/models/progress.server");
const { refreshAllShareImages } = await import("~/media/share-cards.server");
const { isHiddenUpload } = await import("./hidden-files.server");

beforeAll(() => migrateDatabase());

afterAll(() => {
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function newProject(title: string) {
  return createProject(
    { title, description: "", category: "Residential", location: "Adyar" },
    { cover: await storedImage("#123"), gallery: [] },
  );
}

/** A published item of each kind, with a photo its card would be drawn from: its id. */
const PUBLISHED_ITEM: Record<ContentKind, () => Promise<string>> = {
  project: async () => (await newProject("Villa in Adyar")).id,
  blog: async () =>
    (
      await createBlog(
        { title: "Curing a slab", content: "Ponding.", author: "A", category: "General", tags: [] },
        [await storedImage("#456")],
      )
    ).id,
  gallery: async () =>
    (
      await createGallery({ title: "Handover day", description: "", category: "General" }, [
        await storedImage("#789"),
      ])
    ).id,
  progress: async () => {
    const project = await newProject("Villa in Kotturpuram");
    const update = await createProgressUpdate(
      {
        projectId: project.id,
        date: "2026-01-10",
        stage: "foundation",
        percent: 15,
        title: "Footings poured",
        note: "",
        ta: { title: "அடித்தளம் போடப்பட்டது" },
      },
      [await storedImage("#abc")],
    );
    return update.id;
  },
};

/** The item's cards as stored, after a start-up's refresh drew what was missing. */
async function cardsOf(kind: ContentKind, id: string) {
  await refreshAllShareImages();
  const table = CONTENT_TABLES[kind];
  const row = getDb()
    .select({ en: table.shareImage, ta: table.shareImageTa })
    .from(table)
    .where(eq(table.id, id))
    .get()!;
  return [row.en, row.ta].filter((name): name is string => Boolean(name));
}

/** Whether a visitor can fetch the file: it is on disk and not hidden. */
const served = (name: string) =>
  fs.existsSync(path.join(dir, "uploads", name)) && !isHiddenUpload(name);

/** A save's write of the publish time, as the editors make it. */
function setPublishedAt(kind: ContentKind, id: string, publishedAt: string | null) {
  const table = CONTENT_TABLES[kind];
  getDb().update(table).set({ publishedAt }).where(eq(table.id, id)).run();
  markContentChanged();
}

describe("share cards", () => {
  for (const kind of CONTENT_KINDS) {
    if (KINDS[kind].ownPage) {
      it(`${kind}: a card is served only while the item's page is public`, async () => {
        const id = await PUBLISHED_ITEM[kind]();
        const cards = await cardsOf(kind, id);
        expect(cards.length).toBeGreaterThan(0);
        for (const card of cards) expect(served(card), `${card} published`).toBe(true);

        expect(KIND_MODELS[kind].trash(id, "owner")).toBe(true);
        for (const card of cards) expect(served(card), `${card} in the trash`).toBe(false);
        expect(KIND_MODELS[kind].untrash(id)).toBe(true);
        for (const card of cards) expect(served(card), `${card} restored`).toBe(true);

        setPublishedAt(kind, id, null);
        for (const card of cards) expect(served(card), `${card} of a draft`).toBe(false);

        // Scheduled: hidden until its time, then served with no save in between.
        const at = new Date(Date.now() + 1500);
        setPublishedAt(kind, id, at.toISOString());
        for (const card of cards) expect(served(card), `${card} scheduled`).toBe(false);
        await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 50));
        for (const card of cards) expect(served(card), `${card} gone live`).toBe(true);
      });
    } else {
      it(`${kind}: has no page of its own, so no card is drawn or served`, async () => {
        const id = await PUBLISHED_ITEM[kind]();
        expect(await cardsOf(kind, id)).toEqual([]);
        const drawn = fs.readdirSync(path.join(dir, "uploads")).filter((name) => name.includes(id));
        expect(drawn).toEqual([]);
      });
    }
  }

  it("hides a private project's card, as its page is", async () => {
    const project = await newProject("Villa in Kilpauk");
    const cards = await cardsOf("project", project.id);
    for (const card of cards) expect(served(card)).toBe(true);
    const { id, title, description, location } = project;
    await updateProject(
      id,
      { title, description, category: "Residential", location, visibility: "private" },
      { removeCoverImage: false, keepGalleryImages: [], newCover: null, newGallery: [] },
    );
    expect(getProject(id)!.visibility).toBe("private");
    for (const card of cards) expect(served(card)).toBe(false);
  });
});
