/**
 * Litestream (docs/decisions/061-off-site-copy.md): the binary of the platform's
 * `@flydotio/litestream-<os>-<cpu>` package (an optional dependency) streams the database's write-ahead log to `<target>/db` about once a second, writes a
 * snapshot every REPLICA_SNAPSHOT_HOURS and keeps REPLICA_RETENTION_DAYS of points in time.
 * The server runs it as its child; a child that stops is started again with a growing wait.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { ReplicaSettings, ReplicaTarget } from "~/utils/replica-settings";
import { sshKeyFile } from "./ssh-key.server";

/** The binary of this machine's platform package. */
export function litestreamBinary(): string {
  const require = createRequire(import.meta.url);
  const pkg = `@flydotio/litestream-${process.platform}-${process.arch}/package.json`;
  return path.join(path.dirname(require.resolve(pkg)), "litestream");
}

/** The replica block of Litestream's configuration; secrets stay in the environment (`${VAR}`). */
async function replicaYaml(settings: ReplicaSettings, folder: string): Promise<string[]> {
  const target: ReplicaTarget = settings.target;
  const common = [
    `sync-interval: 1s`,
    `snapshot-interval: ${settings.snapshotHours}h`,
    `retention: ${settings.retentionDays * 24}h`,
    `retention-check-interval: 1h`,
  ];
  switch (target.kind) {
    case "file":
      return [`type: file`, `path: ${JSON.stringify(path.join(target.path, "db"))}`, ...common];
    case "sftp":
      return [
        `type: sftp`,
        `host: ${JSON.stringify(`${target.host}:${target.port}`)}`,
        `user: ${JSON.stringify(target.user)}`,
        `key-path: ${JSON.stringify(await sshKeyFile(target.sshKey, folder))}`,
        `path: ${JSON.stringify(path.posix.join(target.path, "db"))}`,
        ...common,
      ];
    case "s3":
      return [
        `type: s3`,
        `bucket: ${JSON.stringify(target.bucket)}`,
        `path: ${JSON.stringify(target.path ? `${target.path}/db` : "db")}`,
        `region: ${JSON.stringify(target.region)}`,
        ...(target.endpoint ? [`endpoint: ${JSON.stringify(target.endpoint)}`] : []),
        `force-path-style: ${target.forcePathStyle}`,
        `access-key-id: \${REPLICA_ACCESS_KEY_ID}`,
        `secret-access-key: \${REPLICA_SECRET_ACCESS_KEY}`,
        ...common,
      ];
  }
}

/** Writes Litestream's configuration for `databasePath` into a private folder of its own. */
export async function writeLitestreamConfig(
  settings: ReplicaSettings,
  databasePath: string,
): Promise<{ file: string; folder: string }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "litestream-"));
  fs.chmodSync(folder, 0o700);
  const replica = await replicaYaml(settings, folder);
  const yaml = [
    "dbs:",
    `  - path: ${JSON.stringify(databasePath)}`,
    "    replicas:",
    ...replica.map((line, index) => `${index === 0 ? "      - " : "        "}${line}`),
    "",
  ].join("\n");
  const file = path.join(folder, "litestream.yml");
  fs.writeFileSync(file, yaml, { mode: 0o600 });
  return { file, folder };
}

/** The environment Litestream reads the S3 keys from; it needs nothing else of the server's. */
export function litestreamEnv(settings: ReplicaSettings): NodeJS.ProcessEnv {
  const target = settings.target;
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? os.homedir(),
    ...(target.kind === "s3"
      ? {
          REPLICA_ACCESS_KEY_ID: target.accessKeyId,
          REPLICA_SECRET_ACCESS_KEY: target.secretAccessKey,
        }
      : {}),
  };
}

/** One line of Litestream's log (logfmt: `time=… level=INFO msg="wal segment written" …`). */
type LitestreamLine = {
  time: Date;
  level: string;
  msg: string;
  fields: Record<string, string>;
};

function parseLitestreamLine(line: string): LitestreamLine | null {
  const fields: Record<string, string> = {};
  for (const match of line.matchAll(/(\w[\w-]*)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    const raw = match[2];
    fields[match[1]] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  }
  if (!fields.msg || !fields.level) return null;
  const time = new Date(fields.time ?? Date.now());
  return {
    time: Number.isNaN(time.getTime()) ? new Date() : time,
    level: fields.level,
    msg: fields.msg,
    fields,
  };
}

type LitestreamEvents = {
  /**
   * A WAL segment or snapshot reached the target: `at` when it was written, `covers` when
   * Litestream started writing it (it had read the log before then, so every change made
   * earlier is in the copy).
   */
  copied: (at: Date, covers: Date) => void;
  /** Litestream reported an error, or stopped. */
  failed: (message: string) => void;
  log: (line: LitestreamLine) => void;
};

const RESTART_FIRST_MS = 1000;
const RESTART_MAX_MS = 60_000;

/**
 * Runs `litestream replicate` as this process's child until `stop()`. On Linux, `setpriv
 * --pdeathsig SIGKILL` has the kernel end it when this process dies, even by `kill -9`, so no
 * copy of Litestream outlives the server it belongs to. SIGKILL, not SIGTERM: on SIGTERM
 * Litestream makes a last copy first, and waits for a target that is away as long as it is away.
 * Nothing is lost either way: Litestream keeps its place in a shadow log beside the database, and
 * the next start copies what the last one had not.
 */
export function superviseLitestream(
  configFile: string,
  env: NodeJS.ProcessEnv,
  on: LitestreamEvents,
) {
  let child: ChildProcess | undefined;
  let stopped = false;
  let wait = RESTART_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;
  const usePdeathsig = process.platform === "linux" && fs.existsSync("/usr/bin/setpriv");

  function run() {
    const binary = litestreamBinary();
    const args = ["replicate", "-config", configFile];
    const started = Date.now();
    child = usePdeathsig
      ? spawn("/usr/bin/setpriv", ["--pdeathsig", "SIGKILL", "--", binary, ...args], {
          env,
          stdio: ["ignore", "pipe", "pipe"],
        })
      : spawn(binary, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let pending = "";
    let writing = new Date();
    const read = (chunk: Buffer) => {
      pending += chunk.toString("utf8");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const text of lines) {
        const line = parseLitestreamLine(text);
        if (!line) continue;
        on.log(line);
        if (line.msg === "write wal segment" || line.msg === "write snapshot") {
          writing = line.time;
        } else if (line.msg === "wal segment written" || line.msg === "snapshot written") {
          wait = RESTART_FIRST_MS;
          on.copied(line.time, writing);
        } else if (line.level === "ERROR") {
          on.failed(`${line.msg}${line.fields.error ? `: ${line.fields.error}` : ""}`);
        }
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("error", (error) => on.failed(`Litestream could not start: ${error.message}`));
    child.once("exit", (code, signal) => {
      child = undefined;
      if (stopped) return;
      on.failed(`Litestream stopped (${signal ?? `exit code ${code}`}); starting it again`);
      if (Date.now() - started > RESTART_MAX_MS) wait = RESTART_FIRST_MS;
      timer = setTimeout(run, wait);
      timer.unref();
      wait = Math.min(wait * 2, RESTART_MAX_MS);
    });
  }

  run();
  return {
    /** Ends Litestream; it copies what it has not copied yet as it shuts down. */
    stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      const running = child;
      if (!running) return Promise.resolve();
      return new Promise((resolve) => {
        const force = setTimeout(() => running.kill("SIGKILL"), 5000);
        running.once("exit", () => {
          clearTimeout(force);
          resolve();
        });
        running.kill("SIGTERM");
      });
    },
  };
}
