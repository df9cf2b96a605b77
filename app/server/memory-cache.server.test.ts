import { describe, expect, it } from "vitest";
import { ByteBoundedCache, matchesETag, preferredEncoding } from "./memory-cache.server";

describe("ByteBoundedCache", () => {
  it("drops the entries used longest ago once over its bytes", () => {
    const cache = new ByteBoundedCache<string>(100);
    cache.set("a", "A", 40);
    cache.set("b", "B", 40);
    expect(cache.get("a")).toBe("A"); // now b is the one used longest ago
    cache.set("c", "C", 40);
    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c")]).toEqual(["A", "C"]);
    expect({ size: cache.size, bytes: cache.bytes }).toEqual({ size: 2, bytes: 80 });
  });

  it("counts a replaced entry once, and drops one larger than the whole budget", () => {
    const cache = new ByteBoundedCache<string>(100);
    cache.set("a", "A1", 60);
    cache.set("a", "A2", 30);
    expect({ value: cache.get("a"), bytes: cache.bytes }).toEqual({ value: "A2", bytes: 30 });
    cache.set("huge", "H", 500);
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.bytes).toBe(0);
    cache.set("b", "B", 10);
    cache.clear();
    expect({ size: cache.size, bytes: cache.bytes }).toEqual({ size: 0, bytes: 0 });
  });
});

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, and respects a refusal with q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0.0, gzip;q=0")).toBe("identity");
    expect(preferredEncoding(["gzip", "br"])).toBe("br");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("identity")).toBe("identity");
  });
});

describe("matchesETag", () => {
  const etags = new Set(['"abc-gzip"', '"abc-br"']);
  it("matches strong and weak forms in a list, and *", () => {
    expect(matchesETag('"x", W/"abc-br"', etags)).toBe(true);
    expect(matchesETag('"abc-gzip"', etags)).toBe(true);
    expect(matchesETag("*", etags)).toBe(true);
    expect(matchesETag('"abc"', etags)).toBe(false);
    expect(matchesETag(undefined, etags)).toBe(false);
  });
});
