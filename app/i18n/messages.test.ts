import { describe, expect, it } from "vitest";
import { categoryName, fill, formatNumber, MESSAGES } from "./messages";
import { en } from "./messages/en";
import { ta } from "./messages/ta";
import { localizedHref } from "./paths";

type Tree = { [key: string]: unknown };

/** Every leaf of a message tree as [dotted key, value]. */
function leaves(tree: Tree, prefix = ""): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? leaves(value as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** A sample text of a leaf: a function is called with numbers and names. */
function sample(value: unknown): string {
  if (typeof value === "function") {
    const args = Array.from({ length: value.length }, (_, index) => (index === 0 ? 3 : "X"));
    return String((value as (...args: unknown[]) => unknown)(...args));
  }
  return String(value);
}

const english = new Map(leaves(en));
const tamil = new Map(leaves(ta));

describe("the message files", () => {
  it("have the same keys in both languages", () => {
    expect([...tamil.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("give every key a text in each language, of the same kind", () => {
    for (const language of Object.values(MESSAGES)) {
      for (const [key, value] of leaves(language)) {
        expect(sample(value).trim(), key).not.toBe("");
        expect(typeof value, key).toBe(typeof english.get(key));
      }
    }
  });

  it("write every Tamil text in Tamil (not a copy of the English one)", () => {
    // Names of brands and networks are written as their owners write them.
    for (const [key, value] of tamil) {
      const text = sample(value).replace(/WhatsApp|Facebook|LinkedIn|YouTube/g, "");
      expect(text, key).toMatch(/[\u0B80-\u0BFF]/);
      if (typeof value === "string") expect(value, key).not.toBe(english.get(key));
    }
  });

  it("keep the placeholders the browser script fills in", () => {
    for (const [key, value] of english) {
      if (typeof value !== "string") continue;
      const names = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(names(String(tamil.get(key))), key).toEqual(names(value));
    }
  });
});

describe("message helpers", () => {
  it("fill placeholders and leave unknown ones", () => {
    expect(fill(en.contact.errors.nameTooLong, { max: 100 })).toBe(
      "Name must be at most 100 characters",
    );
    expect(fill("{a} {b}", { a: 1 })).toBe("1 {b}");
  });

  it("write numbers with Indian grouping in both languages", () => {
    expect(formatNumber(1499, "ta")).toBe("1,499");
    expect(formatNumber(1234567, "en")).toBe("12,34,567");
    expect(formatNumber(1234567, "ta")).toBe("12,34,567");
  });

  it("name the fixed categories and keep an owner's own", () => {
    expect(categoryName(ta, "Residential")).toBe("குடியிருப்பு");
    expect(categoryName(ta, "Temple works")).toBe("Temple works");
  });
});

describe("links inside a page", () => {
  it("move public pages under /ta/ on a Tamil page and keep everything else", () => {
    expect(localizedHref("/", "ta")).toBe("/ta");
    expect(localizedHref("/contact?service=x#contact", "ta")).toBe("/ta/contact?service=x#contact");
    expect(localizedHref("/#recent-projects", "ta")).toBe("/ta#recent-projects");
    expect(localizedHref("/projects/a-house", "ta")).toBe("/ta/projects/a-house");
    expect(localizedHref("/login", "ta")).toBe("/login");
    expect(localizedHref("/blog/rss.xml", "ta")).toBe("/blog/rss.xml");
    expect(localizedHref("/uploads/a.jpg", "ta")).toBe("/uploads/a.jpg");
    expect(localizedHref("?page=2", "ta")).toBe("?page=2");
    expect(localizedHref("https://wa.me/91", "ta")).toBe("https://wa.me/91");
    expect(localizedHref("/contact", "en")).toBe("/contact");
  });
});
