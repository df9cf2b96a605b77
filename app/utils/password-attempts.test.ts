import { describe, expect, it } from "vitest";
import {
  FailureBudget,
  KnownAddresses,
  RateLimiter,
  startPasswordAttempt,
  type AttemptRefusal,
  type PasswordAttempt,
} from "./rate-limit.server";

describe("RateLimiter.begin: counted when the attempt starts", () => {
  it("lets 5 simultaneous attempts start and refuses the 6th before any has ended", () => {
    const limiter = new RateLimiter({ limit: 5, windowMs: 600_000, blockMs: 600_000 });
    const results = Array.from({ length: 11 }, () => limiter.begin("k"));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(results.slice(5).every((result) => !result.allowed)).toBe(true);
  });

  it("gives an attempt back with refund, which lifts a block it caused", () => {
    const limiter = new RateLimiter({ limit: 2, windowMs: 600_000, blockMs: 600_000 });
    limiter.begin("k");
    limiter.begin("k");
    expect(limiter.check("k").allowed).toBe(false);
    limiter.refund("k");
    expect(limiter.check("k").allowed).toBe(true);
    expect(limiter.begin("k").allowed).toBe(true);
    expect(limiter.begin("k").allowed).toBe(false);
  });
});

describe("FailureBudget", () => {
  function clocked() {
    let now = 1_000_000;
    const budget = new FailureBudget({ capacity: 3, refillMs: 10_000, now: () => now });
    return { budget, advance: (ms: number) => (now += ms) };
  }

  it("allows `capacity` at once, then one per refill period, with a short Retry-After", () => {
    const { budget, advance } = clocked();
    for (let i = 0; i < 3; i++) expect(budget.take("owner").allowed).toBe(true);
    expect(budget.take("owner")).toEqual({ allowed: false, retryAfterSeconds: 10 });
    advance(4_000);
    expect(budget.take("owner")).toEqual({ allowed: false, retryAfterSeconds: 6 });
    advance(6_000);
    expect(budget.take("owner").allowed).toBe(true);
    expect(budget.take("owner").allowed).toBe(false);
    // Other keys have their own budget.
    expect(budget.take("someone-else").allowed).toBe(true);
  });

  it("takes back what a success gives back, never above capacity", () => {
    const { budget } = clocked();
    budget.take("owner");
    budget.giveBack("owner");
    budget.giveBack("owner");
    for (let i = 0; i < 3; i++) expect(budget.take("owner").allowed).toBe(true);
    expect(budget.take("owner").allowed).toBe(false);
  });
});

describe("KnownAddresses", () => {
  it("remembers an address for an e-mail, ignoring case, for 30 days", () => {
    let now = 0;
    const known = new KnownAddresses({ maxAgeMs: 30 * 86_400_000, perEmail: 2, now: () => now });
    known.remember("Owner@Example.com", "198.51.100.7");
    expect(known.has("owner@example.com", "198.51.100.7")).toBe(true);
    expect(known.has("owner@example.com", "198.51.100.8")).toBe(false);
    expect(known.has("other@example.com", "198.51.100.7")).toBe(false);
    now += 30 * 86_400_000;
    expect(known.has("owner@example.com", "198.51.100.7")).toBe(false);
  });

  it("keeps the most recent addresses of an e-mail", () => {
    const known = new KnownAddresses({ maxAgeMs: 86_400_000, perEmail: 2 });
    known.remember("owner@example.com", "a");
    known.remember("owner@example.com", "b");
    known.remember("owner@example.com", "a");
    known.remember("owner@example.com", "c");
    expect(["a", "b", "c"].map((address) => known.has("owner@example.com", address))).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe("startPasswordAttempt", () => {
  const allowed = (attempt: PasswordAttempt | AttemptRefusal): attempt is PasswordAttempt =>
    attempt.allowed;

  it("refuses the 6th simultaneous attempt for an e-mail from one address", () => {
    const attempts = Array.from({ length: 11 }, () =>
      startPasswordAttempt("eleven@example.com", "203.0.113.200"),
    );
    expect(attempts.filter(allowed)).toHaveLength(5);
    expect(attempts.slice(5).every((attempt) => !attempt.allowed)).toBe(true);
  });

  it("gives back an attempt that was never checked", () => {
    const first = startPasswordAttempt("busy@example.com", "203.0.113.201");
    for (let i = 0; i < 4; i++) startPasswordAttempt("busy@example.com", "203.0.113.201");
    expect(startPasswordAttempt("busy@example.com", "203.0.113.201").allowed).toBe(false);
    if (!allowed(first)) throw new Error("the first attempt was refused");
    first.notChecked();
    expect(startPasswordAttempt("busy@example.com", "203.0.113.201").allowed).toBe(true);
  });

  it("spends an e-mail's budget from every address, and a known address skips it", () => {
    const email = "flooded@example.com";
    const owner = startPasswordAttempt(email, "198.51.100.99");
    if (!allowed(owner)) throw new Error("the owner's first attempt was refused");
    expect(owner.knownAddress).toBe(false);
    owner.succeeded();
    for (let i = 0; i < 30; i++) {
      expect(startPasswordAttempt(email, `10.9.0.${i}`).allowed, `address ${i}`).toBe(true);
    }
    const stranger = startPasswordAttempt(email, "10.9.1.1");
    expect(stranger.allowed).toBe(false);
    expect((stranger as AttemptRefusal).retryAfterSeconds).toBeLessThanOrEqual(10);
    // A made-up e-mail has a budget of its own, spent the same way.
    expect(startPasswordAttempt("made-up@example.com", "10.9.1.1").allowed).toBe(true);
    const again = startPasswordAttempt(email, "198.51.100.99");
    expect(again.allowed).toBe(true);
    expect((again as PasswordAttempt).knownAddress).toBe(true);
  });
});
