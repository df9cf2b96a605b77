/**
 * The migration to the enquiry pipeline (docs/product/enquiry-pipeline.md): a database from before
 * it, with new, contacted and closed enquiries, comes out with each in its place, a closed one
 * lost with "closed" as its reason.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsBefore } from "../../test/support/migrations-before";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-pipeline-migration-test-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");

const { closeDatabase, migrateDatabase } = await import("~/db/db.server");
const { getEnquiry, listEnquiries } = await import("~/models/enquiry.server");

/** The first migration the older database lacks: it has enquiries new, contacted or closed. */
const BEFORE = "0021_sale-and-money";

beforeAll(() => {
  const sqlite = new Database(process.env.DATABASE_PATH!);
  migrate(drizzle(sqlite), { migrationsFolder: migrationsBefore(BEFORE, dir) });
  const insert = sqlite.prepare(
    `insert into enquiries (id, name, email, phone, service, message, page, status)
     values (?, ?, ?, '98400 12345', 'Other', 'Hello', '/', ?)`,
  );
  insert.run("e-new", "Nila", "nila@example.com", "new");
  insert.run("e-contacted", "Kavin", "kavin@example.com", "contacted");
  insert.run("e-closed", "Meena", "meena@example.com", "closed");
  sqlite.close();
  migrateDatabase();
});

afterAll(() => {
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the migration to the enquiry pipeline", () => {
  it("turns a closed enquiry into a lost one, closed being its reason", () => {
    expect(getEnquiry("e-closed")).toMatchObject({ status: "lost", lostReason: "closed" });
    expect(listEnquiries({ status: "lost" }).items.map((row) => row.name)).toEqual(["Meena"]);
  });

  it("leaves new and contacted enquiries where they were, with no reason and no source", () => {
    expect(getEnquiry("e-new")).toMatchObject({ status: "new", lostReason: "", source: null });
    expect(getEnquiry("e-contacted")).toMatchObject({ status: "contacted", lostReason: "" });
  });
});
