import { describe, expect, it } from "vitest";
import { addressKey, RateLimiter, signInKey, signInLimiter } from "./rate-limit.server";

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

describe("RateLimiter", () => {
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

describe("addressKey", () => {
  it("keeps IPv4 addresses, also when mapped into IPv6", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts IPv6 clients by their /64 network, however the address is written", () => {
    const network = addressKey("2001:db8:1:2::1");
    expect(network).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe(network);
    expect(addressKey("2001:db8:1:2:0:0:0:99")).toBe(network);
    expect(addressKey("2001:db8:1:3::1")).not.toBe(network);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("puts every address of one /64 under one sign-in key", () => {
    expect(signInKey("2001:db8::1", "A@x.in")).toBe(signInKey("2001:db8::2", "a@x.in"));
  });
});
