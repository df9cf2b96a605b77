/**
 * The migration that lets a receipt be cancelled (docs/decisions/090-cancelled-receipts.md): a
 * database from before it, with a receipt recorded, comes out with that receipt valid (not
 * cancelled, no reason) and still counted as paid.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsBefore } from "../../test/support/migrations-before";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "receipt-cancelled-migration-test-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");

const { closeDatabase, migrateDatabase } = await import("~/db/db.server");
const { getPayment, getReceipt } = await import("~/models/payments.server");

/** The first migration the older database lacks: its receipts cannot be cancelled. */
const BEFORE = "0023_receipt-cancelled";

beforeAll(() => {
  const sqlite = new Database(process.env.DATABASE_PATH!);
  migrate(drizzle(sqlite), { migrationsFolder: migrationsBefore(BEFORE, dir) });
  sqlite
    .prepare(
      `insert into projects (id, title, slug, category, visibility) values ('p1', 'Adyar House', 'adyar-house', 'Residential', 'private')`,
    )
    .run();
  sqlite
    .prepare(
      `insert into payments (id, project_id, title, amount) values ('pay1', 'p1', 'Advance', 500000)`,
    )
    .run();
  sqlite
    .prepare(
      `insert into receipts (id, payment_id, project_id, number, amount, paid_on, mode)
       values ('r1', 'pay1', 'p1', 7, 200000, '2026-11-02', 'upi')`,
    )
    .run();
  sqlite.close();
  migrateDatabase();
});

afterAll(() => {
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the migration to cancellable receipts", () => {
  it("keeps an earlier receipt valid, with its number, counted as paid", () => {
    expect(getReceipt("r1")).toMatchObject({
      number: 7,
      amount: 200000,
      cancelledAt: null,
      cancelReason: "",
    });
    expect(getPayment("pay1")?.paid).toBe(200000);
  });
});
