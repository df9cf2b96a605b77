import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { getEnv } from "~/utils/env.server";
import * as schema from "./schema";

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** The handle a `getDb().transaction(...)` callback receives: writes made with it commit together. */
export type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

let instance: DB | undefined;

/** Opens a SQLite file with the settings every connection of this app must have. */
export function openDatabase(filePath: string): DB {
  if (filePath !== ":memory:") fs.mkdirSync(path.dirname(filePath), { recursive: true });
  const sqlite = new Database(filePath);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("busy_timeout = 5000");
  return drizzle({ client: sqlite, schema });
}

/** The process-wide database connection. */
export function getDb(): DB {
  instance ??= openDatabase(getEnv().DATABASE_PATH);
  return instance;
}

export function migrateDatabase(db: DB = getDb()) {
  migrate(db, { migrationsFolder: path.resolve(process.cwd(), "drizzle") });
}

export function closeDatabase() {
  if (instance) {
    instance.$client.close();
    instance = undefined;
  }
}

/**
 * True when the database answers: the process's connection runs a query, and
 * the file on disk still opens and reads as a database. SQLite serves reads
 * from its page cache, so the open connection alone keeps answering after
 * the file is deleted, replaced or damaged; the fresh read-only connection
 * catches that before a restart would.
 */
export function isDatabaseHealthy(): boolean {
  try {
    getDb().$client.prepare("select 1 as ok").get();
    const filePath = getEnv().DATABASE_PATH;
    if (filePath === ":memory:") return true;
    const probe = new Database(filePath, { readonly: true, fileMustExist: true, timeout: 1000 });
    try {
      return probe.prepare("select count(*) as tables from sqlite_master").get() !== undefined;
    } finally {
      probe.close();
    }
  } catch {
    return false;
  }
}
