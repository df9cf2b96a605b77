/**
 * docs/security/data.md#crash-in-the-middle: the server is killed with SIGKILL again and again
 * while uploads, updates and deletes are in flight. After each crash the database must be intact
 * and name only files that exist; after a restart the start-up sweep leaves no staged or
 * unreferenced file behind.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { apiToken, authorized, createProjectApi, makePng, multipart } from "../../test/support/api";
import { until } from "../../test/support/poll";
import { startServer, type TestServer } from "../../test/support/server";
import { allVariantNames } from "~/media/image-variants";

const ROUNDS = 5;
const WORKERS = 4;
const THUMB = /\.w640\.webp$/;

type ProjectJson = { _id: string; coverImage: string | null; gallery: string[] };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "builder-crash-"));
const uploadsDir = path.join(dataDir, "uploads");
const databasePath = path.join(dataDir, "app.db");

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Calls that succeeded in this file so far (read to kill each round once work is flowing). */
let succeeded = 0;

/** Random work until the server stops answering; returns how many calls succeeded. */
async function worker(baseURL: string, token: string, images: Buffer[], seed: number) {
  const pick = () => images[Math.floor(Math.random() * images.length)];
  const mine: ProjectJson[] = [];
  let done = 0;
  for (let n = 0; ; n++) {
    const roll = Math.random();
    try {
      if (roll < 0.35 || mine.length === 0) {
        const response = await createProjectApi(baseURL, token, {
          title: `Crash ${seed}-${n}`,
          category: "Renovation",
          coverImage: pick(),
          gallery: [pick(), pick()],
        });
        if (response.status === 201)
          mine.push(((await response.json()) as { project: ProjectJson }).project);
      } else if (roll < 0.6) {
        const project = mine[Math.floor(Math.random() * mine.length)];
        const response = await fetch(
          `${baseURL}/api/projects/${project._id}`,
          authorized(token, {
            method: "PUT",
            body: multipart({
              title: `Updated ${seed}-${n}`,
              category: "Commercial",
              keepGalleryImages: project.gallery.slice(0, 1),
              coverImage: pick(),
              gallery: pick(),
            }),
          }),
        );
        if (response.status === 200) {
          Object.assign(project, ((await response.json()) as { project: ProjectJson }).project);
        }
      } else if (roll < 0.8) {
        const project = mine.splice(Math.floor(Math.random() * mine.length), 1)[0];
        await fetch(
          `${baseURL}/api/projects/${project._id}`,
          authorized(token, { method: "DELETE" }),
        );
      } else if (roll < 0.9) {
        await fetch(
          `${baseURL}/api/add-blog`,
          authorized(token, {
            method: "POST",
            body: multipart({
              title: `Post ${seed}-${n}`,
              content: "Progress",
              author: "Site",
              images: [pick(), pick()],
            }),
          }),
        );
      } else {
        const response = await fetch(
          `${baseURL}/api/gallery-upload`,
          authorized(token, {
            method: "POST",
            body: multipart({ title: `Album ${seed}-${n}`, gallery: [pick(), pick(), pick()] }),
          }),
        );
        if (response.status === 201) {
          const { gallery } = (await response.json()) as {
            gallery: { _id: string; images: string[] };
          };
          await fetch(
            `${baseURL}/api/gallery/${gallery._id}/image/${gallery.images[0]}`,
            authorized(token, { method: "DELETE" }),
          );
        }
      }
      done++;
      succeeded++;
    } catch {
      return done; // the server was killed under us
    }
  }
}

function inspect() {
  const db = new Database(databasePath);
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    const foreignKeys = db.pragma("foreign_key_check");
    // Photo rows, and the photos earlier versions name (kept on disk for History,
    // docs/decisions/044-history-and-trash.md).
    const named = [
      ...new Set(
        (
          db
            .prepare(
              "select file_name as name from images union select json_extract(photo.value, '$.fileName') from revisions, json_each(revisions.data, '$.photos') as photo",
            )
            .all() as { name: string }[]
        ).map((row) => row.name),
      ),
    ];
    // Share cards (docs/decisions/018-share-images.md): one file each, no small copy; every
    // kind's, in English and Tamil.
    const cardColumns = ["projects", "blogs", "galleries", "progress_updates"].flatMap((table) =>
      ["share_image", "share_image_ta"].map(
        (column) => `select ${column} as name from ${table} where ${column} is not null`,
      ),
    );
    const cards = (db.prepare(cardColumns.join(" union all ")).all() as { name: string }[]).map(
      (row) => row.name,
    );
    const counts = db
      .prepare(
        // Deleted projects wait in the trash: the live ones are those the API lists.
        "select (select count(*) from projects where deleted_at is null) as projects, (select count(*) from images) as images",
      )
      .get() as { projects: number; images: number };
    return { integrity, foreignKeys, named, cards, counts };
  } finally {
    db.close();
  }
}

function missingFiles(named: string[]) {
  return named
    .flatMap((name) => [name, name.replace(/\.webp$/, ".w640.webp")])
    .filter((name) => !fs.existsSync(path.join(uploadsDir, name)));
}

describe("crash in the middle", () => {
  it(
    `survives ${ROUNDS} SIGKILLs during uploads, updates and deletes`,
    { timeout: 400_000 },
    async () => {
      const images = await Promise.all(
        Array.from({ length: 8 }, (_, i) => makePng(i, 320 + i * 16, 240)),
      );
      let completed = 0;
      let token = "";
      for (let round = 0; round < ROUNDS; round++) {
        const server: TestServer = await startServer({ dataDir });
        // Tokens live in the database, so one sign-in serves every round.
        token ||= await apiToken(server.baseURL);
        const work = Array.from({ length: WORKERS }, (_, i) =>
          worker(server.baseURL, token, images, round * WORKERS + i),
        );
        // Killed while work is flowing: once a call has gone through (the first upload of a
        // round also starts the image encoder, which takes a while on a busy machine), then
        // 0.4-2 s later, with the other calls in flight.
        const before = succeeded;
        await until(() => succeeded > before, "a call to go through", { timeoutMs: 60_000 });
        await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 1600));
        expect(await server.stop("SIGKILL")).toBeNull();
        completed += (await Promise.all(work)).reduce((sum, n) => sum + n, 0);

        // Straight after the crash, before any sweep: intact, and every named file exists.
        const after = inspect();
        expect(after.integrity, `round ${round}`).toBe("ok");
        expect(after.foreignKeys).toEqual([]);
        expect(missingFiles(after.named), `round ${round}`).toEqual([]);
        const missingCards = after.cards.filter(
          (name) => !fs.existsSync(path.join(uploadsDir, name)),
        );
        expect(missingCards, `round ${round}`).toEqual([]);
      }
      expect(completed).toBeGreaterThan(ROUNDS);

      // Leftovers a crash can leave: a staged upload and a stored file whose row never committed.
      const orphan = "AAAAAAAAAAAAAAAAAAAAAAAA.webp";
      fs.mkdirSync(path.join(uploadsDir, ".staging"), { recursive: true });
      fs.writeFileSync(path.join(uploadsDir, ".staging", "0123abcd.upload"), "partial");
      fs.writeFileSync(path.join(uploadsDir, orphan), "orphan");
      fs.writeFileSync(path.join(uploadsDir, orphan.replace(/\.webp$/, ".w640.webp")), "orphan");

      const final = await startServer({ dataDir });
      const listed = (await (await fetch(`${final.baseURL}/api/projects`)).json()) as {
        projects: ProjectJson[];
      };
      for (const project of listed.projects.slice(0, 5)) {
        const cover = await fetch(`${final.baseURL}/uploads/${project.coverImage}`);
        expect(cover.status).toBe(200);
      }
      expect(await final.stop()).toBe(0);

      const end = inspect();
      expect(end.integrity).toBe("ok");
      expect(end.counts.projects).toBe(listed.projects.length);
      expect(missingFiles(end.named)).toEqual([]);
      const referenced = new Set(end.named);
      const cards = new Set(end.cards);
      const stored = fs.readdirSync(uploadsDir).filter((name) => !name.startsWith("."));
      const siteCards = stored.filter((name) => name.startsWith("share-site-"));
      expect(siteCards).toHaveLength(1);
      // Responsive variants are made in the background: each belongs to a referenced image
      // (the 640 px WebP is the thumbnail every upload has from the start).
      const variants = new Set(
        end.named.flatMap((name) => allVariantNames(name)).filter((name) => !THUMB.test(name)),
      );
      const unreferenced = stored.filter(
        (name) =>
          !referenced.has(name.replace(THUMB, ".webp")) &&
          !cards.has(name) &&
          !siteCards.includes(name) &&
          !variants.has(name),
      );
      expect(unreferenced).toEqual([]);
      expect(stored.filter((name) => !variants.has(name))).toHaveLength(
        referenced.size * 2 + cards.size + 1,
      );
      expect(fs.existsSync(path.join(uploadsDir, ".staging"))).toBe(false);
    },
  );
});
