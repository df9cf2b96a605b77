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
 * Which line of the HashGate an attempt waits in. `knownAddress`: the client
 * address signed in successfully to the e-mail it names before (never decided
 * by whether the e-mail has an account, which would tell a stranger so);
 * `address`: the client's `addressKey`, so one address cannot fill the line.
 */
export type HashLane = { knownAddress: boolean; address: string };

/** New passwords chosen by a signed-in administrator or the admin command. */
const ADMIN_LANE: HashLane = { knownAddress: true, address: "" };

/**
 * Each hash takes 128 MiB and a thread of libuv's pool (4
 * threads, shared with file reads) for a good fraction of a second. At most
 * `concurrency` run at once. Others wait, for up to `maxWaitMs`, in one of
 * two lines: attempts from an address that signed in to that e-mail before
 * go first; all others, known e-mail or not, share one line served one
 * client address at a time, the least recently served first, at most
 * `maxWaitingPerAddress` from one address and `maxWaiting` in all. Beyond that: HashingBusyError at once.
 * See docs/decisions/013-sign-in-flood-limits.md and 037.
 */
export class HashGate {
  private running = 0;
  private readonly known: Waiter[] = [];
  /** Waiting attempts by client address. */
  private readonly byAddress = new Map<string, Waiter[]>();
  private waitingByAddress = 0;
  /** When each recent address last had a hash started, oldest first (at most 1,000 kept). */
  private readonly lastServed = new Map<string, number>();
  private served = 0;

  constructor(
    readonly options: {
      concurrency: number;
      maxWaiting: number;
      maxWaitingPerAddress: number;
      maxWaitMs: number;
    },
  ) {}

  async run<T>(task: () => Promise<T>, lane: HashLane = ADMIN_LANE): Promise<T> {
    await this.acquire(lane);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(lane: HashLane): Promise<void> {
    if (this.running < this.options.concurrency) {
      this.running += 1;
      this.markServed(lane);
      return Promise.resolve();
    }
    const line = lane.knownAddress ? this.known : (this.byAddress.get(lane.address) ?? []);
    const full = lane.knownAddress
      ? line.length >= this.options.maxWaiting
      : this.waitingByAddress >= this.options.maxWaiting ||
        line.length >= this.options.maxWaitingPerAddress;
    if (full) return Promise.reject(new HashingBusyError());
    if (!lane.knownAddress) {
      this.byAddress.set(lane.address, line);
      this.waitingByAddress += 1;
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.remove(lane, line, waiter);
          reject(new HashingBusyError());
        }, this.options.maxWaitMs),
      };
      line.push(waiter);
    });
  }

  private remove(lane: HashLane, line: Waiter[], waiter: Waiter) {
    line.splice(line.indexOf(waiter), 1);
    if (lane.knownAddress) return;
    this.waitingByAddress -= 1;
    if (line.length === 0) this.byAddress.delete(lane.address);
  }

  private markServed(lane: HashLane) {
    if (lane.knownAddress) return;
    this.lastServed.delete(lane.address);
    this.lastServed.set(lane.address, ++this.served);
    if (this.lastServed.size > 1_000) {
      this.lastServed.delete(this.lastServed.keys().next().value as string);
    }
  }

  /**
   * The next waiter: a known address first, else the first waiting attempt of
   * the address served least recently (one never served before goes first), so
   * a new client waits for at most the hash already running.
   */
  private next(): Waiter | undefined {
    const known = this.known.shift();
    if (known) return known;
    let turn: string | undefined;
    for (const address of this.byAddress.keys()) {
      const served = this.lastServed.get(address) ?? 0;
      if (turn === undefined || served < (this.lastServed.get(turn) ?? 0)) turn = address;
    }
    if (turn === undefined) return undefined;
    const line = this.byAddress.get(turn)!;
    const waiter = line.shift();
    this.waitingByAddress -= 1;
    if (line.length === 0) this.byAddress.delete(turn);
    this.markServed({ knownAddress: false, address: turn });
    return waiter;
  }

  private release() {
    const next = this.next();
    if (!next) {
      this.running -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.resolve();
  }
}

/** One hash at a time: on two cores, the other core keeps serving pages and files. */
const hashGate = new HashGate({
  concurrency: 1,
  maxWaiting: 10,
  maxWaitingPerAddress: 4,
  maxWaitMs: 15_000,
});

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  lane: HashLane,
) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return hashGate.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
    lane,
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS, ADMIN_LANE);
  return [
    "scrypt",
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
}

/** `lane`: where the attempt waits for the hashing gate (see HashGate). */
export async function verifyPassword(
  password: string,
  stored: string,
  lane: HashLane = ADMIN_LANE,
): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(
    password,
    Buffer.from(salt, "base64"),
    { N: Number(n), r: Number(r), p: Number(p) },
    lane,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * What an unknown e-mail's password is checked against, so both failures cost
 * the same hash in the same line: a stored-hash string with the current
 * parameters and a random salt and key. No password hashes to it, and making
 * it costs no hash (an early one would delay the first unknown e-mail).
 */
const decoyHash = [
  "scrypt",
  PARAMS.N,
  PARAMS.r,
  PARAMS.p,
  randomBytes(16).toString("base64"),
  randomBytes(KEY_LENGTH).toString("base64"),
].join("$");
export function getDecoyHash() {
  return decoyHash;
}

export { passwordProblem } from "./password-rules";
