/**
 * Runs image decoding and encoding (every use of sharp: uploads, their
 * variants, share cards) in a short-lived child process
 * (app/media/image-encoder-child.server.ts; docs/decisions/029-server-memory.md,
 * "Image encoding in a child process"), so the memory libvips and glibc keep
 * after a burst of uploads leaves with the child instead of staying in the
 * server.
 *
 * - One child at a time, started on the first job; it exits once no job has
 *   been outstanding for `idleMs`.
 * - A child that dies with jobs outstanding (killed, out of memory, crashed)
 *   is replaced and each of its jobs is sent once more; a job whose second
 *   child dies too is rejected with an EncoderStoppedError. The server itself
 *   never stops for it.
 * - A child that has work but answers nothing for `stallMs` (a decoder stuck
 *   on a crafted file, say) is killed, and counts as a child that died: the
 *   upload waiting on it gets an answer instead of hanging.
 */
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type {
  EncoderJob,
  EncoderReply,
  EncoderResult,
  ShareCardJob,
  StoreJob,
  StoreResult,
  VariantsJob,
} from "./image-encoder-child.server";

/** How long a child waits for more work before it exits. */
const ENCODER_IDLE_MS = 10_000;
/**
 * How long a child with work may go without answering any job before it is
 * taken for stuck. The largest upload allowed (50 megapixels) and its twelve
 * variants take seconds, not minutes.
 */
const ENCODER_STALL_MS = 120_000;
/** Sends of one job: the first, and one more after its child died. */
const ATTEMPTS = 2;

/** The child that had the job died, twice. */
export class EncoderStoppedError extends Error {
  constructor(readonly reason: string) {
    super(`the image encoder stopped (${reason})`);
    this.name = "EncoderStoppedError";
  }
}

/** A failure the child reported (the image could not be read or written), with its errno code. */
export class EncodingError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "EncodingError";
  }
}

type Pending = {
  job: EncoderJob;
  attempts: number;
  child: ChildProcess;
  resolve: (result: EncoderResult) => void;
  reject: (error: Error) => void;
};

export type EncoderCommand = { script: string; execArgv: string[] };

type EncoderOptions = {
  idleMs: number;
  command: () => EncoderCommand;
  /** How long a child with work may stay silent (default ENCODER_STALL_MS). */
  stallMs?: number;
};

/**
 * How to start the child. From the TypeScript sources (`npm run dev`, Vitest) this module is a
 * .ts file and the child runs its source through tsx; in the build it is bundled under
 * build/server/ and the child is the compiled build/image-encoder-child.js.
 */
export function encoderCommand(): EncoderCommand {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith(".ts")) {
    return {
      script: path.join(path.dirname(here), "image-encoder-child.server.ts"),
      execArgv: ["--import", "tsx"],
    };
  }
  // build/server/index.js, or a chunk in build/server/assets/: the script is in build/.
  let dir = path.dirname(here);
  for (let up = 0; up < 3; up++, dir = path.dirname(dir)) {
    const script = path.join(dir, "image-encoder-child.js");
    if (fs.existsSync(script)) return { script, execArgv: [] };
  }
  return { script: path.resolve("build/image-encoder-child.js"), execArgv: [] };
}

export class ImageEncoder {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Armed while the child has work; every answer re-arms it. */
  private stallTimer: NodeJS.Timeout | null = null;
  /** Why a child was killed by this class, to say so when it exits. */
  private readonly killedFor = new WeakMap<ChildProcess, string>();

  constructor(
    private readonly options: EncoderOptions = {
      idleMs: ENCODER_IDLE_MS,
      command: encoderCommand,
    },
  ) {}

  /** The running child's process id, or null while none runs. */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  store(job: Omit<StoreJob, "kind">): Promise<StoreResult> {
    return this.run({ kind: "store", ...job }) as Promise<StoreResult>;
  }

  variants(job: Omit<VariantsJob, "kind">): Promise<void> {
    return this.run({ kind: "variants", ...job }).then(() => undefined);
  }

  shareCard(job: Omit<ShareCardJob, "kind">): Promise<void> {
    return this.run({ kind: "share-card", ...job }).then(() => undefined);
  }

  /** Ends the child at once (its outstanding jobs are rejected); the next job starts another. */
  stop() {
    const child = this.child;
    this.child = null;
    this.clearIdle();
    this.clearStall();
    for (const [id, entry] of this.pending) {
      if (entry.child !== child) continue;
      this.pending.delete(id);
      entry.reject(new EncoderStoppedError("stopped"));
    }
    child?.kill("SIGKILL");
  }

  private run(job: EncoderJob): Promise<EncoderResult> {
    return new Promise((resolve, reject) => {
      this.send(this.nextId++, { job, attempts: 0, resolve, reject });
    });
  }

  private send(id: number, entry: Omit<Pending, "child">) {
    this.clearIdle();
    const child = this.child ?? this.spawn();
    child.ref();
    child.channel?.ref();
    this.pending.set(id, { ...entry, attempts: entry.attempts + 1, child });
    if (!this.stallTimer) this.watchForStall(child);
    child.send({ id, ...entry.job }, (error) => {
      // The channel closed under it: the child is dying, and its exit sends the job again.
      if (error && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    });
  }

  private spawn(): ChildProcess {
    const { script, execArgv } = this.options.command();
    const child = fork(script, [], { execArgv, serialization: "advanced", stdio: "inherit" });
    this.child = child;
    child.on("message", (reply: EncoderReply) => this.settle(child, reply));
    child.on("error", (error) => {
      console.error("The image encoder process failed:", error.message);
      // Never started (no process to exit): its jobs go as if it had died.
      if (child.pid === undefined) this.exited(child, error.message);
    });
    child.once("exit", (code, signal) => this.exited(child, signal ?? `exit code ${code}`));
    return child;
  }

  private settle(child: ChildProcess, reply: EncoderReply) {
    const entry = this.pending.get(reply.id);
    if (!entry || entry.child !== child) return;
    this.pending.delete(reply.id);
    this.clearStall();
    if (this.hasWork(child)) this.watchForStall(child);
    if (reply.ok) entry.resolve(reply.result);
    else entry.reject(new EncodingError(reply.error.message, reply.error.code));
    this.idleWhenDone(child);
  }

  private exited(child: ChildProcess, reason: string) {
    if (this.child === child) {
      this.child = null;
      this.clearIdle();
      this.clearStall();
    }
    reason = this.killedFor.get(child) ?? reason;
    const lost = [...this.pending].filter(([, entry]) => entry.child === child);
    // Logged as variant-queue.server.ts logs a failed variant (this module reads no configuration,
    // so importing it never fixes the settings before a test or script has set them).
    if (lost.length)
      console.error(
        `The image encoder (pid ${child.pid}) stopped during its work (${reason}); ${lost.length} job(s) affected.`,
      );
    for (const [id, entry] of lost) {
      this.pending.delete(id);
      if (entry.attempts < ATTEMPTS) this.send(id, entry);
      else entry.reject(new EncoderStoppedError(reason));
    }
  }

  /** With nothing outstanding, the child may leave after the idle time; it need not keep the server alive. */
  private idleWhenDone(child: ChildProcess) {
    if (this.child !== child || this.hasWork(child)) return;
    child.unref();
    child.channel?.unref();
    this.clearIdle();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.child !== child) return;
      // Later jobs start a new child; this one exits when its channel closes.
      this.child = null;
      if (child.connected) child.disconnect();
    }, this.options.idleMs);
    this.idleTimer.unref();
  }

  private clearIdle() {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private hasWork(child: ChildProcess) {
    for (const entry of this.pending.values()) if (entry.child === child) return true;
    return false;
  }

  /** Kills `child` if it still has work and has answered nothing once `stallMs` have passed. */
  private watchForStall(child: ChildProcess) {
    const stallMs = this.options.stallMs ?? ENCODER_STALL_MS;
    this.stallTimer = setTimeout(() => {
      this.stallTimer = null;
      if (!this.hasWork(child) || child.exitCode !== null || child.signalCode !== null) return;
      this.killedFor.set(child, `no answer for ${stallMs / 1000} s`);
      child.kill("SIGKILL");
    }, stallMs);
    this.stallTimer.unref();
  }

  private clearStall() {
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.stallTimer = null;
  }
}

/** The server's one encoder. */
export const imageEncoder = new ImageEncoder();
