/**
 * The migration to one photo owner key (docs/decisions/076-one-declaration-per-kind.md): a
 * database of the shape before it, with photos of every kind in the per-kind owner columns,
 * comes out with each photo still its item's, in its order, with its texts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsBefore } from "../../test/support/migrations-before";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "image-owner-migration-test-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");

const { closeDatabase, getDb, migrateDatabase } = await import("~/db/db.server");
const { getProject } = await import("~/models/project.server");
const { getBlog } = await import("~/models/blog.server");
const { getGallery } = await import("~/models/gallery.server");
const { getProgressUpdate } = await import("~/models/progress.server");

const BEFORE = "0019_image-owner-key";

/** A photo row of the old shape: `column` is its owner's per-kind column. */
function oldPhoto(column: string, owner: string, fileName: string, role: string, position: number) {
  return { column, owner, fileName, role, position };
}

const PHOTOS = [
  oldPhoto("project_id", "p1", "p1-cover.jpg", "cover", 0),
  oldPhoto("project_id", "p1", "p1-second.jpg", "gallery", 1),
  oldPhoto("project_id", "p1", "p1-first.jpg", "gallery", 0),
  oldPhoto("project_id", "p1", "p1-rera.png", "rera-qr", 0),
  oldPhoto("blog_id", "b1", "b1-one.jpg", "image", 0),
  oldPhoto("gallery_id", "g1", "g1-two.jpg", "image", 1),
  oldPhoto("gallery_id", "g1", "g1-one.jpg", "image", 0),
  oldPhoto("progress_id", "u1", "u1-one.jpg", "image", 0),
];

beforeAll(() => {
  const sqlite = new Database(process.env.DATABASE_PATH!);
  migrate(drizzle(sqlite), { migrationsFolder: migrationsBefore(BEFORE, dir) });
  sqlite.exec(`
    insert into projects (id, title) values ('p1', 'Villa in Adyar');
    insert into blogs (id, title, content, author) values ('b1', 'Curing a slab', 'Ponding.', 'A');
    insert into galleries (id, title) values ('g1', 'Handover day');
    insert into progress_updates (id, project_id, date, stage, percent, title)
      values ('u1', 'p1', '2026-01-10', 'foundation', 15, 'Footings poured');
  `);
  const insert = (photo: (typeof PHOTOS)[number]) =>
    sqlite
      .prepare(
        `insert into images (id, file_name, ${photo.column}, role, position, width, height, alt, caption, ta)
         values (?, ?, ?, ?, ?, 800, 600, ?, ?, ?)`,
      )
      .run(
        `id-${photo.fileName}`,
        photo.fileName,
        photo.owner,
        photo.role,
        photo.position,
        `Alt of ${photo.fileName}`,
        `Caption of ${photo.fileName}`,
        JSON.stringify({ caption: "தலைப்பு" }),
      );
  for (const photo of PHOTOS) insert(photo);
  sqlite.close();
  migrateDatabase();
});

afterAll(() => {
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

const names = (images: { fileName: string }[]) => images.map((image) => image.fileName);

describe("the migration to one photo owner key", () => {
  it("keeps every photo row, with its texts and size", () => {
    const rows = getDb().$client.prepare("select * from images order by file_name").all() as {
      file_name: string;
      owner_kind: string;
      owner_id: string;
      alt: string;
      caption: string;
      ta: string;
      width: number;
    }[];
    expect(rows.map((row) => [row.file_name, row.owner_kind, row.owner_id])).toEqual([
      ["b1-one.jpg", "blog", "b1"],
      ["g1-one.jpg", "gallery", "g1"],
      ["g1-two.jpg", "gallery", "g1"],
      ["p1-cover.jpg", "project", "p1"],
      ["p1-first.jpg", "project", "p1"],
      ["p1-rera.png", "project", "p1"],
      ["p1-second.jpg", "project", "p1"],
      ["u1-one.jpg", "progress", "u1"],
    ]);
    for (const row of rows) {
      expect(row.alt).toBe(`Alt of ${row.file_name}`);
      expect(row.caption).toBe(`Caption of ${row.file_name}`);
      expect(JSON.parse(row.ta)).toEqual({ caption: "தலைப்பு" });
      expect(row.width).toBe(800);
    }
  });

  it("gives each item its own photos in their order", () => {
    const project = getProject("p1")!;
    expect(project.cover?.fileName).toBe("p1-cover.jpg");
    expect(names(project.gallery)).toEqual(["p1-first.jpg", "p1-second.jpg"]);
    expect(project.reraQr?.fileName).toBe("p1-rera.png");
    expect(names(getBlog("b1")!.images)).toEqual(["b1-one.jpg"]);
    expect(names(getGallery("g1")!.images)).toEqual(["g1-one.jpg", "g1-two.jpg"]);
    expect(names(getProgressUpdate("u1")!.images)).toEqual(["u1-one.jpg"]);
  });
});
