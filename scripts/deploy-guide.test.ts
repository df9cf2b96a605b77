/**
 * docs/deploy.md's (and docs/deploy/'s) settings and units as systemd reads them, not as
 * `node --env-file` does: the environment blocks through scripts/systemd-env-file.ts (systemd's
 * EnvironmentFile= rules) and the server's own checks, the SSH key line made by the guide's own
 * command, and the units with systemd-analyze verify (systemd's own unit parser, offline) where
 * it is installed; the nginx cache and uploads snippet in a real nginx, where one is installed.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { parseSystemdEnvFile } from "./systemd-env-file";
import { freePort } from "../test/support/replica-targets";

/** docs/deploy.md with its companions in docs/deploy/ (backups, the off-site copy), read as one. */
const docs = path.resolve(import.meta.dirname, "../docs");
const guide = [
  path.join(docs, "deploy.md"),
  ...fs
    .readdirSync(path.join(docs, "deploy"))
    .sort()
    .map((name) => path.join(docs, "deploy", name)),
]
  .map((file) => fs.readFileSync(file, "utf8"))
  .join("\n");

/** The guide's fenced blocks of one language, without the list indentation around them. */
function blocks(language: string): string[] {
  const found: string[] = [];
  for (const match of guide.matchAll(/^( *)```(\w+)\n([\s\S]*?)^\1```$/gm)) {
    if (match[2] !== language) continue;
    const indent = match[1].length;
    found.push(
      match[3]
        .split("\n")
        .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
        .join("\n"),
    );
  }
  return found;
}

/** The environment file blocks: blocks of NAME=value lines and comments only, in whatever fence. */
const envBlocks = [...blocks("ini"), ...blocks("sh")].filter(
  (block) =>
    /^[A-Z_]+=/m.test(block) &&
    block.split("\n").every((line) => /^(#.*|[A-Z_]+=.*|\s*)$/.test(line)),
);
const mainFile = envBlocks.find((block) => block.includes("NODE_ENV=production"))!;
const read = (text: string) => {
  const parsed = parseSystemdEnvFile(text);
  expect(parsed.ignored).toEqual([]);
  return parsed.values;
};

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe("docs/deploy.md's environment file, as systemd reads it", () => {
  it("has the environment file and the off-site copy's blocks", () => {
    expect(mainFile).toBeDefined();
    expect(envBlocks.some((block) => block.includes("REPLICA_URL=s3://"))).toBe(true);
    expect(envBlocks.some((block) => block.includes("REPLICA_URL=sftp://"))).toBe(true);
  });

  it("every block gives the values meant, and the server accepts them", () => {
    const main = read(mainFile);
    expect(main.ADMIN_PASSWORD).toBe("a long passphrase only the owner knows");
    expect(() => parseEnv(main)).not.toThrow();
    for (const block of envBlocks) {
      const values = read(block);
      for (const [name, value] of Object.entries(values)) {
        // What a person means by these lines: no comment, no quote, no blank at either end.
        expect(value, name).not.toMatch(/\s#|^\s|\s$|^["']/);
      }
      expect(() => parseEnv({ ...main, ...values }), block).not.toThrow();
    }
    const s3 = read(envBlocks.find((block) => block.includes("REPLICA_URL=s3://"))!);
    expect(s3.REPLICA_ENDPOINT).toBe("https://s3.eu-central-003.backblazeb2.com");
    expect(s3.REPLICA_REGION).toBe("eu-central-003");
    expect(parseEnv({ ...main, ...s3 }).REPLICA?.target).toMatchObject({
      kind: "s3",
      endpoint: "https://s3.eu-central-003.backblazeb2.com",
      region: "eu-central-003",
    });
  });

  it("the guide's command puts an SSH key into one line that systemd and the server read back whole", () => {
    const step = blocks("sh").find((block) => block.includes("REPLICA_SSH_KEY="));
    expect(step).toBeDefined();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "guide-key-"));
    folders.push(folder);
    const keyFile = path.join(folder, "replica_ed25519");
    const made = spawnSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", keyFile]);
    expect(made.status).toBe(0);
    // As root would run it, on this test's key.
    const command = step!
      .replaceAll("sudo ", "")
      .replaceAll("/etc/builder-site/replica_ed25519", keyFile);
    const run = spawnSync("bash", ["-e", "-c", command], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    const line = run.stdout.trim();
    expect(line.split("\n")).toHaveLength(1);
    const values = read(`${line}\n`);
    const env = parseEnv({
      ...read(mainFile),
      REPLICA_URL: "sftp://copy@backup.example.in:22/home/copy/site",
      REPLICA_SSH_KEY: values.REPLICA_SSH_KEY,
    });
    const target = env.REPLICA?.target;
    expect(target?.kind).toBe("sftp");
    expect(target?.kind === "sftp" && `${target.sshKey.trimEnd()}\n`).toBe(
      fs.readFileSync(keyFile, "utf8"),
    );
  });
});

describe.skipIf(!fs.existsSync("/usr/bin/systemd-analyze"))(
  "docs/deploy.md's units, as systemd reads them",
  () => {
    const units = blocks("ini").filter((block) => /^\[(Service|Timer)\]/m.test(block));

    /** systemd-analyze verify on the guide's units (and drop-ins) in a folder of their own. */
    function verify(files: Record<string, string>, unit: string) {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), "guide-units-"));
      folders.push(folder);
      for (const [name, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
        fs.writeFileSync(path.join(folder, name), text);
      }
      return spawnSync("systemd-analyze", ["verify", unit], {
        encoding: "utf8",
        // The folder first; the trailing ":" keeps systemd's own folders for the units named.
        env: { ...process.env, SYSTEMD_UNIT_PATH: `${folder}:` },
      });
    }

    it("the service, with the drop-in a file:// copy needs, is read without a complaint", () => {
      const service = units.find((unit) => unit.includes("Description=Builder website"))!;
      const dropIn = blocks("sh")
        .map((block) => /printf '(\[Service\]\\n[^']*)'/.exec(block)?.[1])
        .find(Boolean);
      expect(dropIn).toBeDefined();
      const dropInText = dropIn!.replaceAll("\\n", "\n");
      const result = verify(
        {
          "builder-site.service": service,
          "builder-site.service.d/off-site-folder.conf": dropInText,
        },
        "builder-site.service",
      );
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
      // The folder the guide's file:// example copies to is one the service may write.
      const copyFolder = /REPLICA_URL=file:\/\/(\/\S+?)`/.exec(guide)![1];
      const writable = [...`${service}\n${dropInText}`.matchAll(/^ReadWritePaths=(.*)$/gm)]
        .flatMap((match) => match[1].split(/\s+/))
        .filter(Boolean);
      expect(writable).toContain(copyFolder);
      // And the guide makes it the site user's own.
      expect(guide).toContain(`install -d -o builder -g builder -m 750 ${copyFolder}`);
    });

    it("the backup service and timer are read without a complaint", () => {
      const backup = units.find((unit) => unit.includes("Description=Back up"))!;
      const timer = units.find((unit) => unit.includes("[Timer]"))!;
      const result = verify(
        { "builder-backup.service": backup, "builder-backup.timer": timer },
        "builder-backup.timer",
      );
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
    });
  },
);

const NGINX = "/usr/sbin/nginx";

describe.skipIf(!fs.existsSync(NGINX))("docs/deploy.md's nginx cache and uploads, in nginx", () => {
  it("serves a photo as immutable and never a dot-file's 404", { timeout: 30_000 }, async () => {
    const snippet = blocks("nginx").find((block) => block.includes("proxy_cache_path"))!;
    const [httpPart, serverPart] = snippet.split(/^# server \{ \.\.\. \}.*$/m);
    expect(serverPart).toBeDefined();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "guide-nginx-"));
    folders.push(folder);
    fs.chmodSync(folder, 0o755);
    const uploads = path.join(folder, "uploads");
    fs.mkdirSync(path.join(uploads, ".staging"), { recursive: true });
    fs.writeFileSync(path.join(uploads, "photo.webp"), "webp");
    fs.writeFileSync(path.join(uploads, ".staging", "part"), "half");
    fs.writeFileSync(path.join(uploads, ".gitkeep"), "");
    // The app behind it: answers what nginx hands on (a variant not made yet).
    const app = http.createServer((req, res) => {
      res.writeHead(404, { "cache-control": "no-store" });
      res.end("from the app");
    });
    const appPort = await freePort();
    await new Promise<void>((resolve) => app.listen(appPort, "127.0.0.1", resolve));
    const port = await freePort();
    const config = path.join(folder, "nginx.conf");
    fs.writeFileSync(
      config,
      [
        "daemon off;",
        "worker_processes 1;",
        "user root;",
        `pid ${folder}/nginx.pid;`,
        `error_log ${folder}/error.log;`,
        "events {}",
        "http {",
        "  access_log off;",
        `  client_body_temp_path ${folder}/body;`,
        `  proxy_temp_path ${folder}/proxy;`,
        httpPart.replace("/var/cache/nginx/builder", `${folder}/cache`),
        "  server {",
        `    listen 127.0.0.1:${port};`,
        serverPart
          .replaceAll("/srv/builder/uploads/", `${uploads}/`)
          .replaceAll("/srv/builder/current/build/client", folder)
          .replaceAll("127.0.0.1:3000", `127.0.0.1:${appPort}`),
        "  }",
        "}",
        "",
      ].join("\n"),
    );
    fs.mkdirSync(path.join(folder, "cache"));
    const nginx = spawn(NGINX, ["-p", folder, "-c", config], { stdio: "ignore" });
    try {
      let answer: Response | undefined;
      for (let i = 0; i < 50 && !answer; i++) {
        answer = await fetch(`http://127.0.0.1:${port}/uploads/photo.webp`).catch(() => undefined);
        if (!answer) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answer?.status, fs.readFileSync(`${folder}/error.log`, "utf8")).toBe(200);
      expect(answer!.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      for (const hidden of ["/uploads/.staging/part", "/uploads/.gitkeep"]) {
        const refused = await fetch(`http://127.0.0.1:${port}${hidden}`);
        expect(refused.status, hidden).toBe(404);
        expect(refused.headers.get("cache-control"), hidden).not.toMatch(/immutable|max-age=[1-9]/);
        expect(refused.headers.get("x-content-type-options"), hidden).toBe("nosniff");
      }
    } finally {
      nginx.kill("SIGTERM");
      await new Promise((resolve) => nginx.once("exit", resolve));
      app.close();
    }
  });
});
