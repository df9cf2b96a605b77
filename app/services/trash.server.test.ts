/**
 * The trash's purge (docs/product/admin.md#trash) with a clock the test sets: an item in the trash
 * for more than 30 days is removed with its files and its versions; one there for less stays,
 * hidden from every reader until restored.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedImage } from "../../test/support/stored-image";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trash-test-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");

const { closeDatabase, migrateDatabase } = await import("~/db/db.server");
const {
  countProjects,
  createProject,
  findProjectBySlug,
  getProject,
  getTrashedProject,
  listProjects,
  trashProject,
  untrashProject,
  updateProject,
} = await import("~/models/project.server");
const { createEnquiry, getEnquiry, listEnquiries, trashEnquiry } =
  await import("~/models/enquiry.server");
const { createProgressUpdate, getProgressUpdate } = await import("~/models/progress.server");
const { listRevisions } = await import("~/models/revisions.server");
const { getDb } = await import("~/db/db.server");
const { images } = await import("~/db/schema");
const { listTrash, purgeExpiredTrash } = await import("~/services/trash.server");

const DAY = 24 * 3600_000;
const onDisk = (name: string) => fs.existsSync(path.join(process.env.UPLOADS_DIR!, name));
const fields = {
  title: "Terrace House",
  description: "",
  category: "Residential" as const,
  location: "",
};

beforeAll(() => migrateDatabase());

afterAll(() => {
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function projectWithAnEarlierPhoto() {
  const project = await createProject(fields, {
    cover: await storedImage("#123"),
    gallery: [await storedImage("#234"), await storedImage("#345")],
  });
  const [earlier, kept] = project.gallery.map((image) => image.fileName);
  // The save removes one photo; only the version before it still names it.
  await updateProject(project.id, fields, {
    removeCoverImage: false,
    keepGalleryImages: [kept],
    newCover: null,
    newGallery: [],
  });
  return { project, files: [project.cover!.fileName, earlier, kept] };
}

describe("the trash", () => {
  it("hides a trashed project from every reader and brings it back as it was", async () => {
    const { project } = await projectWithAnEarlierPhoto();
    expect(trashProject(project.id, "owner@example.com")).toBe(true);
    expect(getProject(project.id)).toBeNull();
    expect(findProjectBySlug(project.slug)).toBeNull();
    expect(listProjects({ audience: "owner" }).map((item) => item.id)).not.toContain(project.id);
    const total = countProjects();
    expect(listTrash()).toContainEqual(
      expect.objectContaining({ kind: "project", id: project.id, deletedBy: "owner@example.com" }),
    );
    expect(untrashProject(project.id)).toBe(true);
    expect(countProjects()).toBe(total + 1);
    expect(findProjectBySlug(project.slug)?.item.id).toBe(project.id);
  });

  it("purges what has been in the trash for more than 30 days, with its files and versions", async () => {
    const now = Date.parse("2026-11-25T04:00:00.000Z");
    const old = await projectWithAnEarlierPhoto();
    const recent = await projectWithAnEarlierPhoto();
    trashProject(old.project.id, "owner@example.com", new Date(now - 31 * DAY));
    trashProject(recent.project.id, "owner@example.com", new Date(now - 29 * DAY));
    for (const file of [...old.files, ...recent.files]) expect(onDisk(file)).toBe(true);

    expect(await purgeExpiredTrash(now)).toBe(1);
    for (const file of old.files) expect(onDisk(file)).toBe(false);
    expect(getTrashedProject(old.project.id)).toBeNull();
    expect(listRevisions("project", old.project.id)).toEqual([]);
    // Still within its 30 days: kept with every file.
    for (const file of recent.files) expect(onDisk(file)).toBe(true);
    expect(getTrashedProject(recent.project.id)?.title).toBe("Terrace House");

    // A day later it goes too.
    expect(await purgeExpiredTrash(now + 2 * DAY)).toBe(1);
    for (const file of recent.files) expect(onDisk(file)).toBe(false);
  });

  it("purges a project with its progress updates: their photos' rows and files, and their versions", async () => {
    const now = Date.parse("2026-11-25T04:00:00.000Z");
    const { project, files } = await projectWithAnEarlierPhoto();
    const update = await createProgressUpdate(
      {
        projectId: project.id,
        date: "2026-01-10",
        stage: "foundation",
        percent: 15,
        title: "Footings poured",
        note: "",
      },
      [await storedImage("#456"), await storedImage("#567")],
    );
    const updatePhotos = update.images.map((image) => image.fileName);
    for (const file of updatePhotos) expect(onDisk(file)).toBe(true);
    trashProject(project.id, "owner@example.com", new Date(now - 31 * DAY));

    expect(await purgeExpiredTrash(now)).toBe(1);
    for (const file of [...files, ...updatePhotos]) expect(onDisk(file), file).toBe(false);
    expect(getProgressUpdate(update.id)).toBeNull();
    expect(listRevisions("progress", update.id)).toEqual([]);
    const rowsLeft = getDb().select({ fileName: images.fileName }).from(images).all();
    expect(rowsLeft.filter((row) => updatePhotos.includes(row.fileName))).toEqual([]);
  });

  it("keeps a trashed enquiry out of the enquiry list and purges it after 30 days", async () => {
    const now = Date.parse("2026-11-25T04:00:00.000Z");
    const enquiry = createEnquiry(
      {
        name: "Priya",
        email: "priya@example.com",
        phone: "9840012345",
        service: "Renovation",
        message: "A kitchen",
      },
      "/contact",
      { mail: false },
    );
    expect(trashEnquiry(enquiry.id, "owner@example.com", new Date(now - 31 * DAY))).toBe(true);
    expect(getEnquiry(enquiry.id)).toBeNull();
    expect(listEnquiries().items.map((item) => item.id)).not.toContain(enquiry.id);
    expect(listTrash().map((entry) => entry.id)).toContain(enquiry.id);
    await purgeExpiredTrash(now);
    expect(listTrash().map((entry) => entry.id)).not.toContain(enquiry.id);
  });
});
