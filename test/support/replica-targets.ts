/**
 * Real off-site targets for the replica tests, on 127.0.0.1 only, each stopping with the test:
 * an OpenSSH server (Debian's openssh-server, /usr/sbin/sshd) with a key made for the test and
 * sftp logging every file it opens, and s3rver (npm) as an S3-compatible store.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const SSHD = "/usr/sbin/sshd";
const SFTP_SERVER = "/usr/lib/openssh/sftp-server";

/** A port free on 127.0.0.1 for a server a test starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The processes below `pid` (sshd's sessions), read from /proc. */
function descendants(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === pid) children.push(Number(entry), ...descendants(Number(entry)));
    } catch {
      // The process ended while being read.
    }
  }
  return children;
}

export type SshServer = {
  port: number;
  user: string;
  keyFile: string;
  folder: string;
  /** The sftp log: one line per file opened, renamed or removed. */
  log: () => string;
  start: () => Promise<void>;
  /** Ends the server and every session it serves, as a machine that went away would. */
  stop: () => Promise<void>;
};

export async function createSshServer(): Promise<SshServer> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "replica-sshd-"));
  const keyFile = path.join(folder, "client_key");
  const hostKey = path.join(folder, "host_key");
  for (const file of [keyFile, hostKey]) {
    const made = spawnSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", file]);
    if (made.status !== 0) throw new Error(`ssh-keygen failed: ${made.stderr}`);
  }
  fs.copyFileSync(`${keyFile}.pub`, path.join(folder, "authorized_keys"));
  const port = await freePort();
  const logFile = path.join(folder, "sshd.log");
  const config = path.join(folder, "sshd_config");
  fs.writeFileSync(
    config,
    [
      `ListenAddress 127.0.0.1:${port}`,
      `HostKey ${hostKey}`,
      `AuthorizedKeysFile ${path.join(folder, "authorized_keys")}`,
      "PasswordAuthentication no",
      "KbdInteractiveAuthentication no",
      "PermitRootLogin prohibit-password",
      "StrictModes no",
      "UsePAM no",
      `PidFile ${path.join(folder, "sshd.pid")}`,
      "LogLevel INFO",
      // The sftp server's own log (opens, renames, removes) goes to a file the test reads.
      `Subsystem sftp ${SFTP_SERVER} -e -l INFO 2>>${path.join(folder, "sftp.log")}`,
      "",
    ].join("\n"),
  );
  // sshd's privilege separation folder (made by the package's service, which tests do not start).
  try {
    fs.mkdirSync("/run/sshd", { recursive: true });
  } catch {
    // Not root: sshd then runs without privilege separation for this user only.
  }
  let child: ChildProcess | undefined;
  const server: SshServer = {
    port,
    user: os.userInfo().username,
    keyFile,
    folder,
    log: () => {
      const file = path.join(folder, "sftp.log");
      return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    },
    async start() {
      child = spawn(SSHD, ["-D", "-f", config, "-E", logFile], { stdio: "ignore" });
      const started = child;
      process.once("exit", () => started.kill("SIGKILL"));
      for (let i = 0; i < 100; i++) {
        const open = await new Promise<boolean>((resolve) => {
          const socket = net.connect(port, "127.0.0.1", () => {
            socket.destroy();
            resolve(true);
          });
          socket.once("error", () => resolve(false));
        });
        if (open) return;
        if (started.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`sshd did not start:\n${fs.readFileSync(logFile, "utf8")}`);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running?.pid || running.exitCode !== null) return;
      for (const pid of descendants(running.pid)) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      }
      await new Promise<void>((resolve) => {
        running.once("exit", () => resolve());
        running.kill("SIGKILL");
      });
    },
  };
  return server;
}

export type S3Server = { endpoint: string; bucket: string; stop: () => Promise<void> };

/** s3rver with one bucket; its keys are S3RVER / S3RVER. */
export async function createS3Server(directory: string): Promise<S3Server> {
  const { default: S3rver } = await import("s3rver");
  const bucket = "site-copy";
  const instance = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await instance.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    stop: () => instance.close() as Promise<void>,
  };
}
