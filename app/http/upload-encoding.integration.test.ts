/**
 * Against the production build: uploads are decoded and their variants
 * encoded by a child process of the server, which leaves when idle
 * (docs/decisions/029-server-memory.md). A child killed during an upload
 * changes nothing for the client: same status and answer, every file made.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { json, multipart } from "../../test/support/api";
import { useApiServer } from "../../test/support/api-server";
import { photo } from "../../test/support/content";
import { until } from "../../test/support/poll";

const api = useApiServer();

/** The process ids of the server's children (Linux). */
function childrenOf(pid: number): number[] {
  const list = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return list ? list.split(/\s+/).map(Number) : [];
}

/** The command line of a process ("" once it is gone). */
function commandLine(pid: number) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  } catch {
    return "";
  }
}

/** The server's children running the compiled encoder (a fresh fork shows the server's command line until it has started). */
function encodersOf(pid: number): number[] {
  return childrenOf(pid).filter((child) =>
    commandLine(child).includes("build/image-encoder-child.js"),
  );
}

const storedNames = () =>
  fs.readdirSync(api.server.uploadsDir).filter((name) => /^[\w-]{24}\.webp$/.test(name));
const present = (name: string) => fs.existsSync(`${api.server.uploadsDir}/${name}`);

describe("image encoding in a child process", () => {
  it(
    "answers an upload whose encoder was killed as usual, makes every variant, and the encoder leaves when idle",
    { timeout: 180_000 },
    async () => {
      const serverPid = api.server.process.pid!;
      // Start-up drew the site's share card in an encoder; it leaves when idle.
      const files = fs.readdirSync(api.server.uploadsDir);
      expect(
        files.some((name) => name.startsWith("share-site-")),
        files.join(),
      ).toBe(true);
      await until(() => childrenOf(serverPid).length === 0, "the start-up encoder to exit", {
        timeoutMs: 40_000,
      });
      const photos = await Promise.all(
        ["North", "South", "East"].map((label) => photo(label, { width: 1400, height: 900 })),
      );
      const upload = api.send("POST", "/api/gallery-upload", {
        token: api.token,
        body: multipart({ title: "Site visit", gallery: photos }),
      });
      // The encoder starts with the upload's first image: kill it at once.
      const first = await until(() => encodersOf(serverPid)[0], "the encoder to start");
      process.kill(first, "SIGKILL");

      const response = await upload;
      expect(response.status).toBe(201);
      const body = await json<{ message: string; gallery: { images: string[] } }>(response);
      expect(Object.keys(body).sort()).toEqual(["gallery", "message"]);
      expect(body.gallery.images).toHaveLength(3);
      const names = storedNames();
      expect(names).toHaveLength(3);
      for (const name of names) {
        const file = await fetch(`${api.baseURL}/uploads/${name}`);
        expect(file.status).toBe(200);
        expect(file.headers.get("content-type")).toBe("image/webp");
        await file.arrayBuffer();
      }

      // The variants are made by a later child, never by the server itself.
      await until(
        () => names.every((name) => present(name.replace(/\.webp$/, ".avif"))),
        "the variants",
      );
      expect(encodersOf(serverPid)).toHaveLength(1);
      expect(childrenOf(serverPid)).toEqual(encodersOf(serverPid));
      expect(encodersOf(serverPid)).not.toContain(first);
      expect(api.server.output()).toContain("stopped during its work (SIGKILL)");

      // Ten seconds after its last job the encoder is gone; the server answers on.
      await until(() => childrenOf(serverPid).length === 0, "the idle encoder to exit", {
        timeoutMs: 40_000,
      });
      expect(api.server.process.exitCode).toBeNull();
      const health = await fetch(`${api.baseURL}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });
    },
  );
});
