/**
 * A site section saved before its one-line texts refused line breaks
 * (docs/security/requests.md#one-line-fields) still reads as saved, with the breaks folded to
 * spaces: never the first content in its place.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-sections-test-"));
process.env.DATABASE_PATH = path.join(dataDir, "app.db");
process.env.UPLOADS_DIR = path.join(dataDir, "uploads");

const db = await import("~/db/db.server");
const { siteSections } = await import("~/db/schema");
const model = await import("./site-content.server");

beforeAll(() => db.migrateDatabase());
afterAll(() => {
  db.closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("reads a stored line break in a one-line text folded, not the first content", () => {
  const home = structuredClone(model.getSection("home"));
  home.headline = "Homes built\r\nto last";
  home.stats[0].label = "Years\nof work";
  db.getDb().delete(siteSections).run();
  db.getDb().insert(siteSections).values({ key: "home", data: home }).run();

  const read = model.getSection("home");
  expect(read.headline).toBe("Homes built to last");
  expect(read.stats[0].label).toBe("Years of work");
  expect(read.introduction).toBe(home.introduction);
});
