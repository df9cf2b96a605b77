/**
 * The history of versions (docs/product/admin-forms.md#history,
 * docs/decisions/044-history-and-trash.md): what a save keeps, what a version says changed, how
 * long versions are kept (with a clock the test sets) and the photo files kept while a version
 * names them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedImage } from "../../test/support/stored-image";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "revisions-test-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");

const { closeDatabase, getDb, migrateDatabase } = await import("~/db/db.server");
const { revisions } = await import("~/db/schema");
const { createProject, getProject, restoreProjectVersion, updateProject } =
  await import("~/models/project.server");
const { createBlog, getBlog, restoreBlogVersion, updateBlog } =
  await import("~/models/blog.server");
const {
  changedFields,
  changedTamilTexts,
  deleteFilesNoLongerNamed,
  listRevisions,
  pruneRevisions,
  REVISIONS_KEPT_DAYS,
  REVISIONS_KEPT_PER_ITEM,
} = await import("~/models/revisions.server");
const { EditConflict } = await import("~/models/save-versions.server");
const { referencedFileNames } = await import("~/media/images.server");

const DAY = 24 * 3600_000;
const onDisk = (name: string) => fs.existsSync(path.join(process.env.UPLOADS_DIR!, name));
const names = (images: { fileName: string }[]) => images.map((image) => image.fileName);

const projectFields = {
  title: "Villa",
  description: "Sea view",
  category: "Residential" as const,
  location: "ECR",
};
const blogFields = {
  title: "Monsoon roofs",
  content: "First text",
  author: "A",
  category: "Tips" as const,
  tags: [] as string[],
};

beforeAll(() => migrateDatabase());

afterAll(() => {
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function newProject() {
  return createProject(
    { ...projectFields, savedBy: "owner@example.com" },
    {
      cover: await storedImage("#111"),
      gallery: [await storedImage("#222"), await storedImage("#333")],
    },
  );
}

function keepAll(project: { gallery: { fileName: string }[] }) {
  return {
    removeCoverImage: false,
    keepGalleryImages: names(project.gallery),
    newCover: null,
    newGallery: [],
  };
}

describe("versions kept on save", () => {
  it("keeps every saved version with who saved it, the current one first", async () => {
    const blog = await createBlog({ ...blogFields, savedBy: "owner@example.com" }, [
      await storedImage("#444"),
    ]);
    await updateBlog(
      blog.id,
      { ...blogFields, content: "Second text", savedBy: "editor@example.com" },
      { keepImages: names(blog.images), newImages: [] },
    );
    const versions = listRevisions("blog", blog.id);
    expect(versions.map((version) => [version.data.fields.content, version.savedBy])).toEqual([
      ["Second text", "editor@example.com"],
      ["First text", "owner@example.com"],
    ]);
    expect(versions[0].savedAt).toBe(getBlog(blog.id)!.updatedAt);
    expect(changedFields(versions[1].data, versions[0].data)).toEqual(["content"]);
  });

  it("keeps the version an item had before history existed when it is first saved", async () => {
    const blog = await createBlog(blogFields, [await storedImage("#454")]);
    getDb().delete(revisions).run();
    await updateBlog(
      blog.id,
      { ...blogFields, title: "Renamed" },
      { keepImages: names(blog.images), newImages: [] },
    );
    const versions = listRevisions("blog", blog.id);
    expect(versions.map((version) => version.data.fields.title)).toEqual([
      "Renamed",
      "Monsoon roofs",
    ]);
    expect(versions[1].savedBy).toBe("");
  });

  it("says which fields and which photo details differ", () => {
    const photo = { fileName: "a.webp", role: "image" as const, position: 0, width: 1, height: 1 };
    const before = {
      fields: { title: "A", content: "x", publishedAt: null },
      photos: [
        { ...photo, alt: "Hall", caption: "" },
        { ...photo, fileName: "b.webp", position: 1, alt: "Kitchen", caption: "" },
      ],
    };
    const after = {
      fields: { title: "A", content: "y", publishedAt: "2026-11-25T04:30:00.000Z" },
      photos: [
        { ...photo, fileName: "b.webp", alt: "Kitchen", caption: "New kitchen" },
        { ...photo, position: 1, alt: "Front hall", caption: "" },
      ],
    };
    expect(changedFields(before, after)).toEqual([
      "content",
      "publishedAt",
      "photos",
      "alt texts",
      "captions",
    ]);
    expect(changedFields(before, before)).toEqual([]);
  });

  it("counts a text kept with CR LF line breaks and the same text with LF as unchanged", () => {
    const photo = { fileName: "a.webp", role: "image" as const, position: 0, width: 1, height: 1 };
    const version = (lineBreak: string) => ({
      fields: {
        title: "A",
        content: `Cast on Monday.${lineBreak}${lineBreak}Cured for 14 days.`,
        ta: { content: `திங்கள்.${lineBreak}பதினான்கு நாட்கள்.` },
      },
      photos: [
        {
          ...photo,
          alt: "Slab",
          caption: `Casting day.${lineBreak}Pump at six.`,
          ta: { caption: `காலை.${lineBreak}ஆறு மணி.` },
        },
      ],
    });
    expect(changedFields(version("\r\n"), version("\n"))).toEqual([]);
    expect(changedTamilTexts(version("\r\n").fields, version("\n").fields)).toEqual([]);
    const retitled = version("\n");
    retitled.fields.title = "B";
    expect(changedFields(version("\r\n"), retitled)).toEqual(["title"]);
  });
});

describe("restoring a version", () => {
  it("brings back the text, the removed photo, the order, alt texts and captions as a new save", async () => {
    const project = await newProject();
    const [a, b] = names(project.gallery);
    await updateProject(project.id, projectFields, {
      ...keepAll(project),
      photos: [
        { name: b, alt: "Terrace", caption: "Roof terrace" },
        { name: a, alt: "Hall", caption: "Double-height hall" },
      ],
    });
    const arranged = listRevisions("project", project.id)[0];
    const changed = await updateProject(
      project.id,
      { ...projectFields, title: "Villa by the sea" },
      { ...keepAll(project), keepGalleryImages: [b] },
    );
    expect(names(changed!.gallery)).toEqual([b]);
    // The save removed photo `a`, but the version before it names it: its file stays.
    expect(onDisk(a)).toBe(true);

    const restored = await restoreProjectVersion(project.id, arranged.data, {
      basedOn: [changed!.updatedAt!],
      savedBy: "owner@example.com",
    });
    expect(restored!.title).toBe("Villa");
    expect(restored!.gallery.map((photo) => [photo.fileName, photo.alt, photo.caption])).toEqual([
      [b, "Terrace", "Roof terrace"],
      [a, "Hall", "Double-height hall"],
    ]);
    // A restore is a save of its own: the version it replaced can be restored in turn.
    const versions = listRevisions("project", project.id);
    expect(versions[0].savedBy).toBe("owner@example.com");
    expect(versions[1].data.fields.title).toBe("Villa by the sea");
    const undone = await restoreProjectVersion(project.id, versions[1].data, {
      basedOn: [restored!.updatedAt!],
    });
    expect(undone!.title).toBe("Villa by the sea");
    expect(names(undone!.gallery)).toEqual([b]);
  });

  it("refuses a restore based on a version saved over since", async () => {
    const blog = await createBlog(blogFields, [await storedImage("#464")]);
    const opened = blog.updatedAt ?? blog.createdAt;
    await updateBlog(
      blog.id,
      { ...blogFields, content: "Saved by someone else" },
      { keepImages: names(blog.images), newImages: [] },
    );
    const first = listRevisions("blog", blog.id).at(-1)!;
    await expect(
      restoreBlogVersion(blog.id, first.data, { basedOn: [opened] }),
    ).rejects.toBeInstanceOf(EditConflict);
    expect(getBlog(blog.id)!.content).toBe("Saved by someone else");
  });
});

describe("how long versions and their photos are kept", () => {
  /** Gives an item's versions the ages (in days, newest first) the test wants. */
  function age(entityId: string, days: number[], now: number) {
    const rows = listRevisions("blog", entityId);
    rows.forEach((row, index) => {
      getDb()
        .update(revisions)
        .set({ savedAt: new Date(now - days[index] * DAY - index).toISOString() })
        .where(eq(revisions.id, row.id))
        .run();
    });
  }

  async function blogWithSaves(saves: number) {
    const blog = await createBlog(blogFields, [await storedImage("#474")]);
    for (let n = 1; n < saves; n++) {
      await updateBlog(
        blog.id,
        { ...blogFields, content: `Text ${n}` },
        { keepImages: names(blog.images), newImages: [] },
      );
    }
    return blog;
  }

  it("keeps the last 30 versions whatever their age, and any younger than 90 days", async () => {
    const now = Date.parse("2026-11-25T04:00:00.000Z");
    const old = await blogWithSaves(REVISIONS_KEPT_PER_ITEM + 5);
    age(
      old.id,
      Array.from({ length: 35 }, () => REVISIONS_KEPT_DAYS + 10),
      now,
    );
    const recent = await blogWithSaves(REVISIONS_KEPT_PER_ITEM + 5);
    age(
      recent.id,
      Array.from({ length: 35 }, () => REVISIONS_KEPT_DAYS - 1),
      now,
    );

    pruneRevisions(getDb(), undefined, now);
    expect(listRevisions("blog", old.id)).toHaveLength(REVISIONS_KEPT_PER_ITEM);
    expect(listRevisions("blog", old.id)[0].data.fields.content).toBe("Text 34");
    expect(listRevisions("blog", recent.id)).toHaveLength(35);
  });

  it("deletes a removed photo's file when the last version naming it is pruned", async () => {
    const now = Date.parse("2026-11-25T04:00:00.000Z");
    const first = await storedImage("#484");
    const blog = await createBlog(blogFields, [first, await storedImage("#494")]);
    const [removed, kept] = names(blog.images);
    await updateBlog(blog.id, blogFields, { keepImages: [kept], newImages: [] });
    expect(onDisk(removed)).toBe(true);
    // Still named: the start-up sweep of the uploads folder keeps it too.
    expect(referencedFileNames().has(removed)).toBe(true);
    for (let n = 0; n < REVISIONS_KEPT_PER_ITEM; n++) {
      await updateBlog(
        blog.id,
        { ...blogFields, content: `Later ${n}` },
        { keepImages: [kept], newImages: [] },
      );
    }
    // Still younger than 90 days: nothing goes.
    await deleteFilesNoLongerNamed(pruneRevisions(getDb(), undefined, now));
    expect(onDisk(removed)).toBe(true);

    const versions = listRevisions("blog", blog.id);
    age(
      blog.id,
      versions.map(() => REVISIONS_KEPT_DAYS + 1),
      now,
    );
    const named = pruneRevisions(getDb(), undefined, now);
    expect(named).toContain(removed);
    await deleteFilesNoLongerNamed(named);
    expect(onDisk(removed)).toBe(false);
    expect(onDisk(kept)).toBe(true);
    expect(getBlog(blog.id)!.images.map((image) => image.fileName)).toEqual([kept]);
  });

  it("prunes an item's own versions on each save", async () => {
    const blog = await blogWithSaves(REVISIONS_KEPT_PER_ITEM + 5);
    const versions = listRevisions("blog", blog.id);
    // The current version keeps its time; the 34 before it are 100 days old.
    versions.slice(1).forEach((version, index) => {
      getDb()
        .update(revisions)
        .set({ savedAt: new Date(Date.now() - 100 * DAY - index).toISOString() })
        .where(eq(revisions.id, version.id))
        .run();
    });
    await updateBlog(
      blog.id,
      { ...blogFields, content: "Again" },
      { keepImages: names(getBlog(blog.id)!.images), newImages: [] },
    );
    const kept = listRevisions("blog", blog.id);
    expect(kept).toHaveLength(REVISIONS_KEPT_PER_ITEM);
    expect(kept[0].data.fields.content).toBe("Again");
  });
});

// A project made through the model without an administrator still has a history.
describe("versions without an author", () => {
  it("records an empty author", async () => {
    const project = await createProject(projectFields, {
      cover: await storedImage("#999"),
      gallery: [],
    });
    expect(listRevisions("project", project.id)[0].savedBy).toBe("");
    expect(getProject(project.id)).not.toBeNull();
  });
});
