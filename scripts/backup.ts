/**
 * `npm run backup -- [--out <folder>] [--keep <n>]`
 * (docs/security/data.md#backups-and-the-off-site-copy): writes one archive, backup-<UTC
 * time>.tar.gz, holding a consistent copy of the database and the uploaded images it names. Safe
 * while the site serves:
 *
 * - the database is copied with SQLite's online backup API, which yields a
 *   snapshot of one moment even while writes go on;
 * - stored images never change once written (random names, never reused),
 *   so copying the ones the snapshot names is enough. If one was deleted
 *   between the snapshot and the copy, a newer snapshot is taken and the
 *   copy tops up, until snapshot and files agree.
 *
 * The archive is written with the system `tar` (present on every Linux
 * server); `npm run restore` puts it back.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
// This command signs no cookies; a stand-in secret spares the server's warning about it.
process.env.SESSION_SECRET ||= randomBytes(32).toString("hex");

const { getEnv } = await import("~/utils/env.server");
const { thumbnailName } = await import("~/media/image-urls");
const { documentsDirOf } = await import("~/utils/documents-dir");

const MAX_ROUNDS = 10;

function referencedNames(databaseFile: string): string[] {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("select file_name as name from images").all() as { name: string }[];
    return rows.flatMap((row) => [row.name, thumbnailName(row.name)]);
  } finally {
    db.close();
  }
}

/** The private projects' documents the database names (docs/product/client-documents.md). */
function referencedDocuments(databaseFile: string): string[] {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("select stored_name as name from project_documents").all() as {
      name: string;
    }[];
    return rows.map((row) => row.name);
  } finally {
    db.close();
  }
}

/** Copies each named file not copied yet; the names missing from `from`. */
function copyNamed(names: string[], from: string, to: string): string[] {
  return names.filter((name) => {
    const target = path.join(to, name);
    if (fs.existsSync(target)) return false;
    try {
      fs.copyFileSync(path.join(from, name), target);
      return false;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
      throw error;
    }
  });
}

async function snapshotDatabase(source: string, target: string) {
  fs.rmSync(target, { force: true });
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    await db.backup(target);
  } finally {
    db.close();
  }
  const copy = new Database(target);
  try {
    // A single file, readable without its -wal, for the archive.
    copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new Error(`the database copy failed its integrity check: ${check}`);
  } finally {
    copy.close();
  }
}

export async function createBackup(outDir: string): Promise<string> {
  const env = getEnv();
  if (!fs.existsSync(env.DATABASE_PATH)) throw new Error(`No database at ${env.DATABASE_PATH}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "builder-backup-"));
  try {
    const dbCopy = path.join(work, "app.db");
    const uploadsCopy = path.join(work, "uploads");
    const documentsCopy = path.join(work, "documents");
    const documentsDir = documentsDirOf(env.DATABASE_PATH);
    fs.mkdirSync(uploadsCopy);
    fs.mkdirSync(documentsCopy);
    let names: string[] = [];
    let documents: string[] = [];
    for (let round = 1; ; round++) {
      await snapshotDatabase(env.DATABASE_PATH, dbCopy);
      names = referencedNames(dbCopy);
      documents = referencedDocuments(dbCopy);
      const missing = [
        ...copyNamed(names, env.UPLOADS_DIR, uploadsCopy),
        ...copyNamed(documents, documentsDir, documentsCopy),
      ];
      if (missing.length === 0) break;
      if (round === MAX_ROUNDS) {
        throw new Error(
          `files named by the database are missing from ${env.UPLOADS_DIR} or ${documentsDir}: ${missing.join(", ")}`,
        );
      }
    }
    // Copies of files deleted between rounds are not part of the snapshot.
    for (const [folder, kept] of [
      [uploadsCopy, new Set(names)],
      [documentsCopy, new Set(documents)],
    ] as const) {
      for (const name of fs.readdirSync(folder)) {
        if (!kept.has(name)) fs.rmSync(path.join(folder, name));
      }
    }
    fs.writeFileSync(
      path.join(work, "manifest.json"),
      JSON.stringify(
        {
          format: 1,
          createdAt: new Date().toISOString(),
          files: names.length,
          documents: documents.length,
        },
        null,
        2,
      ),
    );

    fs.mkdirSync(outDir, { recursive: true });
    const stamp = new Date()
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d+Z$/, "Z");
    const archive = path.join(outDir, `backup-${stamp}.tar.gz`);
    const partial = `${archive}.partial`;
    const tar = spawnSync(
      "tar",
      ["-czf", partial, "-C", work, "manifest.json", "app.db", "uploads", "documents"],
      {
        encoding: "utf8",
      },
    );
    if (tar.status !== 0) {
      fs.rmSync(partial, { force: true });
      throw new Error(`tar failed: ${tar.stderr || tar.error?.message}`);
    }
    fs.renameSync(partial, archive);
    return archive;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` archives of the folder, deleting older ones. */
function pruneBackups(outDir: string, keep: number) {
  const archives = fs
    .readdirSync(outDir)
    .filter((name) => /^backup-\d{8}T\d{6}Z\.tar\.gz$/.test(name))
    .sort()
    .reverse();
  for (const name of archives.slice(keep)) fs.rmSync(path.join(outDir, name));
}

try {
  const { values } = parseArgs({
    options: { out: { type: "string" }, keep: { type: "string" } },
  });
  const outDir = path.resolve(values.out ?? process.env.BACKUP_DIR ?? "backups");
  const archive = await createBackup(outDir);
  if (values.keep) {
    const keep = Number(values.keep);
    if (!Number.isInteger(keep) || keep < 1)
      throw new Error("--keep needs a whole number of 1 or more");
    pruneBackups(outDir, keep);
  }
  console.log(`Backup written: ${archive}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
