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
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // The write-ahead log stays bounded (docs/decisions/040-bounded-writes-and-mail.md):
  // SQLite copies it into the database after every commit that leaves it past
  // 1000 pages (4 MB), and cuts the file back to JOURNAL_SIZE_LIMIT whenever it
  // starts over. Both need statements that run to completion (no `.get()` on a write).
  sqlite.pragma("wal_autocheckpoint = 1000");
  sqlite.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT_BYTES}`);
  return drizzle({ client: sqlite, schema });
}

const BUSY_TIMEOUT_MS = 5000;
const JOURNAL_SIZE_LIMIT_BYTES = 4 * 1024 * 1024;
/** How often the process looks for a quiet moment to empty the log. */
const IDLE_CHECKPOINT_EVERY_MS = 30_000;

/**
 * Copies the whole write-ahead log into the database and empties the file
 * (`wal_checkpoint(TRUNCATE)`). It never waits: when another connection (a
 * backup, a script) is reading or writing, it gives up and returns false, and
 * the next quiet moment tries again.
 */
export function truncateWriteAheadLog(db: DB = getDb()): boolean {
  const sqlite = db.$client;
  sqlite.pragma("busy_timeout = 0");
  try {
    const [result] = sqlite.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
    return result?.busy === 0;
  } catch {
    return false;
  } finally {
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  }
}

/**
 * Empties the log when the process has been quiet: a tick that sees no new
 * write since the previous tick, after writes since the last emptying.
 * The timer never keeps the process alive and stops with the connection.
 */
function checkpointWhenIdle(db: DB) {
  const totalChanges = db.$client.prepare("select total_changes()").pluck();
  let seen = totalChanges.get() as number;
  let emptiedAt = seen;
  const timer = setInterval(() => {
    const now = totalChanges.get() as number;
    if (now === seen && now !== emptiedAt && truncateWriteAheadLog(db)) emptiedAt = now;
    seen = now;
  }, IDLE_CHECKPOINT_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

let stopIdleCheckpoints: (() => void) | undefined;

/** The process-wide database connection. */
export function getDb(): DB {
  if (!instance) {
    instance = openDatabase(getEnv().DATABASE_PATH);
    stopIdleCheckpoints = checkpointWhenIdle(instance);
  }
  return instance;
}

export function migrateDatabase(db: DB = getDb()) {
  migrate(db, { migrationsFolder: path.resolve(process.cwd(), "drizzle") });
}

export function closeDatabase() {
  stopIdleCheckpoints?.();
  stopIdleCheckpoints = undefined;
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

/**
 * The signal that stored content changed: what the public pages show
 * (projects, posts, galleries, their photos, slugs, share images or
 * publish times). The model functions that write such content call
 * `markContentChanged()` once their write has committed; the page cache
 * listens and drops itself (docs/decisions/021-public-page-cache.md). A
 * request that changes nothing (refused, failed, anonymous, an enquiry, a
 * sign-in) never calls it, so it never empties the cache.
 */
let version = 0;
const listeners = new Set<() => void>();

/** Tells every listener that public content changed. */
export function markContentChanged() {
  version++;
  for (const listener of listeners) listener();
}

/** A number that grows with every change: equal before and after means nothing changed in between. */
export function contentVersion() {
  return version;
}

/** Runs `listener` after every change. Returns a function that removes it. */
export function onContentChanged(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
