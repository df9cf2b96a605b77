/**
 * Starts the production build on a free loopback port with its own fresh
 * database and upload folder. Used by the Vitest integration tests and the
 * Playwright journeys alike; the server stops with the test run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const ADMIN_EMAIL = "owner@example.com";
export const ADMIN_PASSWORD = "site-visit-2026!";
/** The public address test servers believe they have: canonical and share links start with it. */
export const TEST_SITE_URL = "https://www.example.in";

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
};

const root = path.resolve(import.meta.dirname, "../..");

/** Data folders this process made; removed when it exits (a later start may reuse one before that). */
const createdDirs = new Set<string>();
process.once("exit", () => {
  for (const dir of createdDirs) fs.rmSync(dir, { recursive: true, force: true });
});

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
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
      SESSION_SECRET: "test-secret-that-is-long-enough-0123456789",
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
