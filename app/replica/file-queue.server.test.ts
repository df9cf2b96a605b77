import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createFileQueue, DOCUMENTS, PHOTOS, type CopiedFolder } from "./file-queue.server";
import { openTargetStore, type TargetStore } from "./target-store.server";

const folders: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "file-queue-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const NAME = "AAAAAAAAAAAAAAAAAAAAAAAA.webp";
const THUMB = "AAAAAAAAAAAAAAAAAAAAAAAA.w640.webp";
const DOCUMENT = "0123456789abcdef0123456789abcdef.pdf";

/** A folder target that counts what it is sent, and can be told to fail. */
function countingStore(folder: string, copied: CopiedFolder = PHOTOS) {
  const inner = openTargetStore({ kind: "file", path: folder }, copied.name);
  const puts: string[] = [];
  let failing = false;
  const store: TargetStore = {
    ...inner,
    async put(name, local) {
      if (failing) throw new Error("target unreachable");
      puts.push(name);
      await inner.put(name, local);
    },
  };
  return { store, puts, fail: (value: boolean) => (failing = value) };
}

const photos = (dir: string) => ({ dir, folder: PHOTOS });

function storePhoto(uploads: string) {
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(uploads, NAME), "original");
  fs.writeFileSync(path.join(uploads, THUMB), "small");
}

describe("file queue", () => {
  it("keeps what waits across a restart and sends each file once", async () => {
    const uploads = tempDir();
    const target = tempDir();
    const first = countingStore(target);
    first.fail(true);
    const queue = createFileQueue({ ...photos(uploads), store: first.store, retentionDays: 30 });
    queue.start();
    await queue.idle();
    storePhoto(uploads);
    queue.enqueue([NAME]);
    await queue.idle();
    expect(queue.state.waiting).toBe(2);
    expect(queue.state.lastError).toBe("target unreachable");
    await queue.stop();

    const second = countingStore(target);
    const again = createFileQueue({ ...photos(uploads), store: second.store, retentionDays: 30 });
    again.start();
    await again.idle();
    expect(second.puts.sort()).toEqual([NAME, THUMB].sort());
    expect(again.state.waiting).toBe(0);
    await again.stop();

    // A third start finds both on the target: nothing is sent again.
    const third = countingStore(target);
    const last = createFileQueue({ ...photos(uploads), store: third.store, retentionDays: 30 });
    last.start();
    await last.idle();
    expect(third.puts).toEqual([]);
    await last.stop();
  });

  it("removes a deleted photo from the target only after the retention", async () => {
    const uploads = tempDir();
    const target = tempDir();
    let now = Date.parse("2026-12-01T10:00:00Z");
    const { store } = countingStore(target);
    const queue = createFileQueue({
      ...photos(uploads),
      store,
      retentionDays: 30,
      now: () => now,
    });
    queue.start();
    await queue.idle();
    storePhoto(uploads);
    queue.enqueue([NAME]);
    await queue.idle();
    queue.markDeleted([NAME]);
    now += 29 * 24 * 3600_000;
    await queue.removeExpired();
    expect(fs.existsSync(path.join(target, "uploads", NAME))).toBe(true);
    now += 2 * 24 * 3600_000;
    await queue.removeExpired();
    expect(fs.existsSync(path.join(target, "uploads", NAME))).toBe(false);
    expect(fs.existsSync(path.join(target, "uploads", THUMB))).toBe(false);
    await queue.stop();
  });

  it("keeps each document in the target's documents folder, beside the photos, with the same guarantees", async () => {
    const uploads = tempDir();
    const documents = tempDir();
    const target = tempDir();
    let now = Date.parse("2026-12-01T10:00:00Z");
    const photoStore = countingStore(target);
    const photoQueue = createFileQueue({
      ...photos(uploads),
      store: photoStore.store,
      retentionDays: 30,
    });
    const first = countingStore(target, DOCUMENTS);
    first.fail(true);
    const options = { dir: documents, folder: DOCUMENTS, retentionDays: 30, now: () => now };
    const queue = createFileQueue({ ...options, store: first.store });
    photoQueue.start();
    queue.start();
    storePhoto(uploads);
    photoQueue.enqueue([NAME]);
    fs.writeFileSync(path.join(documents, DOCUMENT), "%PDF-1.7 plan %%EOF");
    // Not a stored document's name: never sent.
    fs.writeFileSync(path.join(documents, "notes.txt"), "kept here");
    queue.enqueue([DOCUMENT, "notes.txt"]);
    await Promise.all([photoQueue.idle(), queue.idle()]);
    expect(queue.state.waiting).toBe(1);
    expect(queue.state.lastError).toBe("target unreachable");
    expect(fs.readdirSync(path.join(documents, ".replica"))).toEqual([`put.${DOCUMENT}`]);
    await Promise.all([photoQueue.stop(), queue.stop()]);

    // After a restart with the target back: sent once, into documents/, photos where they were.
    const second = countingStore(target, DOCUMENTS);
    const again = createFileQueue({ ...options, store: second.store });
    again.start();
    await again.idle();
    expect(second.puts).toEqual([DOCUMENT]);
    expect(again.state).toMatchObject({ waiting: 0, sent: 1, lastError: null });
    expect(fs.readFileSync(path.join(target, "documents", DOCUMENT), "utf8")).toBe(
      "%PDF-1.7 plan %%EOF",
    );
    expect(fs.readdirSync(path.join(target, "uploads")).sort()).toEqual([NAME, THUMB].sort());
    expect(fs.readdirSync(path.join(target, "documents"))).toEqual([DOCUMENT]);

    // A deleted document stays on the target for the retention, then goes.
    again.markDeleted([DOCUMENT]);
    now += 29 * 24 * 3600_000;
    await again.removeExpired();
    expect(fs.existsSync(path.join(target, "documents", DOCUMENT))).toBe(true);
    now += 2 * 24 * 3600_000;
    await again.removeExpired();
    expect(fs.existsSync(path.join(target, "documents", DOCUMENT))).toBe(false);
    expect(fs.readdirSync(path.join(target, "uploads"))).toHaveLength(2);
    await again.stop();
  });
});
