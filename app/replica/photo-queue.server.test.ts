import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createPhotoQueue } from "./photo-queue.server";
import { openPhotoStore, type PhotoStore } from "./photo-store.server";

const folders: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "photo-queue-"));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const NAME = "AAAAAAAAAAAAAAAAAAAAAAAA.webp";
const THUMB = "AAAAAAAAAAAAAAAAAAAAAAAA.w640.webp";

/** A folder target that counts what it is sent, and can be told to fail. */
function countingStore(folder: string) {
  const inner = openPhotoStore({ kind: "file", path: folder });
  const puts: string[] = [];
  let failing = false;
  const store: PhotoStore = {
    ...inner,
    async put(name, local) {
      if (failing) throw new Error("target unreachable");
      puts.push(name);
      await inner.put(name, local);
    },
  };
  return { store, puts, fail: (value: boolean) => (failing = value) };
}

function storePhoto(uploads: string) {
  fs.mkdirSync(uploads, { recursive: true });
  fs.writeFileSync(path.join(uploads, NAME), "original");
  fs.writeFileSync(path.join(uploads, THUMB), "small");
}

describe("photo queue", () => {
  it("keeps what waits across a restart and sends each file once", async () => {
    const uploads = tempDir();
    const target = tempDir();
    const first = countingStore(target);
    first.fail(true);
    const queue = createPhotoQueue({ uploadsDir: uploads, store: first.store, retentionDays: 30 });
    queue.start();
    await queue.idle();
    storePhoto(uploads);
    queue.enqueue([NAME]);
    await queue.idle();
    expect(queue.state.waiting).toBe(2);
    expect(queue.state.lastError).toBe("target unreachable");
    await queue.stop();

    const second = countingStore(target);
    const again = createPhotoQueue({ uploadsDir: uploads, store: second.store, retentionDays: 30 });
    again.start();
    await again.idle();
    expect(second.puts.sort()).toEqual([NAME, THUMB].sort());
    expect(again.state.waiting).toBe(0);
    await again.stop();

    // A third start finds both on the target: nothing is sent again.
    const third = countingStore(target);
    const last = createPhotoQueue({ uploadsDir: uploads, store: third.store, retentionDays: 30 });
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
    const queue = createPhotoQueue({
      uploadsDir: uploads,
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
});
