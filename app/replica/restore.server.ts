/**
 * `npm run restore -- --from-replica [--at <time>] [--force] [--take-over]`
 * (docs/deploy/off-site-copy.md#disaster-drill): rebuilds DATABASE_PATH from Litestream's copy (its
 * latest state, or the state at a point in time within the retention), UPLOADS_DIR from the
 * photos' copy and the documents folder beside the database from the documents' copy, then checks
 * the database's integrity and that every photo and document it names is there.
 * Variants and share cards are not copied: the server makes them again at its next start. It reads
 * the target and never writes to it, unless `--take-over` makes the restored database the target's
 * owner (app/replica/owner.server.ts): a drill's restore leaves the live site's copy as it was.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { closeDatabase } from "~/db/db.server";
import { referencedFileNames } from "~/media/images.server";
import { isStoredFileName } from "~/media/upload-folder.server";
import { allStoredDocumentNames } from "~/models/project-document.server";
import { siteContentFileNames } from "~/models/site-content.server";
import { pendingStoredFileNames } from "~/models/resumable-uploads.server";
import { documentsDirOf } from "~/utils/documents-dir";
import type { Env } from "~/utils/env.server";
import type { ReplicaTarget } from "~/utils/replica-settings";
import { litestreamBinary, litestreamEnv, writeLitestreamConfig } from "./litestream.server";
import { takeOverReplica } from "./owner.server";
import { DOCUMENTS, PHOTOS, type CopiedFolder } from "./file-queue.server";
import { openTargetStore } from "./target-store.server";

class ReplicaRestoreError extends Error {}

type ReplicaRestoreResult = {
  databasePath: string;
  uploadsDir: string;
  documentsDir: string;
  at: Date | null;
  counts: Record<string, number>;
  photos: number;
  documents: number;
  tookOver: boolean;
};

/**
 * Reads `--at`: a date and time in this machine's time zone ("2026-12-01 10:30"), or one
 * with its own offset (ISO 8601, "…Z").
 */
export function parsePointInTime(value: string): Date {
  const text = value.trim().replace(" ", "T");
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00` : text);
  if (Number.isNaN(date.getTime())) {
    throw new ReplicaRestoreError(
      `--at: "${value}" is not a date and time (e.g. "2026-12-01 10:30", the server's time zone)`,
    );
  }
  return date;
}

function hasData(env: Env) {
  const database = fs.existsSync(env.DATABASE_PATH) && fs.statSync(env.DATABASE_PATH).size > 0;
  const files = [env.UPLOADS_DIR, documentsDirOf(env.DATABASE_PATH)].some(
    (dir) => fs.existsSync(dir) && fs.readdirSync(dir).some((name) => !name.startsWith(".")),
  );
  return database || files;
}

/**
 * Empties `dir` (but for `.gitkeep`) and fetches into it, from the target's copy of `copied`,
 * the files of `required` and those of `optional` the copy holds (each under a temporary name
 * renamed into place). Returns how many it fetched and the required files the copy lacks.
 */
async function fetchFolder(
  target: ReplicaTarget,
  dir: string,
  copied: CopiedFolder,
  required: string[],
  optional: string[] = [],
) {
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    if (name !== ".gitkeep") fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  const store = openTargetStore(target, copied.name);
  const missing: string[] = [];
  let fetched = 0;
  try {
    const present = await store.list();
    const wanted = new Set(required.flatMap(copied.copiedNames));
    const extra = new Set(optional.flatMap(copied.copiedNames));
    for (const name of [...wanted, ...extra]) {
      if (!present.has(name)) {
        if (wanted.has(name)) missing.push(name);
        continue;
      }
      const target = path.join(dir, name);
      await store.get(name, `${target}.partial`);
      fs.renameSync(`${target}.partial`, target);
      fetched++;
    }
  } finally {
    await store.close();
  }
  return { fetched, missing };
}

/**
 * Litestream restores into `<output>.tmp` and renames it when done, and opening that file (or the
 * result, for the check) as SQLite leaves its `-wal` and `-shm` beside it: everything but the
 * restored database itself goes, whether the restore worked or not.
 */
function removeRestoreLeftovers(incoming: string) {
  for (const base of [incoming, `${incoming}.tmp`]) {
    for (const suffix of ["-wal", "-shm", "-journal"]) fs.rmSync(base + suffix, { force: true });
  }
  fs.rmSync(`${incoming}.tmp`, { force: true });
}

function runLitestream(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(litestreamBinary(), args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve(output)
        : reject(new ReplicaRestoreError(`Litestream could not restore the database:\n${output}`)),
    );
  });
}

const COUNTED = {
  projects: "projects",
  posts: "blogs",
  galleries: "galleries",
  photos: "images",
  enquiries: "enquiries",
  "site sections": "site_sections",
} as const;

export async function restoreFromReplica(
  env: Env,
  options: { at?: Date; force?: boolean; takeOver?: boolean },
): Promise<ReplicaRestoreResult> {
  const settings = env.REPLICA;
  if (!settings)
    throw new ReplicaRestoreError("REPLICA_URL is not set: there is no copy to restore from.");
  if (hasData(env) && !options.force) {
    throw new ReplicaRestoreError(
      `${env.DATABASE_PATH} or ${env.UPLOADS_DIR} already holds data; stop the site and add --force to replace it.`,
    );
  }
  fs.mkdirSync(path.dirname(env.DATABASE_PATH), { recursive: true });
  const incoming = `${env.DATABASE_PATH}.restoring`;
  removeRestoreLeftovers(incoming);
  fs.rmSync(incoming, { force: true });
  const config = await writeLitestreamConfig(settings, env.DATABASE_PATH);
  try {
    await runLitestream(
      [
        "restore",
        "-config",
        config.file,
        "-o",
        incoming,
        ...(options.at ? ["-timestamp", options.at.toISOString()] : []),
        env.DATABASE_PATH,
      ],
      litestreamEnv(settings),
    );
  } finally {
    fs.rmSync(config.folder, { recursive: true, force: true });
    removeRestoreLeftovers(incoming);
  }
  if (!fs.existsSync(incoming)) {
    throw new ReplicaRestoreError("The copy holds no database (is REPLICA_URL the right place?).");
  }

  const counts: Record<string, number> = {};
  const check = new Database(incoming);
  try {
    const result = check.pragma("integrity_check", { simple: true });
    if (result !== "ok") {
      throw new ReplicaRestoreError(`The restored database failed its integrity check: ${result}`);
    }
    for (const [label, table] of Object.entries(COUNTED)) {
      counts[label] = (
        check.prepare(`select count(*) as n from ${table}`).get() as { n: number }
      ).n;
    }
  } finally {
    check.close();
    removeRestoreLeftovers(incoming);
  }

  for (const suffix of ["-wal", "-shm", "-journal"]) {
    fs.rmSync(env.DATABASE_PATH + suffix, { force: true });
  }
  fs.renameSync(incoming, env.DATABASE_PATH);

  // The photos and documents the restored database names, read with the app's own queries.
  let required: string[];
  let optional: string[];
  let documentNames: string[];
  try {
    required = [...referencedFileNames(), ...siteContentFileNames()].filter(isStoredFileName);
    optional = pendingStoredFileNames().filter(isStoredFileName);
    documentNames = allStoredDocumentNames();
  } finally {
    closeDatabase();
  }

  const photos = await fetchFolder(settings.target, env.UPLOADS_DIR, PHOTOS, required, optional);
  const documentsDir = documentsDirOf(env.DATABASE_PATH);
  fs.mkdirSync(documentsDir, { recursive: true, mode: 0o750 });
  const documents = await fetchFolder(settings.target, documentsDir, DOCUMENTS, documentNames);
  // Private whichever way they came (docs/product/client-documents.md#serving).
  for (const name of fs.readdirSync(documentsDir))
    fs.chmodSync(path.join(documentsDir, name), 0o640);
  const missing = (
    [
      ["photo files", photos.missing],
      ["documents", documents.missing],
    ] as const
  )
    .filter(([, names]) => names.length > 0)
    .map(
      ([what, names]) =>
        `${names.length} ${what} it names are not in the copy: ${names.join(", ")}`,
    );
  if (missing.length) {
    throw new ReplicaRestoreError(`The database was restored, but ${missing.join("; ")}`);
  }
  // Only now, with everything restored: this database becomes the one that copies to the target.
  if (options.takeOver) {
    const owner = openTargetStore(settings.target, PHOTOS.name);
    try {
      await takeOverReplica(owner, env.DATABASE_PATH);
    } finally {
      await owner.close();
    }
  }
  return {
    databasePath: env.DATABASE_PATH,
    uploadsDir: env.UPLOADS_DIR,
    documentsDir,
    at: options.at ?? null,
    counts,
    photos: photos.fetched,
    documents: documents.fetched,
    tookOver: Boolean(options.takeOver),
  };
}
