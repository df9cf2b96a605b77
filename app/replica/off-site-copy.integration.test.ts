/**
 * The off-site copy (docs/decisions/061-off-site-copy.md,
 * docs/deploy/off-site-copy.md#disaster-drill) against real targets: a folder (file://), an
 * OpenSSH server on 127.0.0.1 (sftp://) and s3rver (s3://).
 * The server is killed with kill -9, its data folder deleted, and `npm run restore --
 * --from-replica` rebuilds it in a new folder, where a server started again shows every write
 * acknowledged more than two seconds before the kill. A client's document goes to the SSH server
 * through a kill -9 too, and a restore from there serves it again through the client's link.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import {
  apiToken,
  authorized,
  createProjectApi,
  makePng,
  multipart,
  sessionCookie,
  signInForm,
} from "../../test/support/api";
import {
  createS3Server,
  createSshServer,
  SSHD,
  type SshServer,
} from "../../test/support/replica-targets";
import { runScript } from "../../test/support/run-script";
import { startServer, type TestServer } from "../../test/support/server";

type ProjectJson = { _id: string; title: string; coverImage: string; gallery: string[] };
type Health = {
  replica?: {
    state: string;
    database: { lastCopiedAt: string | null; waitingSince: string | null };
    photos: { waiting: number; lastError: string | null };
    documents: { waiting: number; lastError: string | null };
    problem: string | null;
  };
};

const folders: string[] = [];
function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One API token per server: the copy's details in /healthz are for administrators. */
const tokens = new WeakMap<TestServer, Promise<string>>();

async function health(server: TestServer): Promise<Health> {
  let token = tokens.get(server);
  if (!token) tokens.set(server, (token = apiToken(server.baseURL)));
  const answer = await fetch(`${server.baseURL}/healthz`, authorized(await token));
  return (await answer.json()) as Health;
}

/** Waits until the server says every photo and database change is copied. */
async function copied(server: TestServer, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  let last: Health = {};
  while (Date.now() < until) {
    last = await health(server);
    const replica = last.replica;
    // Caught up: no file waiting, no database change waiting, and the database copied once.
    if (
      replica &&
      replica.photos.waiting === 0 &&
      replica.documents.waiting === 0 &&
      !replica.database.waitingSince &&
      replica.database.lastCopiedAt
    ) {
      return replica;
    }
    await sleep(250);
  }
  throw new Error(`the copy did not catch up: ${JSON.stringify(last)}`);
}

/** Litestream processes replicating the database in `dataDir` (read from /proc). */
function litestreamsFor(dataDir: string): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (!args[0]?.endsWith("litestream") || args[1] !== "replicate") continue;
      const config = fs.readFileSync(args[args.indexOf("-config") + 1], "utf8");
      if (config.includes(dataDir)) found.push(Number(entry));
    } catch {
      // Ended while being read.
    }
  }
  return found;
}

async function createProject(server: TestServer, token: string, title: string, seed: number) {
  const response = await createProjectApi(server.baseURL, token, {
    title,
    category: "Commercial",
    coverImage: await makePng(seed),
    gallery: [await makePng(seed + 1)],
  });
  expect(response.status).toBe(201);
  // As visitors' answers carry it: without what only a token reads
  // (docs/api/content.md#private-projects).
  const {
    client: _client,
    visibility: _visibility,
    ...project
  } = (
    (await response.json()) as { project: ProjectJson & { client?: unknown; visibility?: string } }
  ).project;
  return project;
}

/** A private project (docs/product/client-documents.md): its client link's path. */
async function createPrivateProject(server: TestServer, token: string, seed: number) {
  const response = await createProjectApi(server.baseURL, token, {
    title: "Client's villa",
    category: "Residential",
    coverImage: await makePng(seed),
    visibility: "private",
    "client.name": "Meenakshi",
    "client.email": "meena@example.com",
  });
  expect(response.status).toBe(201);
  const { project } = (await response.json()) as { project: { _id: string; trackerUrl: string } };
  return { id: project._id, track: new URL(project.trackerUrl).pathname };
}

/** Adds a one-page PDF to a private project through the API: its id and bytes. */
async function addDocument(server: TestServer, token: string, projectId: string) {
  const pdf = await PDFDocument.create();
  pdf.addPage([300, 200]).drawText("Approved plan", { x: 20, y: 100, size: 14 });
  const bytes = Buffer.from(await pdf.save());
  const response = await fetch(
    `${server.baseURL}/api/projects/${projectId}/documents`,
    authorized(token, {
      method: "POST",
      body: multipart({
        title: "Approved plan",
        file: { bytes: new Uint8Array(bytes), name: "plan.pdf", type: "application/pdf" },
      }),
    }),
  );
  expect(response.status).toBe(201);
  const { document } = (await response.json()) as { document: { _id: string } };
  return { id: document._id, bytes };
}

async function projects(server: TestServer) {
  const answer = await fetch(`${server.baseURL}/api/projects`);
  return ((await answer.json()) as { projects: ProjectJson[] }).projects;
}

/** Restores `env`'s copy into a new folder (as `npm run restore -- --from-replica` does). */
async function restoreInto(replicaEnv: Record<string, string>, args: string[] = []) {
  const fresh = tempDir("replica-restored-");
  const restore = await runScript("restore.ts", ["--from-replica", ...args], {
    DATABASE_PATH: path.join(fresh, "app.db"),
    UPLOADS_DIR: path.join(fresh, "uploads"),
    ...replicaEnv,
  });
  expect(restore.stderr).toBe("");
  expect(restore.code).toBe(0);
  expect(restore.stdout).toMatch(/integrity ok/);
  expect(restore.stdout).toMatch(/every photo and document the database names is there/);
  // The database, its photos and documents and (after --take-over) the id that makes it the
  // copy's owner: nothing of Litestream's restore (its .tmp file, -wal, -shm) stays behind.
  expect(fs.readdirSync(fresh).sort()).toEqual(
    args.includes("--take-over")
      ? ["app.db", "app.db-replica-owner", "documents", "uploads"]
      : ["app.db", "documents", "uploads"],
  );
  return { restore, fresh };
}

/** After a disaster: restores `env`'s copy into a new folder, takes the copy over, starts a server there. */
async function restoreAndStart(replicaEnv: Record<string, string>, at?: Date) {
  const { restore, fresh } = await restoreInto(replicaEnv, [
    "--take-over",
    ...(at ? ["--at", at.toISOString()] : []),
  ]);
  expect(restore.stdout).toMatch(/This server now owns the copy/);
  // The restored server copies on to the same place: its first round finds everything there.
  const server = await startServer({ dataDir: fresh, env: replicaEnv });
  return { server, restore, fresh };
}

async function expectPhotosServed(server: TestServer, project: ProjectJson) {
  for (const name of [project.coverImage, ...project.gallery]) {
    const original = await fetch(`${server.baseURL}/uploads/${name}`);
    expect(original.status).toBe(200);
    expect(original.headers.get("Content-Type")).toBe("image/webp");
    const small = await fetch(`${server.baseURL}/uploads/${name.replace(/\.webp$/, ".w320.webp")}`);
    expect(small.status).toBe(200);
  }
}

describe("off-site copy to a folder (file://)", () => {
  it(
    "restores after kill -9 every write acknowledged two seconds before, and a point in time before a deletion",
    { timeout: 90_000 },
    async () => {
      const replicaEnv = { REPLICA_URL: `file://${tempDir("replica-target-")}` };
      const server = await startServer({ env: replicaEnv });
      const token = await apiToken(server.baseURL);
      const kept = await createProject(server, token, "Kept villa", 1);
      const deleted = await createProject(server, token, "Deleted warehouse", 3);
      const post = await fetch(
        `${server.baseURL}/api/add-blog`,
        authorized(token, {
          method: "POST",
          body: multipart({ title: "Site diary", content: "Slab cast today.", author: "Ravi" }),
        }),
      );
      expect(post.status).toBe(201);
      await sleep(2200);
      const beforeDeletion = new Date();
      await sleep(1200);
      const removal = await fetch(
        `${server.baseURL}/api/projects/${deleted._id}`,
        authorized(token, { method: "DELETE" }),
      );
      expect(removal.status).toBe(200);
      await sleep(2200);
      expect(server.process.kill("SIGKILL")).toBe(true);
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });

      const latest = await restoreAndStart(replicaEnv);
      try {
        const restored = await projects(latest.server);
        expect(restored).toContainEqual(kept);
        expect(restored.map((project) => project.title)).not.toContain("Deleted warehouse");
        await expectPhotosServed(latest.server, kept);
        const blogs = (await (await fetch(`${latest.server.baseURL}/api/blogs`)).json()) as {
          title: string;
        }[];
        expect(blogs.map((blog) => blog.title)).toContain("Site diary");
        expect((await health(latest.server)).replica?.state).toBe("ok");
      } finally {
        await latest.server.stop();
      }

      const earlier = await restoreAndStart(replicaEnv, beforeDeletion);
      try {
        const restored = await projects(earlier.server);
        expect(restored).toContainEqual(deleted);
        await expectPhotosServed(earlier.server, deleted);
      } finally {
        await earlier.server.stop();
      }
    },
  );

  it(
    "a drill restores the live site's copy and cannot copy to it; the next restore still brings back the live site",
    { timeout: 90_000 },
    async () => {
      const replicaEnv = { REPLICA_URL: `file://${tempDir("replica-target-")}` };
      const live = await startServer({ env: replicaEnv });
      try {
        const liveToken = await apiToken(live.baseURL);
        await createProject(live, liveToken, "Live villa", 31);
        await copied(live);

        // The drill: restore as the guide says, on another machine, the live site still running.
        const drill = await restoreInto(replicaEnv);
        expect(drill.restore.stdout).toMatch(
          /The copy is left as it was.*start this one without the REPLICA_\* settings/,
        );
        // Started with the live site's settings, it refuses, saying whose copy it is and what to do.
        await expect(startServer({ dataDir: drill.fresh, env: replicaEnv })).rejects.toThrow(
          /Cannot start: REPLICA_URL: file:\/\/\S+ is the off-site copy of another server \(.+, database .+app\.db, since .+\)\.[\s\S]*start this server without the REPLICA_\* settings[\s\S]*--from-replica --take-over --force/,
        );
        // Without them it serves the restored site, and what is written there stays there.
        const drillServer = await startServer({ dataDir: drill.fresh });
        try {
          expect((await projects(drillServer)).map((project) => project.title)).toContain(
            "Live villa",
          );
          await createProject(drillServer, await apiToken(drillServer.baseURL), "Drill only", 33);
        } finally {
          await drillServer.stop();
        }

        await createProject(live, liveToken, "Live later", 35);
        await sleep(2200);
        await copied(live);
        const again = await restoreInto(replicaEnv);
        const check = await startServer({ dataDir: again.fresh });
        try {
          const titles = (await projects(check)).map((project) => project.title);
          expect(titles).toEqual(expect.arrayContaining(["Live villa", "Live later"]));
          expect(titles).not.toContain("Drill only");
        } finally {
          await check.stop();
        }
        expect((await health(live)).replica?.state).toBe("ok");
      } finally {
        await live.stop();
      }
    },
  );

  it(
    "a server whose copy another server took over stops copying to it within a minute, and says so",
    { timeout: 150_000 },
    async () => {
      const replicaEnv = { REPLICA_URL: `file://${tempDir("replica-target-")}` };
      const old = await startServer({ env: replicaEnv });
      try {
        const token = await apiToken(old.baseURL);
        await createProject(old, token, "Before the move", 41);
        await sleep(2500);
        // The new machine restores and takes the copy over; the old one still runs.
        await restoreInto(replicaEnv, ["--take-over"]);
        const cookie = sessionCookie(await signInForm(old.baseURL));
        let dashboard = "";
        for (const until = Date.now() + 80_000; Date.now() < until;) {
          dashboard = await (
            await fetch(`${old.baseURL}/dashboard`, { headers: { Cookie: cookie } })
          ).text();
          if (dashboard.includes("This server stopped copying")) break;
          await sleep(2000);
        }
        expect(dashboard).toMatch(
          /This server stopped copying: another server \(.+, database .+app\.db\) took this copy over on /,
        );
        expect(litestreamsFor(old.dataDir)).toEqual([]);
        // What the old server saves now stays out of the copy.
        await createProject(old, token, "After the move", 43);
        await sleep(2500);
        const check = await restoreInto(replicaEnv);
        const server = await startServer({ dataDir: check.fresh });
        try {
          const titles = (await projects(server)).map((project) => project.title);
          expect(titles).toContain("Before the move");
          expect(titles).not.toContain("After the move");
        } finally {
          await server.stop();
        }
      } finally {
        await old.stop();
      }
    },
  );

  it("refuses to overwrite a database unless told to, and a bad REPLICA_URL stops start-up", async () => {
    const target = tempDir("replica-target-");
    const dataDir = tempDir("replica-data-");
    fs.writeFileSync(path.join(dataDir, "app.db"), "existing");
    const refused = await runScript("restore.ts", ["--from-replica"], {
      DATABASE_PATH: path.join(dataDir, "app.db"),
      UPLOADS_DIR: path.join(dataDir, "uploads"),
      REPLICA_URL: `file://${target}`,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/already holds data.*--force/);
    expect(fs.readFileSync(path.join(dataDir, "app.db"), "utf8")).toBe("existing");

    await expect(startServer({ env: { REPLICA_URL: "ftp://example.com/site" } })).rejects.toThrow(
      /REPLICA_URL: must be s3:\/\/bucket\/path/,
    );
    // A malformed escape too: the setting's message, no URIError and its stack trace.
    const malformed = startServer({
      env: {
        REPLICA_URL: "s3://bkt/p%ZZ",
        REPLICA_ACCESS_KEY_ID: "id",
        REPLICA_SECRET_ACCESS_KEY: "secret",
      },
    });
    await expect(malformed).rejects.toThrow(
      /Cannot start: Invalid configuration:\s+REPLICA_URL: must be s3:\/\/bucket\/path/,
    );
    await expect(malformed).rejects.not.toThrow(/URIError|\n\s+at /);
    await expect(
      startServer({
        env: {
          REPLICA_URL: "sftp://copy@127.0.0.1:22/srv/site",
          REPLICA_SSH_KEY: path.join(target, "no-such-key"),
        },
      }),
    ).rejects.toThrow(
      /Cannot start: Invalid configuration:\s+REPLICA_SSH_KEY: no readable key file/,
    );
  });
});

describe.skipIf(!fs.existsSync(SSHD))("off-site copy to an SSH server (sftp://)", () => {
  let sshd: SshServer | undefined;
  afterAll(async () => {
    await sshd?.stop();
    if (sshd) fs.rmSync(sshd.folder, { recursive: true, force: true });
  });

  it(
    "sends each photo and document once across a kill -9 while the target is away, and a restore from there serves the document again",
    { timeout: 120_000 },
    async () => {
      sshd = await createSshServer();
      await sshd.start();
      const remote = path.join(sshd.folder, "copy");
      const replicaEnv = {
        REPLICA_URL: `sftp://${sshd.user}@127.0.0.1:${sshd.port}${remote}`,
        REPLICA_SSH_KEY: sshd.keyFile,
      };
      const server = await startServer({ env: replicaEnv });
      const token = await apiToken(server.baseURL);
      const first = [
        await createProject(server, token, "Sent before", 11),
        await createProject(server, token, "Sent before too", 13),
      ];
      const client = await createPrivateProject(server, token, 19);
      await copied(server);

      // The target goes away: what is saved now waits in the queue on disk.
      await sshd.stop();
      const later = [
        await createProject(server, token, "Waiting", 15),
        await createProject(server, token, "Waiting too", 17),
      ];
      const document = await addDocument(server, token, client.id);
      await sleep(1500);
      const waiting = (await health(server)).replica!;
      expect(waiting.photos.waiting).toBe(8);
      expect(waiting.documents.waiting).toBe(1);
      expect(waiting.state).toBe("failing");
      expect(waiting.photos.lastError).toBeTruthy();
      // The owner reads it on the dashboard, in words.
      const cookie = sessionCookie(await signInForm(server.baseURL));
      const dashboard = await (
        await fetch(`${server.baseURL}/dashboard`, { headers: { Cookie: cookie } })
      ).text();
      expect(dashboard).toContain("Off-site copy");
      expect(dashboard).toMatch(/8 photos are waiting: /);
      expect(dashboard).toMatch(/Photos waiting.*?8/s);
      expect(dashboard).toMatch(/1 documents are waiting: /);
      expect(dashboard).toMatch(/Documents waiting.*?1/s);
      expect(litestreamsFor(server.dataDir)).toHaveLength(1);
      server.process.kill("SIGKILL");
      await server.stop();
      // Its Litestream ends with it, though its target is away.
      await sleep(500);
      expect(litestreamsFor(server.dataDir)).toEqual([]);

      await sshd.start();
      const again = await startServer({ dataDir: server.dataDir, env: replicaEnv });
      try {
        await copied(again);
        const names = [...first, ...later].flatMap((project) =>
          [project.coverImage, ...project.gallery].flatMap((name) => [
            name,
            name.replace(/\.webp$/, ".w640.webp"),
          ]),
        );
        expect(names).toHaveLength(16);
        const log = sshd.log();
        for (const name of names) {
          expect(fs.existsSync(path.join(remote, "uploads", name))).toBe(true);
          // Each file was written to the target once, across the restart.
          const writes = log.split(`uploads/.${name}.partial" flags WRITE`).length - 1;
          expect(writes, name).toBe(1);
        }
        // The document beside the photos, whole, written once.
        const [stored, ...others] = fs.readdirSync(path.join(remote, "documents"));
        expect(others).toEqual([]);
        expect(fs.readFileSync(path.join(remote, "documents", stored)).equals(document.bytes)).toBe(
          true,
        );
        expect(log.split(`documents/.${stored}.partial" flags WRITE`).length - 1).toBe(1);
        expect(fs.readdirSync(path.join(remote, "db", "generations")).length).toBeGreaterThan(0);
        // The target names this server's database as its owner, read back across the restart.
        const owner = JSON.parse(fs.readFileSync(path.join(remote, "owner.json"), "utf8")) as {
          id: string;
        };
        expect(owner.id).toBe(
          fs.readFileSync(`${server.databasePath}-replica-owner`, "utf8").trim(),
        );
      } finally {
        await again.stop();
      }

      // Restored from the SSH server into a new folder, the client's link opens the document.
      const { fresh } = await restoreInto(replicaEnv);
      const restored = await startServer({ dataDir: fresh });
      try {
        const answer = await fetch(`${restored.baseURL}${client.track}/documents/${document.id}`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("Content-Type")).toBe("application/pdf");
        expect(Buffer.from(await answer.arrayBuffer()).equals(document.bytes)).toBe(true);
      } finally {
        await restored.stop();
      }
    },
  );
});

/**
 * s3rver cannot show a restore: asked for the folders under a prefix (a listing with a
 * delimiter), it answers none below the first level, so `litestream restore` finds no
 * generation there. What it shows: Litestream's snapshot and log segments and every photo reach
 * the bucket through the same code a real store gets (docs/deploy/off-site-copy.md).
 */
describe("off-site copy to an S3-compatible store (s3://, s3rver)", () => {
  it(
    "copies the database, the photos and the documents into the bucket",
    { timeout: 60_000 },
    async () => {
      const s3 = await createS3Server(tempDir("replica-s3rver-"));
      try {
        const replicaEnv = {
          REPLICA_URL: `s3://${s3.bucket}/site`,
          REPLICA_ENDPOINT: s3.endpoint,
          REPLICA_REGION: "us-east-1",
          REPLICA_ACCESS_KEY_ID: "S3RVER",
          REPLICA_SECRET_ACCESS_KEY: "S3RVER",
        };
        const server = await startServer({ env: replicaEnv });
        try {
          const token = await apiToken(server.baseURL);
          const project = await createProject(server, token, "Stored in a bucket", 21);
          const client = await createPrivateProject(server, token, 23);
          await addDocument(server, token, client.id);
          const state = await copied(server);
          expect(state.database.lastCopiedAt).not.toBeNull();
          expect(JSON.stringify(await health(server))).not.toContain("S3RVER");

          const bucket = new S3Client({
            endpoint: s3.endpoint,
            region: "us-east-1",
            forcePathStyle: true,
            credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
          });
          const listed = await bucket.send(
            new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: "site/" }),
          );
          bucket.destroy();
          const keys = (listed.Contents ?? []).map((object) => object.Key);
          expect(keys).toContainEqual(
            expect.stringMatching(/^site\/db\/generations\/\w+\/snapshots\//),
          );
          expect(keys).toContainEqual(expect.stringMatching(/^site\/db\/generations\/\w+\/wal\//));
          expect(keys).toContain("site/owner.json");
          for (const name of [project.coverImage, ...project.gallery]) {
            expect(keys).toContain(`site/uploads/${name}`);
            expect(keys).toContain(`site/uploads/${name.replace(/\.webp$/, ".w640.webp")}`);
          }
          expect(keys.filter((key) => key?.startsWith("site/documents/"))).toEqual([
            expect.stringMatching(/^site\/documents\/[0-9a-f]{32}\.pdf$/),
          ]);
        } finally {
          await server.stop();
        }
      } finally {
        await s3.stop();
      }
    },
  );
});
