/**
 * The image encoder's child process (docs/decisions/029-server-memory.md):
 * the work happens in another process, which leaves when idle; a child
 * killed during a job does not lose it; a job whose child dies twice is
 * reported and the next job is served; a child that stops answering is
 * killed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  EncoderStoppedError,
  EncodingError,
  ImageEncoder,
  encoderCommand,
  type EncoderCommand,
} from "./image-encoder.server";
import { storedFileNames } from "./image-variants";
import { until } from "../../test/support/poll";

const IDLE_MS = 500;
let dir: string;
let encoder: ImageEncoder;
/** A photo-like 1920×1280 stored image: its 12 variants take a child several seconds. */
let bigPhoto: Buffer;
let count = 0;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "encoder-test-"));
  bigPhoto = await sharp({
    create: {
      width: 1920,
      height: 1280,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
});
afterEach(() => encoder?.stop());
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function newEncoder() {
  encoder = new ImageEncoder({ idleMs: IDLE_MS, command: encoderCommand });
  return encoder;
}

/** A fresh stored-file name (24 base64url characters). */
function storedName() {
  return `${String(++count).padStart(24, "x")}.webp`;
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const onDisk = (name: string) => fs.existsSync(path.join(dir, name));

describe("image encoder", () => {
  it("stores an image in a child process, which exits once idle", async () => {
    const encoder = newEncoder();
    expect(encoder.pid).toBeNull();
    const fileName = storedName();
    const input = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#c2410c" },
    })
      .png()
      .toBuffer();
    const stored = await encoder.store({ uploadsDir: dir, fileName, input, animated: false });
    expect(stored).toEqual({ width: 800, height: 600 });
    const pid = encoder.pid!;
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    expect(alive(pid)).toBe(true);
    const meta = await sharp(path.join(dir, fileName)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 600]);

    await until(() => encoder.pid === null && !alive(pid), "the idle child to exit", {
      timeoutMs: 10_000,
    });
    // The next job starts another child.
    await encoder.variants({ uploadsDir: dir, fileName });
    expect(onDisk(fileName.replace(/\.webp$/, ".w640.avif"))).toBe(true);
    expect(encoder.pid).not.toBe(pid);
  });

  it("reports an unreadable image as the child's error and keeps the child", async () => {
    const encoder = newEncoder();
    const fileName = storedName();
    const job = encoder.store({
      uploadsDir: dir,
      fileName,
      input: new TextEncoder().encode("not an image at all"),
      animated: false,
    });
    await expect(job).rejects.toBeInstanceOf(EncodingError);
    const pid = encoder.pid!;
    expect(alive(pid)).toBe(true);
    expect(onDisk(fileName)).toBe(false);
  });

  it("sends the job again when its child is killed, and finishes it", async () => {
    const encoder = newEncoder();
    const fileName = storedName();
    await encoder.store({ uploadsDir: dir, fileName, input: bigPhoto, animated: false });
    encoder.stop();

    const job = encoder.variants({ uploadsDir: dir, fileName });
    const first = await until(() => encoder.pid, "a child");
    // Killed in the middle of its encodes (the first of twelve files is out).
    await until(() => onDisk(fileName.replace(/\.webp$/, ".w320.webp")), "the first variant", {
      timeoutMs: 60_000,
    });
    process.kill(first, "SIGKILL");
    await job;
    for (const name of storedFileNames(fileName).filter((name) => !/w1920/.test(name)))
      expect(onDisk(name), name).toBe(true);
    expect(alive(first)).toBe(false);
    expect(encoder.pid).not.toBe(first);
    // Twelve encodes twice over, in a child that competes with the other integration files.
  }, 120_000);

  it("reports a job whose child dies twice, and serves the next job", async () => {
    const encoder = newEncoder();
    const fileName = storedName();
    const job = encoder.store({ uploadsDir: dir, fileName, input: bigPhoto, animated: false });
    const outcome = job.then(
      () => "stored",
      (error: Error) => error,
    );
    const first = await until(() => encoder.pid, "a child");
    process.kill(first, "SIGKILL");
    const second = await until(
      () => (encoder.pid !== first ? encoder.pid : null),
      "a second child",
    );
    process.kill(second, "SIGKILL");
    const error = await outcome;
    expect(error).toBeInstanceOf(EncoderStoppedError);
    expect((error as EncoderStoppedError).reason).toBe("SIGKILL");

    const next = storedName();
    await expect(
      encoder.store({ uploadsDir: dir, fileName: next, input: bigPhoto, animated: false }),
    ).resolves.toEqual({ width: 1920, height: 1280 });
    expect(encoder.pid).not.toBe(second);
  });

  it("kills a child that has work but answers nothing, and rejects the job after two", async () => {
    // A child that takes jobs and never answers: a decoder stuck on a crafted file.
    const script = path.join(dir, "stuck-child.mjs");
    fs.writeFileSync(script, 'process.on("message", () => {});\n');
    const pids: number[] = [];
    const stuck: () => EncoderCommand = () => ({ script, execArgv: [] });
    encoder = new ImageEncoder({ idleMs: IDLE_MS, command: stuck, stallMs: 400 });
    const job = encoder.store({
      uploadsDir: dir,
      fileName: storedName(),
      input: bigPhoto,
      animated: false,
    });
    const outcome = job.then(
      () => "stored",
      (error: Error) => error,
    );
    pids.push(await until(() => encoder.pid, "a child"));
    pids.push(await until(() => (encoder.pid !== pids[0] ? encoder.pid : null), "a second child"));
    const error = await outcome;
    expect(error).toBeInstanceOf(EncoderStoppedError);
    expect((error as EncoderStoppedError).reason).toBe("no answer for 0.4 s");
    await until(() => pids.every((pid) => !alive(pid)), "both stuck children to be gone");
  });
});
