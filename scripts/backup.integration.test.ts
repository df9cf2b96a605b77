/**
 * `npm run backup` and `npm run restore` (docs/deploy.md): a backup taken while
 * the site serves and takes writes restores into a fresh folder, and a
 * server started there shows the same content and images.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { authorized, createProjectApi, makePng, multipart } from "../test/support/api";
import { useApiServer } from "../test/support/api-server";
import { runScript } from "../test/support/run-script";
import { startServer } from "../test/support/server";

type ProjectJson = { _id: string; title: string; coverImage: string; gallery: string[] };

describe("backup and restore", () => {
  const folders: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    folders.push(dir);
    return dir;
  };
  const api = useApiServer({
    afterStop: () => {
      for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
    },
  });

  it(
    "backs up while the site serves and writes, and restores into a fresh folder",
    { timeout: 120_000 },
    async () => {
      for (let i = 0; i < 3; i++) {
        const response = await createProjectApi(api.baseURL, api.token, {
          title: `Backed-up project ${i}`,
          category: "Commercial",
          coverImage: await makePng(i),
          gallery: [await makePng(i + 10), await makePng(i + 20)],
        });
        expect(response.status).toBe(201);
      }
      const blog = await fetch(
        `${api.baseURL}/api/add-blog`,
        authorized(api.token, {
          method: "POST",
          body: multipart({
            title: "Site diary",
            content: "Slab cast today.",
            author: "Ravi",
            images: await makePng(5),
          }),
        }),
      );
      expect(blog.status).toBe(201);

      // A private project's document (docs/product/client-documents.md), kept beside the database.
      const planPdf = Buffer.from(await (await PDFDocument.create()).addPage().doc.save());
      const privateProject = await createProjectApi(api.baseURL, api.token, {
        title: "Backed-up private house",
        category: "Residential",
        coverImage: await makePng(7),
        visibility: "private",
      });
      expect(privateProject.status).toBe(201);
      const { project: tracked } = (await privateProject.json()) as {
        project: { _id: string; trackerUrl: string };
      };
      const added = await fetch(
        `${api.baseURL}/api/projects/${tracked._id}/documents`,
        authorized(api.token, {
          method: "POST",
          body: multipart({
            title: "Approved plan",
            file: { bytes: new Uint8Array(planPdf), name: "plan.pdf", type: "application/pdf" },
          }),
        }),
      );
      expect(added.status).toBe(201);
      const { document } = (await added.json()) as { document: { _id: string } };

      // Writes keep coming while the backup runs.
      let writing = true;
      const writer = (async () => {
        let n = 0;
        while (writing) {
          const created = await createProjectApi(api.baseURL, api.token, {
            title: `During backup ${n++}`,
            category: "Residential",
            coverImage: await makePng(100 + n),
          });
          const { project } = (await created.json()) as { project: ProjectJson };
          await fetch(
            `${api.baseURL}/api/projects/${project._id}`,
            authorized(api.token, { method: "DELETE" }),
          );
        }
      })();
      const outDir = tempDir("builder-backups-");
      const backup = await runScript("backup.ts", ["--out", outDir], {
        DATABASE_PATH: api.server.databasePath,
        UPLOADS_DIR: api.server.uploadsDir,
      });
      writing = false;
      await writer;
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      const archives = fs.readdirSync(outDir);
      expect(archives).toEqual([expect.stringMatching(/^backup-\d{8}T\d{6}Z\.tar\.gz$/)]);
      const archive = path.join(outDir, archives[0]);
      expect(backup.stdout).toContain(archive);

      const original = (await (await fetch(`${api.baseURL}/api/projects`)).json()) as {
        projects: ProjectJson[];
      };
      const kept = original.projects.filter((project) => project.title.startsWith("Backed-up"));
      expect(kept).toHaveLength(3);

      const fresh = tempDir("builder-restored-");
      const restore = await runScript("restore.ts", [archive], {
        DATABASE_PATH: path.join(fresh, "app.db"),
        UPLOADS_DIR: path.join(fresh, "uploads"),
      });
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);

      const restored = await startServer({ dataDir: fresh });
      try {
        const { projects } = (await (await fetch(`${restored.baseURL}/api/projects`)).json()) as {
          projects: ProjectJson[];
        };
        for (const project of kept) {
          expect(projects).toContainEqual(project);
          for (const name of [project.coverImage, ...project.gallery]) {
            const image = await fetch(`${restored.baseURL}/uploads/${name}`);
            expect(image.status).toBe(200);
            expect(image.headers.get("Content-Type")).toBe("image/webp");
            const originalBytes = fs.readFileSync(path.join(api.server.uploadsDir, name));
            expect(Buffer.from(await image.arrayBuffer()).equals(originalBytes)).toBe(true);
            const small = await fetch(
              `${restored.baseURL}/uploads/${name.replace(/\.webp$/, ".w640.webp")}`,
            );
            expect(small.status).toBe(200);
          }
        }
        const blogs = (await (await fetch(`${restored.baseURL}/api/blogs`)).json()) as {
          title: string;
        }[];
        expect(blogs.map((post) => post.title)).toContain("Site diary");
        const restoredPlan = await fetch(
          `${restored.baseURL}${new URL(tracked.trackerUrl).pathname}/documents/${document._id}`,
        );
        expect(restoredPlan.status).toBe(200);
        expect(Buffer.from(await restoredPlan.arrayBuffer()).equals(planPdf)).toBe(true);
        // Every file the restored records name is there, and nothing else.
        const named = new Set(
          projects.flatMap((project) => [project.coverImage, ...project.gallery]).filter(Boolean),
        );
        for (const name of named)
          expect(fs.existsSync(path.join(restored.uploadsDir, name))).toBe(true);
      } finally {
        await restored.stop();
      }

      // A folder that holds data is not overwritten without --force.
      const refused = await runScript("restore.ts", [archive], {
        DATABASE_PATH: path.join(fresh, "app.db"),
        UPLOADS_DIR: path.join(fresh, "uploads"),
      });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/already holds data.*--force/);
      const forced = await runScript("restore.ts", [archive, "--force"], {
        DATABASE_PATH: path.join(fresh, "app.db"),
        UPLOADS_DIR: path.join(fresh, "uploads"),
      });
      expect(forced.code).toBe(0);
    },
  );

  it("refuses a file that is not a backup", async () => {
    const dir = tempDir("builder-not-a-backup-");
    const bogus = path.join(dir, "bogus.tar.gz");
    fs.writeFileSync(bogus, "not an archive");
    const result = await runScript("restore.ts", [bogus], {
      DATABASE_PATH: path.join(dir, "target", "app.db"),
      UPLOADS_DIR: path.join(dir, "target", "uploads"),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Restore failed: The archive could not be read/);
    expect(fs.existsSync(path.join(dir, "target", "app.db"))).toBe(false);
  });
});
