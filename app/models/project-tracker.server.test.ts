import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tracker-test-"));
process.env.DATABASE_PATH = path.join(dir, "app.db");
process.env.UPLOADS_DIR = path.join(dir, "uploads");

const { getDb, migrateDatabase } = await import("~/db/db.server");
const { trackedProjectQuery, hashOfSecret } = await import("./project-tracker.server");

beforeAll(() => migrateDatabase());

describe("the client page's lookup", () => {
  it("is one query that seeks the secret's SHA-256 in its unique index, whatever the secret", () => {
    for (const secret of ["x".repeat(43), "short", "a-real-looking-secret_0123456789abcdefghijk"]) {
      const query = trackedProjectQuery(secret).toSQL();
      // The secret itself never reaches SQL, only its hash: no comparison of the plain text.
      expect(query.params).toContain(hashOfSecret(secret));
      expect(query.params).not.toContain(secret);
      const plan = getDb()
        .$client.prepare(`explain query plan ${query.sql}`)
        .all(...query.params)
        .map((row) => (row as { detail: string }).detail);
      expect(plan[0]).toMatch(
        /^SEARCH project_trackers USING INDEX project_trackers_secret_hash_unique \(secret_hash=\?\)$/,
      );
      expect(plan[1]).toMatch(
        /^SEARCH projects USING INDEX sqlite_autoindex_projects_1 \(id=\?\)$/,
      );
      expect(plan).toHaveLength(2);
    }
  });
});
