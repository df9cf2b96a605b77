import { describe, expect, it } from "vitest";
import {
  distinctCategories,
  excerpt,
  formatLongDate,
  paragraphs,
  sameCategory,
  shareLinks,
} from "./display";
import { thumbnailUrl } from "~/media/image-urls";

describe("content helpers", () => {
  it("compares categories ignoring case and surrounding spaces", () => {
    expect(sameCategory(" COMMERCIAL ", "Commercial")).toBe(true);
    expect(sameCategory("Commercial", "Industrial")).toBe(false);
  });

  it("lists distinct categories in order, first spelling wins, blanks dropped", () => {
    expect(distinctCategories(["Residential", " residential", "", "Commercial ", "  "])).toEqual([
      "Residential",
      "Commercial",
    ]);
  });

  it("cuts excerpts at 250 characters", () => {
    const long = "a".repeat(300);
    expect(excerpt(long)).toBe(`${"a".repeat(250)}...`);
    expect(excerpt("short")).toBe("short");
    expect(excerpt(`${"b".repeat(100)}\r\n${"c".repeat(200)}`)).toBe(
      `${"b".repeat(100)}\n${"c".repeat(149)}...`,
    );
  });

  it("splits content at blank lines", () => {
    expect(paragraphs("One\nstill one\n\nTwo\r\n  \r\nThree\n\n\n")).toEqual([
      "One\nstill one",
      "Two",
      "Three",
    ]);
  });

  it("formats dates in the site's Indian English style in India's time zone", () => {
    expect(formatLongDate("2025-03-05T10:00:00.000Z")).toBe("5 Mar 2025");
    // 20:00 UTC on March 4 is already March 5 in Chennai.
    expect(formatLongDate("2025-03-04T20:00:00.000Z")).toBe("5 Mar 2025");
    expect(formatLongDate("not a date")).toBe("");
  });

  it("names the 640 px copy of an upload", () => {
    expect(thumbnailUrl("abc.webp")).toBe("/uploads/abc.w640.webp");
  });

  it("builds share links that carry the page URL", () => {
    const links = shareLinks("https://example.com/blog/1", "A & B");
    expect(links.map((link) => link.network)).toEqual(["WhatsApp", "Facebook", "LinkedIn", "X"]);
    for (const link of links) expect(link.href).toContain("example.com%2Fblog%2F1");
  });
});
