/**
 * Photo order, covers and captions (docs/decisions/027-photo-order-covers-captions.md):
 * what a save of a project, post or gallery does to its saved photos.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedImage } from "../../test/support/stored-image";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "photos-test-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");

const { closeDatabase, migrateDatabase } = await import("~/db/db.server");
const { createProject, getProject, listProjects, updateProject } =
  await import("~/models/project.server");
const { createBlog, getBlog, updateBlog } = await import("~/models/blog.server");
const { createGallery, getGallery, updateGallery } = await import("~/models/gallery.server");
const { projectCard } = await import("~/services/public-content.server");

const names = (images: { fileName: string }[]) => images.map((image) => image.fileName);

const projectFields = {
  title: "Villa",
  description: "",
  category: "Residential" as const,
  location: "",
};
const blogFields = {
  title: "Post",
  content: "Body",
  author: "A",
  category: "General" as const,
  tags: [],
};

beforeAll(() => migrateDatabase());

afterAll(() => {
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function newProject() {
  return createProject(projectFields, {
    cover: await storedImage("#111"),
    gallery: [await storedImage("#222"), await storedImage("#333"), await storedImage("#444")],
  });
}

function keepAll(project: { gallery: { fileName: string }[] }) {
  return {
    removeCoverImage: false,
    keepGalleryImages: names(project.gallery),
    newCover: null,
    newGallery: [],
  };
}

describe("project photos", () => {
  it("saves the gallery in the order the photos are listed, with their captions", async () => {
    const project = await newProject();
    const [a, b, c] = names(project.gallery);
    const updated = await updateProject(project.id, projectFields, {
      ...keepAll(project),
      photos: [
        { name: c, alt: "Front", caption: "The front at dusk" },
        { name: a, alt: "Hall", caption: "" },
        { name: b, caption: "Kitchen" },
      ],
    });
    expect(names(updated!.gallery)).toEqual([c, a, b]);
    const saved = getProject(project.id)!;
    expect(saved.gallery.map((image) => [image.alt, image.caption])).toEqual([
      ["Front", "The front at dusk"],
      ["Hall", ""],
      // No alt sent: the alt text stays as it was.
      ["Villa", "Kitchen"],
    ]);
  });

  it("keeps unlisted photos after the listed ones, and new photos last", async () => {
    const project = await newProject();
    const [a, b, c] = names(project.gallery);
    const extra = { ...(await storedImage("#555")), alt: "Terrace", caption: "Roof terrace" };
    const updated = await updateProject(project.id, projectFields, {
      ...keepAll(project),
      newGallery: [extra],
      photos: [{ name: b }],
    });
    expect(names(updated!.gallery)).toEqual([b, a, c, extra.fileName]);
    expect(updated!.gallery[3]).toMatchObject({ alt: "Terrace", caption: "Roof terrace" });
  });

  it("ignores another project's photos named in a save", async () => {
    const mine = await newProject();
    const other = await newProject();
    const [theirs] = names(other.gallery);
    const updated = await updateProject(mine.id, projectFields, {
      ...keepAll(mine),
      photos: [{ name: theirs, caption: "Not yours" }],
      cover: theirs,
    });
    expect(names(updated!.gallery)).toEqual(names(mine.gallery));
    expect(updated!.cover!.fileName).toBe(mine.cover!.fileName);
    const untouched = getProject(other.id)!;
    expect(untouched.gallery[0]).toMatchObject({ fileName: theirs, caption: "" });
  });

  it("makes a gallery photo the cover; the old cover takes its place", async () => {
    const project = await newProject();
    const oldCover = project.cover!.fileName;
    const [a, b, c] = names(project.gallery);
    const updated = await updateProject(project.id, projectFields, {
      ...keepAll(project),
      cover: b,
    });
    expect(updated!.cover!.fileName).toBe(b);
    expect(names(updated!.gallery)).toEqual([a, oldCover, c]);
    // What depends on the cover follows it: the listing card and the share card.
    const listed = listProjects().find((item) => item.id === project.id)!;
    expect(projectCard(listed, 0).cover!.fileName).toBe(b);
    expect(updated!.shareImage).not.toBe(project.shareImage);
  });

  it("a removed cover can be replaced by a gallery photo", async () => {
    const project = await newProject();
    const [a, b, c] = names(project.gallery);
    const updated = await updateProject(project.id, projectFields, {
      ...keepAll(project),
      removeCoverImage: true,
      cover: c,
    });
    expect(updated!.cover!.fileName).toBe(c);
    expect(names(updated!.gallery)).toEqual([a, b]);
  });

  it("a new cover file wins over a chosen gallery photo", async () => {
    const project = await newProject();
    const newCover = await storedImage("#666");
    const updated = await updateProject(project.id, projectFields, {
      ...keepAll(project),
      newCover,
      cover: project.gallery[0].fileName,
    });
    expect(updated!.cover!.fileName).toBe(newCover.fileName);
    expect(names(updated!.gallery)).toEqual(names(project.gallery));
  });
});

describe("post photos", () => {
  it("reorders the images, makes one the cover (first) and saves captions", async () => {
    const post = await createBlog(blogFields, [
      await storedImage("#111"),
      await storedImage("#222"),
      await storedImage("#333"),
    ]);
    const [a, b, c] = names(post.images);
    const reordered = await updateBlog(post.id, blogFields, {
      keepImages: [a, b, c],
      newImages: [],
      photos: [{ name: b }, { name: c, caption: "Slab day" }, { name: a }],
    });
    expect(names(reordered!.images)).toEqual([b, c, a]);
    expect(reordered!.images[1].caption).toBe("Slab day");

    const covered = await updateBlog(post.id, blogFields, {
      keepImages: [a, b, c],
      newImages: [],
      cover: a,
    });
    expect(names(covered!.images)).toEqual([a, b, c]);
    expect(getBlog(post.id)!.images[0].fileName).toBe(a);
    expect(covered!.shareImage).not.toBe(reordered!.shareImage);
  });

  it("keeps alt text and captions given before upload", async () => {
    const post = await createBlog(blogFields, [
      { ...(await storedImage()), alt: "Site office", caption: "Day one" },
      await storedImage(),
    ]);
    expect(post.images.map((image) => [image.alt, image.caption])).toEqual([
      ["Site office", "Day one"],
      ["Post", ""],
    ]);
  });
});

describe("gallery photos", () => {
  it("reorders the images and moves the chosen cover first", async () => {
    const gallery = await createGallery({ title: "Album", description: "", category: "General" }, [
      await storedImage("#111"),
      await storedImage("#222"),
      await storedImage("#333"),
    ]);
    const [a, b, c] = names(gallery.images);
    await updateGallery(
      gallery.id,
      { title: "Album", description: "", category: "General" },
      {
        newImages: [],
        photos: [{ name: c, caption: "Third" }, { name: b, alt: "Second" }, { name: a }],
      },
    );
    expect(names(getGallery(gallery.id)!.images)).toEqual([c, b, a]);
    const covered = await updateGallery(
      gallery.id,
      { title: "Album", description: "", category: "General" },
      { newImages: [], cover: a },
    );
    expect(names(covered!.images)).toEqual([a, c, b]);
    expect(covered!.images[1]).toMatchObject({ caption: "Third" });
    expect(covered!.images[2]).toMatchObject({ alt: "Second" });
  });
});
