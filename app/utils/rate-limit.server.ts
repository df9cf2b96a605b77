import { isIPv6 } from "node:net";

/**
 * In-memory fixed-window counters. One Node process serves the site
 * (docs/decisions/002-one-express-process.md; why memory: docs/decisions/009-in-memory-rate-limits.md), so memory is the simplest correct store; a restart
 * forgets blocks, which only helps the owner.
 */
export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Entry = { count: number; windowStart: number; blockedUntil: number };

export class RateLimiter {
  private entries = new Map<string, Entry>();

  constructor(
    readonly options: { limit: number; windowMs: number; blockMs: number; now?: () => number },
  ) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** Whether another attempt is allowed for this key right now. */
  check(key: string): LimitResult {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.blockedUntil > now) {
      return { allowed: false, retryAfterSeconds: Math.ceil((entry.blockedUntil - now) / 1000) };
    }
    return { allowed: true };
  }

  /**
   * Checks and counts an attempt in one synchronous step, when it starts: so
   * concurrent attempts cannot all pass a check made before any of them is
   * counted. The attempt that reaches the limit is still allowed; the next is not.
   */
  begin(key: string): LimitResult {
    const blocked = this.check(key);
    return blocked.allowed ? this.hit(key) : blocked;
  }

  /** Takes back one counted attempt (it succeeded, or it was never checked). */
  refund(key: string) {
    const entry = this.entries.get(key);
    if (!entry || entry.count === 0) return;
    entry.count -= 1;
    if (entry.count < this.options.limit) entry.blockedUntil = 0;
  }

  /** Counts an attempt (a failure, or any use for plain throttles); blocks when the limit is reached. */
  hit(key: string): LimitResult {
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || now - entry.windowStart >= this.options.windowMs) {
      entry = { count: 0, windowStart: now, blockedUntil: 0 };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    if (entry.count >= this.options.limit) {
      entry.blockedUntil = now + this.options.blockMs;
    }
    this.prune(now);
    return entry.count > this.options.limit ? this.check(key) : { allowed: true };
  }

  reset(key: string) {
    this.entries.delete(key);
  }

  private prune(now: number) {
    if (this.entries.size < 10_000) return;
    for (const [key, entry] of this.entries) {
      if (entry.blockedUntil <= now && now - entry.windowStart >= this.options.windowMs) {
        this.entries.delete(key);
      }
    }
  }
}

/**
 * docs/security/sign-in.md#password-guessing: 5 failed sign-ins for one account from one address
 * within 10 minutes.
 */
export const signInLimiter = new RateLimiter({
  limit: 5,
  windowMs: 10 * 60_000,
  blockMs: 10 * 60_000,
});

export function signInKey(clientIp: string, email: string) {
  return `${addressKey(clientIp)}|${email.trim().toLowerCase()}`;
}

/**
 * docs/security/sign-in.md#sign-in-floods: failed sign-ins from one client address, whatever the
 * e-mail, so made-up addresses cannot keep the server hashing. Far above what the owner mistypes; a
 * blocked address still gets 429 with Retry-After.
 */
export const signInAddressLimiter = new RateLimiter({
  limit: 20,
  windowMs: 10 * 60_000,
  blockMs: 10 * 60_000,
});

/**
 * The address a limit counts: IPv4 as it is, IPv6 by its /64 network (one
 * subscriber usually holds a whole /64, so counting single addresses would
 * give them 2^64 tries).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [address] = ip.split("%");
  const [head, tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An embedded IPv4 address at the end fills two groups.
  const used = left.length + right.length + (address.includes(".") ? 1 : 0);
  const groups = tail === undefined ? left : [...left, ...Array(8 - used).fill("0"), ...right];
  const network = groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${network.join(":")}::/64`;
}

/**
 * A budget per key that only failures spend, refilled steadily: `capacity`
 * attempts at once, then one every `refillMs`. Spent before the password is
 * hashed and given back when the attempt succeeds or is never checked, so an
 * empty budget means a short wait (at most `refillMs`), never a long lock.
 */
export class FailureBudget {
  private entries = new Map<string, { tokens: number; updatedAt: number }>();

  constructor(readonly options: { capacity: number; refillMs: number; now?: () => number }) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  private entry(key: string, now: number) {
    const { capacity, refillMs } = this.options;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { tokens: capacity, updatedAt: now };
      this.entries.set(key, entry);
      this.prune(now);
    }
    entry.tokens = Math.min(capacity, entry.tokens + (now - entry.updatedAt) / refillMs);
    entry.updatedAt = now;
    return entry;
  }

  /** Spends one attempt, or answers how long until the next one is available. */
  take(key: string): LimitResult {
    const entry = this.entry(key, this.now());
    if (entry.tokens >= 1) {
      entry.tokens -= 1;
      return { allowed: true };
    }
    const waitMs = (1 - entry.tokens) * this.options.refillMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  giveBack(key: string) {
    const entry = this.entry(key, this.now());
    entry.tokens = Math.min(this.options.capacity, entry.tokens + 1);
  }

  private prune(now: number) {
    if (this.entries.size < 10_000) return;
    const { capacity, refillMs } = this.options;
    for (const [key, entry] of this.entries) {
      if (entry.tokens + (now - entry.updatedAt) / refillMs >= capacity) this.entries.delete(key);
    }
  }
}

/**
 * Failed password checks for one e-mail from every address together (sign-in
 * and current-password checks alike), so a flood from many addresses gets at
 * most 30 guesses at once and then one every 10 seconds. Keyed by the e-mail
 * as typed (normalised), whether or not an account has it, so a made-up
 * e-mail behaves exactly like a real one. Addresses the account has signed in
 * from do not spend it (`knownSignInAddresses`).
 * See docs/decisions/037-sign-in-under-distributed-floods.md.
 */
const accountFailureBudget = new FailureBudget({ capacity: 30, refillMs: 10_000 });

/**
 * Client addresses (as `addressKey`) that signed in successfully to an
 * e-mail in the last 30 days, up to 20 per e-mail. Their attempts for that
 * e-mail skip the shared per-account budget and wait in the hashing gate's
 * own line, so the owner signs in from a phone or office used before however
 * many other addresses flood the same e-mail. Only the right password puts an
 * address here, so a flood cannot.
 */
export class KnownAddresses {
  private byEmail = new Map<string, Map<string, number>>();

  constructor(
    readonly options: { maxAgeMs: number; perEmail: number; now?: () => number } = {
      maxAgeMs: 30 * 24 * 3600_000,
      perEmail: 20,
    },
  ) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  remember(email: string, address: string) {
    const key = normalizedEmail(email);
    const addresses = this.byEmail.get(key) ?? new Map<string, number>();
    addresses.delete(address);
    addresses.set(address, this.now());
    while (addresses.size > this.options.perEmail) {
      addresses.delete(addresses.keys().next().value as string);
    }
    this.byEmail.set(key, addresses);
  }

  has(email: string, address: string): boolean {
    const seen = this.byEmail.get(normalizedEmail(email))?.get(address);
    return seen !== undefined && this.now() - seen < this.options.maxAgeMs;
  }
}

const knownSignInAddresses = new KnownAddresses();

function normalizedEmail(email: string) {
  return email.trim().toLowerCase();
}

/** Why a password check was refused before hashing, and for how long. */
export type AttemptRefusal = { allowed: false; retryAfterSeconds: number };

/** A counted password attempt: say how it ended so the counts are kept or given back. */
export type PasswordAttempt = {
  allowed: true;
  /**
   * The address (or the browser's device cookie) signed in to this e-mail
   * before: the e-mail's budget is not spent and the hash runs in the gate's own line.
   */
  knownAddress: boolean;
  address: string;
  /** Right password: the failure counts are given back and the address remembered. */
  succeeded(): void;
  /** Not checked (the hashing gate was full): nothing was learnt, so nothing is spent. */
  notChecked(): void;
};

/**
 * Starts a password check for `email` from `clientIp`: every limit is checked
 * and counted in one synchronous step, before any hashing, so concurrent
 * attempts cannot slip past a limit. A failure keeps what it spent; call
 * `succeeded()` or `notChecked()` otherwise. Sign-in and current-password
 * checks both go through here. `knownDevice`: the request carries a valid
 * device cookie for this e-mail (`app/http/device-cookie.server.ts`), treated
 * like a known address; the per-address limits apply all the same.
 */
export function startPasswordAttempt(
  email: string,
  clientIp: string,
  options: { knownDevice?: boolean } = {},
): PasswordAttempt | AttemptRefusal {
  const address = addressKey(clientIp);
  const key = signInKey(clientIp, email);
  const account = normalizedEmail(email);
  const knownAddress = options.knownDevice === true || knownSignInAddresses.has(account, address);
  const refusal = [signInLimiter.check(key), signInAddressLimiter.check(address)].find(
    (result): result is AttemptRefusal => !result.allowed,
  );
  if (refusal) return refusal;
  if (!knownAddress) {
    const budget = accountFailureBudget.take(account);
    if (!budget.allowed) return budget;
  }
  signInLimiter.begin(key);
  signInAddressLimiter.begin(address);
  const giveBack = () => {
    signInAddressLimiter.refund(address);
    if (!knownAddress) accountFailureBudget.giveBack(account);
  };
  return {
    allowed: true,
    knownAddress,
    address,
    succeeded() {
      signInLimiter.reset(key);
      giveBack();
      knownSignInAddresses.remember(account, address);
    },
    notChecked() {
      signInLimiter.refund(key);
      giveBack();
    },
  };
}

/** docs/security/requests.md#contact-form: contact form posts per address (use `addressKey`). */
export const contactLimiter = new RateLimiter({
  limit: 5,
  windowMs: 10 * 60_000,
  blockMs: 10 * 60_000,
});
