/** `npm run db:migrate`: applies the migrations in drizzle/ to DATABASE_PATH (start-up does this too). */
import { randomBytes } from "node:crypto";
import fs from "node:fs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
// This command signs no cookies; a stand-in secret spares the server's warning about it.
process.env.SESSION_SECRET ||= randomBytes(32).toString("hex");

const { closeDatabase, migrateDatabase } = await import("~/db/db.server");
const { getEnv } = await import("~/utils/env.server");

try {
  migrateDatabase();
  console.log(`Migrations applied to ${getEnv().DATABASE_PATH}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  closeDatabase();
}
