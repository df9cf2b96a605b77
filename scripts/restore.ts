/**
 * `npm run restore -- <archive> [--force]` (docs/security/data.md#backups-and-the-off-site-copy):
 * puts a backup made by `npm run backup` back into DATABASE_PATH and UPLOADS_DIR. Stop the site
 * first. A target that already holds data is refused unless --force is given, in which case the
 * current database and uploads are replaced.
 *
 * `npm run restore -- --from-replica [--at "2026-12-01 10:30"] [--force] [--take-over]` rebuilds
 * them and the documents from the off-site copy instead (app/replica/restore.server.ts,
 * docs/deploy/off-site-copy.md#disaster-drill).
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
const { documentsDirOf } = await import("~/utils/documents-dir");

class RestoreError extends Error {}

function hasData(databasePath: string, uploadsDir: string) {
  const database = fs.existsSync(databasePath) && fs.statSync(databasePath).size > 0;
  const uploads =
    fs.existsSync(uploadsDir) && fs.readdirSync(uploadsDir).some((name) => !name.startsWith("."));
  return database || uploads;
}

function restore(archive: string, force: boolean) {
  const env = getEnv();
  if (!fs.existsSync(archive)) throw new RestoreError(`No such archive: ${archive}`);
  if (hasData(env.DATABASE_PATH, env.UPLOADS_DIR) && !force) {
    throw new RestoreError(
      `${env.DATABASE_PATH} or ${env.UPLOADS_DIR} already holds data; stop the site and add --force to replace it.`,
    );
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "builder-restore-"));
  try {
    const tar = spawnSync("tar", ["-xzf", path.resolve(archive), "-C", work, "--no-same-owner"], {
      encoding: "utf8",
    });
    if (tar.status !== 0) throw new RestoreError(`The archive could not be read: ${tar.stderr}`);
    const dbCopy = path.join(work, "app.db");
    const uploadsCopy = path.join(work, "uploads");
    if (!fs.existsSync(dbCopy) || !fs.existsSync(uploadsCopy)) {
      throw new RestoreError(
        "This is not a backup made by npm run backup (app.db or uploads/ missing).",
      );
    }
    const db = new Database(dbCopy, { readonly: true });
    const check = db.pragma("integrity_check", { simple: true });
    db.close();
    if (check !== "ok") throw new RestoreError(`The archived database is damaged: ${check}`);

    fs.mkdirSync(path.dirname(env.DATABASE_PATH), { recursive: true });
    for (const suffix of ["-wal", "-shm", "-journal"])
      fs.rmSync(env.DATABASE_PATH + suffix, { force: true });
    const incoming = `${env.DATABASE_PATH}.restoring`;
    fs.copyFileSync(dbCopy, incoming);
    fs.renameSync(incoming, env.DATABASE_PATH);

    fs.mkdirSync(env.UPLOADS_DIR, { recursive: true });
    for (const name of fs.readdirSync(env.UPLOADS_DIR)) {
      if (name !== ".gitkeep")
        fs.rmSync(path.join(env.UPLOADS_DIR, name), { recursive: true, force: true });
    }
    const files = fs.readdirSync(uploadsCopy);
    for (const name of files)
      fs.copyFileSync(path.join(uploadsCopy, name), path.join(env.UPLOADS_DIR, name));
    // The private projects' documents (an archive from before them has none to restore).
    const documentsCopy = path.join(work, "documents");
    if (fs.existsSync(documentsCopy)) {
      const documentsDir = documentsDirOf(env.DATABASE_PATH);
      fs.rmSync(documentsDir, { recursive: true, force: true });
      fs.mkdirSync(documentsDir, { recursive: true, mode: 0o750 });
      for (const name of fs.readdirSync(documentsCopy))
        fs.copyFileSync(path.join(documentsCopy, name), path.join(documentsDir, name));
    }
    return { files: files.length, databasePath: env.DATABASE_PATH, uploadsDir: env.UPLOADS_DIR };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

try {
  const { values, positionals } = parseArgs({
    options: {
      force: { type: "boolean", default: false },
      "from-replica": { type: "boolean", default: false },
      at: { type: "string" },
      "take-over": { type: "boolean", default: false },
    },
    allowPositionals: true,
  });
  if (values["from-replica"]) {
    const { parsePointInTime, restoreFromReplica } = await import("~/replica/restore.server");
    const at = values.at === undefined ? undefined : parsePointInTime(values.at);
    const result = await restoreFromReplica(getEnv(), {
      at,
      force: values.force,
      takeOver: values["take-over"],
    });
    const counts = Object.entries(result.counts)
      .map(([label, count]) => `${count} ${label}`)
      .join(", ");
    console.log(
      `Restored the database${result.at ? ` as it was at ${result.at.toISOString()}` : ""} to ${result.databasePath} (${counts}; integrity ok), ${result.photos} photo files to ${result.uploadsDir} and ${result.documents} documents to ${result.documentsDir}; every photo and document the database names is there.`,
    );
    console.log(
      result.tookOver
        ? "This server now owns the copy: started with the REPLICA_* settings, it copies on to it (any other server copying there is refused at its next start)."
        : "The copy is left as it was, and still belongs to the server that made it: start this one without the REPLICA_* settings (a drill), or restore again with --take-over --force if it replaces that server for good.",
    );
    process.exit(0);
  }
  if (positionals.length !== 1)
    throw new RestoreError("Usage: npm run restore -- <archive.tar.gz> [--force]");
  const result = restore(positionals[0], values.force);
  console.log(
    `Restored the database to ${result.databasePath} and ${result.files} files to ${result.uploadsDir}.`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
