/**
 * A flood of enquiries leaves the database's write-ahead log bounded
 * (docs/decisions/040-bounded-writes-and-mail.md): every write runs to
 * completion, so SQLite's automatic checkpoint keeps the log small, and the
 * quiet-time checkpoint empties it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// In memory-backed storage where there is one: the same SQLite, without 10,000 disk syncs.
const tmp = fs.existsSync("/dev/shm") ? "/dev/shm" : os.tmpdir();
const dataDir = fs.mkdtempSync(path.join(tmp, "builder-wal-test-"));
const databasePath = path.join(dataDir, "app.db");
process.env.DATABASE_PATH = databasePath;
process.env.UPLOADS_DIR = path.join(dataDir, "uploads");

const db = await import("~/db/db.server");
const model = await import("./enquiry.server");

const MB = 1024 * 1024;

function walBytes() {
  return fs.statSync(`${databasePath}-wal`).size;
}

beforeAll(() => db.migrateDatabase());
afterAll(() => {
  db.closeDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("write-ahead log", () => {
  it("stays under 8 MB through 10,000 enquiries of about 2 KB each", () => {
    const message = "Two floors on a 2400 sq ft plot in Tambaram, with a terrace garden. ".repeat(
      28,
    );
    let largest = 0;
    for (let i = 0; i < 10_000; i++) {
      const stored = model.createEnquiry(
        {
          name: `Flood Sender ${i}`,
          email: `flood${i}@example.com`,
          phone: "+91 98765 43210",
          service: "New Building Construction",
          message,
        },
        "/contact",
        { mail: true },
      );
      expect(stored.name).toBe(`Flood Sender ${i}`);
      if (i % 500 === 0) largest = Math.max(largest, walBytes());
    }
    largest = Math.max(largest, walBytes());
    expect(model.listEnquiries({ pageSize: 1 }).total).toBe(10_000);
    expect(largest).toBeLessThan(8 * MB);
  }, 300_000);

  it("is emptied by the quiet-time checkpoint", () => {
    expect(walBytes()).toBeGreaterThan(0);
    expect(db.truncateWriteAheadLog()).toBe(true);
    expect(walBytes()).toBe(0);
    expect(model.listEnquiries({ pageSize: 1 }).total).toBe(10_000);
  });
});
