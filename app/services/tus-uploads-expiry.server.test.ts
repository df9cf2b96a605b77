/**
 * Resumable uploads expire a day after they were started
 * (docs/api/conventions.md#resumable-uploads): the cleanup that runs at start-up and every hour
 * removes their records, their partial bytes and the stored image of a checked one no save used,
 * and partial files no record names; anything younger stays. The clock is passed in, as the hourly
 * run passes the time.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedImage } from "../../test/support/stored-image";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "resumable-expiry-test-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");

const { closeDatabase, migrateDatabase } = await import("~/db/db.server");
const { createAdmin } = await import("~/models/admin.server");
const { addResumableUpload, getResumableUpload, markUploadReady, readyUploadsOf } =
  await import("~/models/resumable-uploads.server");
const { removeExpiredResumableUploads } = await import("~/services/tus-uploads.server");
const { createGallery } = await import("~/models/gallery.server");

const partial = path.join(dir, "uploads", ".partial");
const HOUR = 60 * 60 * 1000;
const started = new Date("2026-11-20T08:00:00.000Z");
let adminId = "";

beforeAll(async () => {
  migrateDatabase();
  adminId = (await createAdmin("owner@example.com", "site-visit-2026!")).id;
  fs.mkdirSync(partial, { recursive: true });
});

afterAll(() => {
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

function startUpload(id: string, at: Date) {
  addResumableUpload({
    id,
    adminId,
    fileName: `${id}.jpg`,
    size: 4,
    createdAt: at,
    expiresAt: new Date(at.getTime() + 24 * HOUR),
  });
  fs.writeFileSync(path.join(partial, id), "half");
  fs.writeFileSync(path.join(partial, `${id}.json`), "{}");
}

describe("expiry of resumable uploads", () => {
  it("removes uploads a day old with their files, and keeps younger ones", async () => {
    startUpload("old-partial", started);
    const storedName = "AAAAAAAAAAAAAAAAAAAAAAAA.webp";
    startUpload("old-ready", started);
    fs.writeFileSync(path.join(dir, "uploads", storedName), "webp");
    markUploadReady("old-ready", { fileName: storedName, width: 10, height: 10 });
    startUpload("young", new Date(started.getTime() + 20 * HOUR));
    fs.writeFileSync(path.join(partial, "stray-from-a-crash"), "x");

    const dayLess = new Date(started.getTime() + 23 * HOUR);
    expect(await removeExpiredResumableUploads(dayLess)).toBe(0);
    expect(getResumableUpload("old-partial")).not.toBeNull();
    expect(readyUploadsOf(adminId, ["old-ready"], dayLess)[0]?.storedFileName).toBe(storedName);
    expect(fs.existsSync(path.join(partial, "stray-from-a-crash"))).toBe(false);

    const dayLater = new Date(started.getTime() + 24 * HOUR + 1);
    expect(await removeExpiredResumableUploads(dayLater)).toBe(2);
    expect(getResumableUpload("old-partial")).toBeNull();
    expect(getResumableUpload("old-ready")).toBeNull();
    expect(fs.readdirSync(partial).sort()).toEqual(["young", "young.json"]);
    expect(fs.existsSync(path.join(dir, "uploads", storedName))).toBe(false);
    expect(getResumableUpload("young")).not.toBeNull();
  });

  it("does not offer an expired upload to a save even before the cleanup ran", () => {
    startUpload("expired-unswept", started);
    markUploadReady("expired-unswept", {
      fileName: "BBBBBBBBBBBBBBBBBBBBBBBB.webp",
      width: 1,
      height: 1,
    });
    const within = new Date(started.getTime() + 2 * HOUR);
    expect(readyUploadsOf(adminId, ["expired-unswept"], within)[0]?.id).toBe("expired-unswept");
    const after = new Date(started.getTime() + 25 * HOUR);
    expect(readyUploadsOf(adminId, ["expired-unswept"], after)).toEqual([null]);
  });

  it("keeps the image of an expired record that a save attached already", async () => {
    const image = await storedImage("#345");
    startUpload("saved-but-not-claimed", started);
    markUploadReady("saved-but-not-claimed", image);
    await createGallery({ title: "Album", description: "", category: "General" }, [image]);
    await removeExpiredResumableUploads(new Date(started.getTime() + 25 * HOUR));
    expect(getResumableUpload("saved-but-not-claimed")).toBeNull();
    expect(fs.existsSync(path.join(dir, "uploads", image.fileName))).toBe(true);
  });
});
