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

/** docs/security.md, item 1: 5 failed sign-ins for one account from one address within 10 minutes. */
export const signInLimiter = new RateLimiter({
  limit: 5,
  windowMs: 10 * 60_000,
  blockMs: 10 * 60_000,
});

export function signInKey(clientIp: string, email: string) {
  return `${addressKey(clientIp)}|${email.trim().toLowerCase()}`;
}

/**
 * docs/security.md, item 17: failed sign-ins from one client address, whatever the e-mail,
 * so made-up addresses cannot keep the server hashing. Far above what the
 * owner mistypes; a blocked address still gets 429 with Retry-After.
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

/** docs/security.md, item 6: contact form posts per address (use `addressKey`). */
export const contactLimiter = new RateLimiter({
  limit: 5,
  windowMs: 10 * 60_000,
  blockMs: 10 * 60_000,
});
