/**
 * Faults survived and operations (docs/deploy.md, docs/security/data.md), against the
 * production build: start-up refusing a weak ADMIN_PASSWORD, SIGTERM
 * finishing requests in flight, /healthz, a full or unwritable uploads
 * folder, and request logs without secrets.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { apiToken, authorized, createProjectApi, makePng, signInApi } from "../../test/support/api";
import { useApiServer, type ApiServer } from "../../test/support/api-server";
import { ADMIN_EMAIL, ADMIN_PASSWORD, requestLog, startServer } from "../../test/support/server";

const DISK_ERROR_MESSAGE =
  "The server could not save the image (the disk is full or not writable). Nothing was changed.";

type ProjectList = { projects: { _id: string; title: string }[] };

async function projects(baseURL: string) {
  return ((await (await fetch(`${baseURL}/api/projects`)).json()) as ProjectList).projects;
}

/** Files in the uploads folder other than dot-files (staging, fillers). */
function storedFiles(dir: string) {
  return fs.readdirSync(dir).filter((name) => !name.startsWith("."));
}

describe("start-up refuses a weak ADMIN_PASSWORD", () => {
  it("exits non-zero with a message naming ADMIN_PASSWORD", async () => {
    const [short, common] = await Promise.allSettled([
      startServer({ env: { ADMIN_PASSWORD: "short" } }),
      startServer({ env: { ADMIN_PASSWORD: "password123" } }),
    ]);
    expect(short).toMatchObject({
      status: "rejected",
      reason: expect.objectContaining({
        message: expect.stringMatching(
          /server exited with 1:\s*Cannot start: ADMIN_PASSWORD: Password must be at least 8 characters/,
        ),
      }),
    });
    expect(common).toMatchObject({
      status: "rejected",
      reason: expect.objectContaining({
        message: expect.stringMatching(
          /server exited with 1:\s*Cannot start: ADMIN_PASSWORD: That password is too common/,
        ),
      }),
    });
  });
});

describe("shutdown", () => {
  it(
    "finishes an upload in flight at SIGTERM, then closes the database and exits 0",
    { timeout: 90_000 },
    async () => {
      const server = await startServer();
      const token = await apiToken(server.baseURL);
      const boundary = `----shutdown${randomBytes(8).toString("hex")}`;
      const png = await makePng(7);
      const head = Buffer.from(
        [
          `--${boundary}`,
          'Content-Disposition: form-data; name="title"',
          "",
          "Sent across a restart",
          `--${boundary}`,
          'Content-Disposition: form-data; name="category"',
          "",
          "Industrial",
          `--${boundary}`,
          'Content-Disposition: form-data; name="coverImage"; filename="cover.png"',
          "Content-Type: image/png",
          "",
          "",
        ].join("\r\n"),
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const firstHalf = Buffer.concat([head, png.subarray(0, png.length / 2)]);
      const rest = Buffer.concat([png.subarray(png.length / 2), tail]);

      let sendRest!: () => void;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(firstHalf));
          sendRest = () => {
            controller.enqueue(new Uint8Array(rest));
            controller.close();
          };
        },
      });
      const upload = fetch(`${server.baseURL}/api/create-project`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${token}`,
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
        },
        body,
        duplex: "half",
      } as RequestInit);

      await new Promise((resolve) => setTimeout(resolve, 500));
      const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
      server.process.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 500));
      // New visitors are turned away while the upload is still arriving.
      await expect(fetch(`${server.baseURL}/healthz`)).rejects.toThrow();
      sendRest();

      const response = await upload;
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ project: { title: "Sent across a restart" } });
      expect(await exited).toBe(0);
      expect(server.output()).toMatch(/shutting down: finishing requests in flight/);
      // A cleanly closed SQLite database leaves no write-ahead log behind.
      expect(fs.existsSync(`${server.databasePath}-wal`)).toBe(false);

      const again = await startServer({ dataDir: server.dataDir });
      try {
        expect((await projects(again.baseURL)).map((p) => p.title)).toContain(
          "Sent across a restart",
        );
      } finally {
        await again.stop();
        fs.rmSync(server.dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe("one running server", () => {
  const api = useApiServer();

  it("/healthz answers 200 while the database answers, 503 when its file is gone, and 200 once it is back", async () => {
    const healthy = await fetch(`${api.baseURL}/healthz`);
    expect(healthy.status).toBe(200);
    expect(healthy.headers.get("Cache-Control")).toBe("no-store");
    expect(await healthy.json()).toEqual({ status: "ok" });

    // A real fault: the database file disappears under the running server
    // (deleted by mistake, a volume unmounted). The open connection would
    // keep answering from its cache; what a restart would find is gone.
    const away = `${api.server.databasePath}.away`;
    fs.renameSync(api.server.databasePath, away);
    try {
      const down = await fetch(`${api.baseURL}/healthz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: "unavailable" });
    } finally {
      fs.renameSync(away, api.server.databasePath);
    }
    expect((await fetch(`${api.baseURL}/healthz`)).status).toBe(200);
  });

  it("answers 507 with a clear message when a file stands where the staging folder must be", async () => {
    const staging = path.join(api.server.uploadsDir, ".staging");
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(api.server.uploadsDir, { recursive: true });
    fs.writeFileSync(staging, "not a folder");
    try {
      await expectRefusedCleanly(api, await makePng(1));
    } finally {
      fs.rmSync(staging);
    }
    const recovered = await createProjectApi(api.baseURL, api.token, {
      title: "Fits again",
      category: "Residential",
      coverImage: await makePng(2),
    });
    expect(recovered.status).toBe(201);
  });

  it("logs method, path, status and duration, never passwords, cookies or tokens", async () => {
    const wrong = await signInApi(api.baseURL, {
      email: ADMIN_EMAIL,
      password: "Wrong-Guess-4711",
    });
    expect(wrong.status).toBe(401);
    const signIn = await signInApi(api.baseURL);
    const { token: fresh } = (await signIn.json()) as { token: string };
    const cookie = `__session=${randomBytes(24).toString("base64url")}`;
    const created = await createProjectApi(api.baseURL, fresh, {
      title: "Logged project",
      category: "Commercial",
      coverImage: await makePng(5),
    });
    expect(created.status).toBe(201);
    await fetch(`${api.baseURL}/?token=${fresh}&password=${ADMIN_PASSWORD}`, {
      headers: { Cookie: cookie },
    });
    await fetch(
      `${api.baseURL}/api/logout`,
      authorized(fresh, { method: "POST", headers: { Cookie: cookie } }),
    );

    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = requestLog(api.server);
    const summary = lines.map((entry) => `${entry.method} ${entry.path} ${entry.status}`);
    expect(summary).toEqual(
      expect.arrayContaining([
        "POST /api/login 401",
        "POST /api/login 200",
        "POST /api/create-project 201",
        "GET / 200",
        "POST /api/logout 200",
      ]),
    );
    for (const entry of lines) expect(entry.ms).toEqual(expect.any(Number));

    const output = api.server.output();
    for (const secret of [
      ADMIN_PASSWORD,
      "Wrong-Guess-4711",
      api.token,
      fresh,
      cookie.split("=")[1],
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toMatch(/authorization|bearer|cookie/i);
  });
});

async function expectRefusedCleanly({ server, token }: ApiServer, image: Buffer) {
  const before = await projects(server.baseURL);
  const filesBefore = storedFiles(server.uploadsDir);
  const response = await createProjectApi(server.baseURL, token, {
    title: "Will not fit",
    category: "Residential",
    coverImage: image,
  });
  expect(response.status).toBe(507);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ message: DISK_ERROR_MESSAGE });
  // No row without its files, no file without its row.
  expect(await projects(server.baseURL)).toEqual(before);
  expect(storedFiles(server.uploadsDir)).toEqual(filesBefore);
  // And the site keeps serving.
  expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200);
  expect((await fetch(`${server.baseURL}/`)).status).toBe(200);
}

// Real full and read-only file systems need mount (root with CAP_SYS_ADMIN, as in this CI
// container); elsewhere these are skipped. chmod is no test: root writes through it.
const probe = fs.mkdtempSync(path.join(os.tmpdir(), "builder-mount-probe-"));
const canMount = spawnSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe]).status === 0;
if (canMount) spawnSync("umount", [probe]);
fs.rmSync(probe, { recursive: true, force: true });

describe.skipIf(!canMount)("uploads on a small file system of their own", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-diskfull-"));
  const uploadsDir = path.join(dataDir, "uploads");
  const filler = path.join(uploadsDir, ".filler");
  const api = useApiServer({
    dataDir,
    beforeStart: () => {
      fs.mkdirSync(uploadsDir);
      expect(spawnSync("mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", uploadsDir]).status).toBe(
        0,
      );
    },
    afterStop: () => {
      spawnSync("umount", [uploadsDir]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });

  it("answers 507 when the disk fills up while the image is being written", async () => {
    // Random pixels do not compress: the upload itself fits, its WebP copies do not.
    const noisy = await sharp(randomBytes(600 * 600 * 3), {
      raw: { width: 600, height: 600, channels: 3 },
    })
      .png()
      .toBuffer();
    fs.writeFileSync(filler, Buffer.alloc(2 * 1024 * 1024 - noisy.length - 96 * 1024));
    await expectRefusedCleanly(api, noisy);
    // Completely full: even staging the upload fails.
    try {
      fs.appendFileSync(filler, Buffer.alloc(2 * 1024 * 1024));
    } catch {
      // ENOSPC: the disk is full, as intended.
    }
    await expectRefusedCleanly(api, await makePng(3));
    fs.rmSync(filler);
  });

  it("answers 507 when the uploads folder is on a read-only file system", async () => {
    expect(spawnSync("mount", ["-o", "remount,ro", uploadsDir]).status).toBe(0);
    try {
      expect(() => fs.writeFileSync(path.join(uploadsDir, "probe"), "x")).toThrow(/EROFS/);
      await expectRefusedCleanly(api, await makePng(4));
    } finally {
      spawnSync("mount", ["-o", "remount,rw", uploadsDir]);
    }
    const recovered = await createProjectApi(api.baseURL, api.token, {
      title: "Writable again",
      category: "Residential",
      coverImage: await makePng(6),
    });
    expect(recovered.status).toBe(201);
  });
});
