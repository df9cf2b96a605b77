import { describe, expect, it } from "vitest";
import { RateLimiter, signInKey, signInLimiter } from "./rate-limit.server";

function clockedLimiter() {
  let now = 1_000_000;
  const limiter = new RateLimiter({
    limit: 5,
    windowMs: 10 * 60_000,
    blockMs: 10 * 60_000,
    now: () => now,
  });
  return { limiter, advance: (ms: number) => (now += ms) };
}

describe("RateLimiter (issue 5.1)", () => {
  it("blocks after 5 failures within the window and answers how long to wait", () => {
    const { limiter, advance } = clockedLimiter();
    for (let i = 0; i < 5; i++) {
      expect(limiter.check("k").allowed).toBe(true);
      limiter.hit("k");
      advance(10_000);
    }
    const result = limiter.check("k");
    expect(result).toEqual({ allowed: false, retryAfterSeconds: 600 - 10 });
  });

  it("lets the block expire by itself", () => {
    const { limiter, advance } = clockedLimiter();
    for (let i = 0; i < 5; i++) limiter.hit("k");
    expect(limiter.check("k").allowed).toBe(false);
    advance(10 * 60_000 - 1);
    expect(limiter.check("k").allowed).toBe(false);
    advance(1);
    expect(limiter.check("k").allowed).toBe(true);
    // A fresh window: one more failure does not block again at once.
    limiter.hit("k");
    expect(limiter.check("k").allowed).toBe(true);
  });

  it("forgets failures older than the window", () => {
    const { limiter, advance } = clockedLimiter();
    for (let i = 0; i < 4; i++) limiter.hit("k");
    advance(10 * 60_000);
    limiter.hit("k");
    expect(limiter.check("k").allowed).toBe(true);
  });

  it("resets on success and keeps keys apart", () => {
    const { limiter } = clockedLimiter();
    for (let i = 0; i < 4; i++) limiter.hit("a");
    limiter.reset("a");
    limiter.hit("a");
    expect(limiter.check("a").allowed).toBe(true);
    for (let i = 0; i < 5; i++) limiter.hit("b");
    expect(limiter.check("b").allowed).toBe(false);
    expect(limiter.check("a").allowed).toBe(true);
  });

  it("counts one account per address, whatever the e-mail's case or spaces", () => {
    expect(signInKey("10.0.0.1", " Owner@Example.com ")).toBe(
      signInKey("10.0.0.1", "owner@example.com"),
    );
    expect(signInKey("10.0.0.1", "owner@example.com")).not.toBe(
      signInKey("10.0.0.2", "owner@example.com"),
    );
    expect(signInLimiter.options).toMatchObject({ limit: 5, windowMs: 600_000 });
  });
});
