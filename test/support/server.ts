/**
 * Starts the production build on a free loopback port with its own fresh
 * database and upload folder. Used by the Vitest integration tests and the
 * Playwright journeys alike; the server stops with the test run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const ADMIN_EMAIL = "owner@example.com";
export const ADMIN_PASSWORD = "site-visit-2026!";
/** The public address test servers believe they have: canonical and share links start with it. */
export const TEST_SITE_URL = "https://www.example.in";
/** The secret test servers sign cookies with (test/support/signed-cookie.ts signs as they do). */
export const TEST_SESSION_SECRET = "test-secret-that-is-long-enough-0123456789";

export type TestServer = {
  baseURL: string;
  dataDir: string;
  databasePath: string;
  uploadsDir: string;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export type StartOptions = {
  seed?: boolean;
  env?: Record<string, string>;
  /** Reuse an existing data folder (to test restarts and restores). */
  dataDir?: string;
  /** Another checkout whose build to start (a benchmark comparing a change with what it replaces). */
  cwd?: string;
  /** How long to wait for the server to listen (a seeded start draws and stores every demo photo). */
  startTimeoutMs?: number;
  /**
   * false: seed this server's own database (a benchmark of the first start); by default a seeded
   * start begins from a copy of an earlier one's (seededCopy).
   */
  seedFromCopy?: boolean;
};

const root = path.resolve(import.meta.dirname, "../..");

/** Data folders this process made; removed when it exits (a later start may reuse one before that). */
const createdDirs = new Set<string>();
process.once("exit", () => {
  for (const dir of createdDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A seeded first start draws and stores every demo photo: half a minute on two cores, where an
 * ordinary start takes two or three seconds. So the first seeded start of a build, settings and
 * day keeps a copy of its data folder, taken once that server has stopped cleanly, and later
 * seeded starts begin from a copy of the copy: the same demo content, in a database of their own.
 * The copies sit in the system's temporary folder, one for each build, settings and day (the
 * demo's dates count back from the day it is seeded); copies from earlier days are removed.
 */
async function seededCopy(options: StartOptions): Promise<string> {
  const copy = await seededOriginal(options);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-test-"));
  createdDirs.add(dataDir);
  fs.cpSync(copy, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Makes the seeded copy for these options now, if there is none yet (Playwright's global setup
 * does, so that no journey's worker waits for the demo photos inside its own time limit).
 */
export async function prepareSeededCopy(options: Omit<StartOptions, "seed" | "dataDir"> = {}) {
  await seededOriginal({ ...options, seed: true });
}

/**
 * The folder of the seeded copy for these options, made first if missing. One process at a time
 * makes it (a lock folder beside it): two test files that start seeded servers at once would
 * otherwise both draw every photo, each slowing the other, and the second copy would be thrown
 * away. The others wait for it; a lock left by a process that has died is taken over.
 */
async function seededOriginal(options: StartOptions): Promise<string> {
  const cwd = options.cwd ?? root;
  const build = ["build/server.js", "build/server/index.js"].map((file) => {
    const stat = fs.statSync(path.join(cwd, file));
    return `${stat.size}:${stat.mtimeMs}`;
  });
  const day = new Date().toISOString().slice(0, 10);
  const key = createHash("sha256")
    .update(JSON.stringify({ cwd, build, env: options.env ?? {}, day }))
    .digest("hex")
    .slice(0, 16);
  const copy = path.join(os.tmpdir(), `builder-seeded-${day}-${key}`);
  const lock = `${copy}.lock`;
  const waitUntil = Date.now() + 15 * 60_000;
  while (!fs.existsSync(copy)) {
    if (takeLock(lock)) {
      try {
        if (!fs.existsSync(copy)) await makeSeededCopy(options, day, copy);
      } finally {
        fs.rmSync(lock, { recursive: true, force: true });
      }
      break;
    }
    if (Date.now() > waitUntil) throw new Error(`no seeded copy after 15 minutes (${lock})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return copy;
}

/** Takes the lock folder, or a lock whose process has died; false while a live process holds it. */
function takeLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, "pid"), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  let holder = Number.NaN;
  try {
    holder = Number(fs.readFileSync(path.join(lock, "pid"), "utf8"));
  } catch {
    // The holder has made the folder and not yet written its pid: it is alive.
    return false;
  }
  try {
    process.kill(holder, 0);
    return false;
  } catch {
    // The holder died mid-way: take its lock over (rename is atomic, so only one process does).
    const stale = `${lock}.stale-${process.pid}`;
    try {
      fs.renameSync(lock, stale);
    } catch {
      return false;
    }
    fs.rmSync(stale, { recursive: true, force: true });
    return takeLock(lock);
  }
}

async function makeSeededCopy(options: StartOptions, day: string, copy: string) {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (name.startsWith("builder-seeded-") && !name.startsWith(`builder-seeded-${day}-`)) {
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  }
  const seeded = await startServer({ ...options, seedFromCopy: false });
  await variantsMade(seeded.uploadsDir);
  const code = await seeded.stop();
  if (code !== 0) throw new Error(`the seeded server stopped with ${code}:\n${seeded.output()}`);
  // Another process may have made the same copy meanwhile: then its copy stands.
  try {
    fs.renameSync(seeded.dataDir, copy);
  } catch (error) {
    if (!fs.existsSync(copy)) throw error;
  }
}

/**
 * Waits until the server has made the responsive variants of every stored photo in the background
 * (each `<id>.webp` has its `<id>.avif`, and no file has come for a second), so servers started
 * from the copy have no back-fill competing with their tests for the image encoder.
 */
async function variantsMade(uploadsDir: string, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  let before = -1;
  for (;;) {
    const names = fs.readdirSync(uploadsDir);
    const present = new Set(names);
    const waiting = names.filter(
      (name) => /^[\w-]+\.webp$/.test(name) && !present.has(name.replace(/\.webp$/, ".avif")),
    );
    if (waiting.length === 0 && names.length === before) return;
    if (Date.now() > deadline) throw new Error(`variants not made: ${waiting.join(", ")}`);
    before = waiting.length === 0 ? names.length : -1;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  if (options.seed && !options.dataDir && options.seedFromCopy !== false) {
    return startServer({ ...options, dataDir: await seededCopy(options) });
  }
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "builder-test-"));
  if (!options.dataDir) createdDirs.add(dataDir);
  const databasePath = path.join(dataDir, "app.db");
  const uploadsDir = path.join(dataDir, "uploads");
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: options.cwd ?? root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      // As `npm start` and the systemd unit run it (docs/decisions/029-server-memory.md).
      MALLOC_ARENA_MAX: "2",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: uploadsDir,
      SESSION_SECRET: TEST_SESSION_SECRET,
      COOKIE_SECURE: "false",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: options.seed ? "true" : "false",
      LOG_LEVEL: "info",
      SITE_URL: TEST_SITE_URL,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  // Never outlive the test run.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const baseURL = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output}`)),
      options.startTimeoutMs ?? 60_000,
    );
    const onData = () => {
      const match = /Serving on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        // Searching the whole output again for every later chunk would copy it each time (a
        // benchmark's request log grows to hundreds of MB): this process would take a core.
        child.stdout!.off("data", onData);
        resolve(match[1]);
      }
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });

  // A server that dies on its own leaves tests failing with ECONNREFUSED: say why.
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (!stopping && code !== 0)
      console.error(`test server ${baseURL} exited (${code ?? signal}):\n${output}`);
  });

  return {
    baseURL,
    dataDir,
    databasePath,
    uploadsDir,
    process: child,
    output: () => output,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        process.off("exit", killOnExit);
        stopping = true;
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill(signal);
      }),
  };
}

/** The server's JSON log lines so far, parsed (pino writes one object a line). */
function logEntries(server: TestServer): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The lines of the request log (docs/decisions/031-cheap-request-log.md). */
export function requestLog(server: TestServer) {
  return logEntries(server).filter((entry) => entry.msg === "request");
}
