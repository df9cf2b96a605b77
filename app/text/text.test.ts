import { describe, expect, it } from "vitest";
import { truncate, withLfLineBreaks } from "./text";

describe("truncate", () => {
  it("keeps short text as it is, with whitespace tidied", () => {
    expect(truncate("  A short  line\n")).toBe("A short line");
  });

  it("cuts long text at a word boundary within the limit and adds an ellipsis", () => {
    const text =
      "A three-storey residential building in Adyar with a rooftop garden and solar panels";
    const result = truncate(text, 50);
    expect(result.endsWith("…")).toBe(true);
    expect(result.length).toBeLessThanOrEqual(51);
    expect(result.length).toBeGreaterThanOrEqual(40);
    expect(text.startsWith(result.slice(0, -1))).toBe(true);
  });

  it("drops punctuation left dangling before the ellipsis", () => {
    expect(truncate("A two-storey family home with a shaded terrace, built for a client", 50)).toBe(
      "A two-storey family home with a shaded terrace…",
    );
  });

  it("cuts a long unbroken word at the limit", () => {
    expect(truncate("x".repeat(80), 50)).toBe(`${"x".repeat(50)}…`);
  });
});

describe("withLfLineBreaks", () => {
  it("turns CR LF and a lone CR into LF, and leaves LF as it is", () => {
    expect(withLfLineBreaks("a\r\n\r\nb\rc\nd")).toBe("a\n\nb\nc\nd");
  });
});
