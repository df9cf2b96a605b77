import { describe, expect, it } from "vitest";
import { metaDescription, serializeJsonLd } from "./seo";

describe("metaDescription", () => {
  it("keeps short text whole, on one line", () => {
    expect(metaDescription("  A villa\nin   Adyar. ")).toBe("A villa in Adyar.");
  });

  it("cuts long text at a word boundary, at most 160 characters with the ellipsis", () => {
    const words = "Concrete roofs need slope, drainage and a membrane before the monsoon arrives";
    const text = `${words} ${words} ${words}`;
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("…")).toBe(true);
    const kept = description.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    // The next character of the original is a space: no word was cut in half.
    expect(text.charAt(kept.length)).toMatch(/[\s,.]/);
  });

  it("cuts a single endless word without going over the limit", () => {
    expect(metaDescription("x".repeat(400)).length).toBe(160);
  });
});

describe("serializeJsonLd", () => {
  it("never lets a title end the script element, and still parses back", () => {
    const data = { headline: `</script><script>alert("x")</script> <!-- & 'quotes'` };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/<|>/);
    expect(json.toLowerCase()).not.toContain("</script");
    expect(JSON.parse(json)).toEqual(data);
  });
});
