import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * scrypt at OWASP's recommended parameters (N=2^17, r=8, p=1, 128 MiB):
 * built into Node, so nothing native to compile. See docs/decisions.
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

/** Too many sign-ins are being checked at once; the caller answers 429 with Retry-After. */
export class HashingBusyError extends Error {
  readonly retryAfterSeconds = 5;
  constructor() {
    super("The server is busy checking other sign-ins. Please try again in a few seconds.");
    this.name = "HashingBusyError";
  }
}

type Waiter = { resolve: () => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

/**
 * Each hash takes 128 MiB and a thread of libuv's pool (4
 * threads, shared with file reads) for a good fraction of a second. At most
 * `concurrency` run at once; others wait in line, up to `maxWaiting` of them
 * for up to `maxWaitMs`, else HashingBusyError. Attempts for an account that
 * exists go ahead of the rest, so the owner signs in during a flood of
 * made-up e-mails. See docs/decisions/013-sign-in-flood-limits.md.
 */
export class HashGate {
  private running = 0;
  private readonly lines = { first: [] as Waiter[], rest: [] as Waiter[] };

  constructor(readonly options: { concurrency: number; maxWaiting: number; maxWaitMs: number }) {}

  async run<T>(task: () => Promise<T>, priority = false): Promise<T> {
    await this.acquire(priority);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(priority: boolean): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    const line = priority ? this.lines.first : this.lines.rest;
    if (line.length >= this.options.maxWaiting) return Promise.reject(new HashingBusyError());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          line.splice(line.indexOf(waiter), 1);
          reject(new HashingBusyError());
        }, this.options.maxWaitMs),
      };
      line.push(waiter);
    });
  }

  private release() {
    const next = this.lines.first.shift() ?? this.lines.rest.shift();
    if (!next) {
      this.running -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.resolve();
  }
}

/** One hash at a time: on two cores, the other core keeps serving pages and files. */
export const hashGate = new HashGate({ concurrency: 1, maxWaiting: 10, maxWaitMs: 15_000 });

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  priority: boolean,
) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return hashGate.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
    priority,
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS, true);
  return [
    "scrypt",
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
}

/** `priority`: the attempt names an account that exists (see HashGate). */
export async function verifyPassword(
  password: string,
  stored: string,
  priority = false,
): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(
    password,
    Buffer.from(salt, "base64"),
    { N: Number(n), r: Number(r), p: Number(p) },
    priority,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified when the e-mail is unknown so both failures take as long. */
let decoyHash: Promise<string> | undefined;
export function getDecoyHash() {
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return decoyHash;
}

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem } from "./password-rules";
