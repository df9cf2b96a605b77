/**
 * The off-site copy while the server runs (docs/decisions/061-off-site-copy.md): Litestream
 * streams the database, one queue sends each stored photo and another each client document, and
 * all report here so the dashboard and /healthz can say how the copy stands. When the copy has
 * been behind or failing for five minutes and mail is configured, the owner gets one e-mail (one
 * more only after the copy has been well again).
 */
import fs from "node:fs";
import path from "node:path";
import { onStoredFiles } from "~/media/upload-folder.server";
import { onDocumentFiles } from "~/models/project-document.server";
import { documentsDirOf } from "~/utils/documents-dir";
import { EnvError, getEnv } from "~/utils/env.server";
import { createAlert, mailOwner, REPLICA_ALERT_AFTER_MS } from "./alert.server";
import { logger } from "~/utils/logger.server";
import { describeReplicaTarget, type ReplicaSettings } from "~/utils/replica-settings";
import {
  litestreamBinary,
  litestreamEnv,
  superviseLitestream,
  writeLitestreamConfig,
} from "./litestream.server";
import { claimReplica, otherOwner, ReplicaOwnerError } from "./owner.server";
import {
  createFileQueue,
  DOCUMENTS,
  PHOTOS,
  type CopiedFolder,
  type FileQueue,
} from "./file-queue.server";
import { openTargetStore, type TargetStore } from "./target-store.server";

const WATCH_EVERY_MS = 1000;
/** How often a running server reads the target's owner (one small read: 1,440 a day). */
const OWNER_CHECK_MS = 60_000;

type QueueStatus = {
  waiting: number;
  oldestWaitingSince: string | null;
  lastCopiedAt: string | null;
  lastError: string | null;
};

export type ReplicaStatus = {
  state: "ok" | "behind" | "failing";
  /** Where the copy goes, without keys. */
  target: string;
  database: {
    /** When Litestream last wrote a change (or a snapshot) to the target. */
    lastCopiedAt: string | null;
    /** When the oldest change not yet copied was made (null when all is copied). */
    waitingSince: string | null;
    lastError: string | null;
  };
  photos: QueueStatus;
  /** The private projects' documents (docs/product/client-documents.md). */
  documents: QueueStatus;
  /** The problem in words, for the dashboard and the e-mail (null when all is well). */
  problem: string | null;
};

type Running = {
  settings: ReplicaSettings;
  queues: { photos: FileQueue; documents: FileQueue };
  stopLitestream: () => Promise<void>;
  configFolder: string;
  stopWatching: () => void;
  unlisten: (() => void)[];
  /** Set when another server took the target over: this one copies no more (the reason). */
  ownerLost: string | null;
  database: {
    lastCopiedAt: Date | null;
    waitingSince: Date | null;
    lastError: string | null;
    failingSince: Date | null;
    /** Writes up to this time (ms) are in the copy. */
    coveredUpTo: number;
  };
};

let running: Running | undefined;

function iso(date: Date | null) {
  return date ? date.toISOString() : null;
}

/** Secrets never leave through a status: error texts are scrubbed of them. */
function scrub(text: string | null, settings: ReplicaSettings) {
  if (!text) return text;
  const target = settings.target;
  const secrets = target.kind === "s3" ? [target.secretAccessKey, target.accessKeyId] : [];
  return secrets.reduce((clean, secret) => (secret ? clean.split(secret).join("…") : clean), text);
}

function minutesAgo(date: Date, now: number) {
  const minutes = Math.round((now - date.getTime()) / 60_000);
  return minutes <= 1 ? "a minute" : `${minutes} minutes`;
}

function queueStatus({ state }: FileQueue, settings: ReplicaSettings): QueueStatus {
  return {
    waiting: state.waiting,
    oldestWaitingSince: iso(state.oldestWaitingSince),
    lastCopiedAt: iso(state.lastCopiedAt),
    lastError: scrub(state.lastError, settings),
  };
}

/** The copy's state now; null when REPLICA_URL is unset. */
export function replicaStatus(now = Date.now()): ReplicaStatus | null {
  if (!running) return null;
  const { database, queues, settings } = running;
  const problems: string[] = [];
  let state: ReplicaStatus["state"] = "ok";
  if (running.ownerLost) {
    state = "failing";
    problems.push(running.ownerLost);
  } else if (database.lastError && database.failingSince) {
    state = "failing";
    problems.push(`The database copy is failing: ${database.lastError}`);
  } else if (
    database.waitingSince &&
    now - database.waitingSince.getTime() > REPLICA_ALERT_AFTER_MS
  ) {
    state = "behind";
    problems.push(
      `The database copy is behind: changes of ${minutesAgo(database.waitingSince, now)} ago are not copied yet.`,
    );
  }
  for (const [label, queue] of Object.entries(queues)) {
    const files = queue.state;
    if (files.lastError && files.waiting > 0) {
      state = "failing";
      problems.push(`${files.waiting} ${label} are waiting: ${files.lastError}`);
    } else if (
      files.oldestWaitingSince &&
      now - files.oldestWaitingSince.getTime() > REPLICA_ALERT_AFTER_MS
    ) {
      if (state === "ok") state = "behind";
      problems.push(
        `${files.waiting} ${label} are waiting, the oldest for ${minutesAgo(files.oldestWaitingSince, now)}.`,
      );
    }
  }
  return {
    state,
    target: describeReplicaTarget(settings.target),
    database: {
      lastCopiedAt: iso(database.lastCopiedAt),
      waitingSince: iso(database.waitingSince),
      lastError: scrub(database.lastError, settings),
    },
    photos: queueStatus(queues.photos, settings),
    documents: queueStatus(queues.documents, settings),
    problem: problems.length ? scrub(problems.join(" "), settings) : null,
  };
}

/** How long the current problem has lasted (0 when there is none). */
function problemAge(now: number): number {
  if (!running) return 0;
  const { database, queues } = running;
  const since = [
    database.failingSince,
    database.waitingSince,
    ...Object.values(queues).map(({ state }) =>
      state.waiting > 0 ? state.oldestWaitingSince : null,
    ),
  ]
    .filter((date): date is Date => date !== null)
    .map((date) => now - date.getTime());
  return since.length ? Math.max(...since) : 0;
}

/**
 * Watches the database's write-ahead log: a write after the start of the last segment Litestream
 * copied is waiting (the log's modification time is the time of the last write), and e-mails the
 * owner once about a lasting problem.
 */
function watch(state: Running, databasePath: string) {
  const wal = `${databasePath}-wal`;
  const env = getEnv();
  const alert = createAlert((status) => {
    logger.error({ replica: status }, "the off-site copy is behind or failing");
    if (!env.SMTP_URL || !env.ENQUIRY_EMAIL_TO) return;
    const mail = { smtpUrl: env.SMTP_URL, to: env.ENQUIRY_EMAIL_TO, from: env.ENQUIRY_EMAIL_FROM };
    mailOwner(mail, status).catch((error: Error) =>
      logger.error({ error: error.message }, "the off-site copy's alert e-mail failed"),
    );
  });
  const timer = setInterval(() => {
    const now = Date.now();
    let lastWrite = 0;
    try {
      lastWrite = fs.statSync(wal).mtimeMs;
    } catch {
      lastWrite = 0;
    }
    if (lastWrite <= state.database.coveredUpTo) state.database.waitingSince = null;
    else state.database.waitingSince ??= new Date(lastWrite);
    alert(replicaStatus(now), problemAge(now));
  }, WATCH_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Reads the target's owner every minute: once another server has taken it over
 * (`npm run restore -- --from-replica --take-over`), this one stops copying to it, so two servers
 * never write to one copy for longer than that (app/replica/owner.server.ts). A target that cannot
 * be read is asked again the next minute.
 */
function watchOwner(state: Running, databasePath: string) {
  let checking = false;
  const timer = setInterval(() => {
    if (checking || state.ownerLost) return;
    checking = true;
    const store = openTargetStore(state.settings.target, PHOTOS.name);
    otherOwner(store, databasePath)
      .then(async (owner) => {
        if (!owner || state.ownerLost) return;
        state.ownerLost = `This server stopped copying: another server (${owner.host}, database ${owner.database}) took this copy over on ${owner.since}. If this server is the live site, give it a REPLICA_URL of its own and restart it; otherwise stop it.`;
        logger.error({ owner }, "another server took the off-site copy over; copying stopped");
        for (const unlisten of state.unlisten) unlisten();
        state.unlisten = [];
        await stopCopying(state);
      })
      .catch(() => {})
      .finally(() => {
        checking = false;
        void store.close();
      });
  }, OWNER_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

function stopCopying(state: Running) {
  return Promise.all([
    state.stopLitestream(),
    ...Object.values(state.queues).map((queue) => queue.stop()),
  ]);
}

/** What the settings name must be there: a start-up that cannot copy says so and stops. */
function checkReplicaSetup(settings: ReplicaSettings) {
  const problem = (setting: string, message: string) =>
    new EnvError(`Invalid configuration:\n  ${setting}: ${message}`);
  try {
    fs.accessSync(litestreamBinary(), fs.constants.X_OK);
  } catch {
    throw problem(
      "REPLICA_URL",
      `Litestream's binary for ${process.platform}-${process.arch} is not installed (run npm install)`,
    );
  }
  const target = settings.target;
  if (target.kind === "sftp" && !target.sshKey.includes("-----BEGIN")) {
    try {
      fs.accessSync(target.sshKey, fs.constants.R_OK);
    } catch {
      throw problem("REPLICA_SSH_KEY", `no readable key file at ${target.sshKey}`);
    }
  }
  if (target.kind === "file" && !fs.existsSync(path.dirname(target.path))) {
    // A volume that is not mounted: copying onto the server's own disk would protect nothing.
    throw problem(
      "REPLICA_URL",
      `${path.dirname(target.path)} does not exist (is the disk mounted?)`,
    );
  }
}

/** Starts the copy when REPLICA_URL is set (after the database is ready). */
export async function startReplica() {
  const env = getEnv();
  const settings = env.REPLICA;
  if (!settings || running) return;
  checkReplicaSetup(settings);
  const store = openTargetStore(settings.target, PHOTOS.name);
  try {
    await claimReplica(store, settings.target, env.DATABASE_PATH);
  } catch (error) {
    await store.close();
    if (error instanceof ReplicaOwnerError) throw error;
    // The target cannot be reached now: copying starts all the same and the dashboard says it fails;
    // the owner is checked at the next start.
    logger.warn(
      { error: scrub((error as Error).message, settings) },
      "the off-site copy's owner could not be checked",
    );
  }
  const { file, folder } = await writeLitestreamConfig(settings, env.DATABASE_PATH);
  // The documents' folder is private (docs/product/client-documents.md#serving): made here as
  // the app makes it, since its marks folder may come first.
  const documentsDir = documentsDirOf(env.DATABASE_PATH);
  fs.mkdirSync(documentsDir, { recursive: true, mode: 0o750 });
  const queueOf = (dir: string, copied: CopiedFolder, copiedStore: TargetStore, what: string) =>
    createFileQueue({
      dir,
      folder: copied,
      store: copiedStore,
      retentionDays: settings.retentionDays,
      onError: (message) => logger.warn({ error: scrub(message, settings) }, `${what} copy failed`),
    });
  const queues = {
    photos: queueOf(env.UPLOADS_DIR, PHOTOS, store, "photo"),
    documents: queueOf(
      documentsDir,
      DOCUMENTS,
      openTargetStore(settings.target, DOCUMENTS.name),
      "document",
    ),
  };
  const state: Running = {
    settings,
    queues,
    configFolder: folder,
    stopLitestream: async () => {},
    stopWatching: () => {},
    unlisten: [],
    ownerLost: null,
    // What was written before this start is copied, or Litestream's first sync copies it (and
    // says so in its log).
    database: {
      lastCopiedAt: null,
      waitingSince: null,
      lastError: null,
      failingSince: null,
      coveredUpTo: Date.now(),
    },
  };
  running = state;
  const litestream = superviseLitestream(file, litestreamEnv(settings), {
    copied(at, covers) {
      state.database.lastCopiedAt = at;
      state.database.coveredUpTo = Math.max(state.database.coveredUpTo, covers.getTime());
      state.database.lastError = null;
      state.database.failingSince = null;
    },
    failed(message) {
      state.database.lastError = message;
      state.database.failingSince ??= new Date();
      logger.warn({ error: scrub(message, settings) }, "database copy failed");
    },
    log(line) {
      if (line.level !== "INFO") logger.debug({ litestream: line.fields }, line.msg);
    },
  });
  state.stopLitestream = litestream.stop;
  state.unlisten.push(
    onStoredFiles("stored", (names) => queues.photos.enqueue(names)),
    onStoredFiles("deleted", (names) => queues.photos.markDeleted(names)),
    onDocumentFiles("stored", (names) => queues.documents.enqueue(names)),
    onDocumentFiles("deleted", (names) => queues.documents.markDeleted(names)),
  );
  for (const queue of Object.values(queues)) queue.start();
  const stopWatchingCopy = watch(state, env.DATABASE_PATH);
  const stopWatchingOwner = watchOwner(state, env.DATABASE_PATH);
  state.stopWatching = () => {
    stopWatchingCopy();
    stopWatchingOwner();
  };
  logger.info({ target: describeReplicaTarget(settings.target) }, "copying off-site");
}

/** Stops Litestream and the queues (what is marked is sent after the next start). */
export async function stopReplica() {
  const state = running;
  if (!state) return;
  running = undefined;
  state.stopWatching();
  for (const unlisten of state.unlisten) unlisten();
  await stopCopying(state);
  fs.rmSync(state.configFolder, { recursive: true, force: true });
}
