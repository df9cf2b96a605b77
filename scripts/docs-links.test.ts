/**
 * Every link into docs/ leads somewhere: a `docs/<path>(#anchor)` written in code, comments,
 * config files or the docs themselves, and every relative markdown link in a .md file, names a
 * file that exists and, with an anchor, a heading (GitHub's slug) or an `<a id>` in it. The guides
 * outside docs/decisions/ stay short enough to read (docs/README.md).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** Each guide outside docs/decisions/ at most this many bytes, and all of them together. */
const GUIDE_LIMIT = 25_000;
const DOCS_LIMIT = 200_000;

const SKIPPED_FOLDERS = new Set([
  "node_modules",
  "build",
  "data",
  "uploads",
  "test-results",
  "playwright-report",
  "backups",
  "tmp",
]);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|css|json|md|ya?ml|html|sh|example)$/;

/** The repository's text files, relative to its root, without generated or runtime folders. */
function repoFiles(folder = ""): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      const hidden = entry.name.startsWith(".") && entry.name !== ".github";
      if (!hidden && !SKIPPED_FOLDERS.has(entry.name)) found.push(...repoFiles(relative));
    } else if (TEXT_FILE.test(entry.name) && entry.name !== "package-lock.json") {
      found.push(relative);
    }
  }
  return found;
}

/** GitHub's heading slug: lower case, punctuation dropped, each space a hyphen. */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[`*]/g, "");
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors a markdown text offers: its headings' slugs (outside code fences) and `id`s. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | undefined;
  for (const line of markdown.split("\n")) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (opening) {
      if (!fence) fence = opening[1];
      else if (line.trim().startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      found.add(count ? `${base}-${count}` : base);
    }
    for (const id of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) found.add(id[1]);
  }
  return found;
}

type Link = { from: string; line: number; target: string; anchor?: string };

/** `docs/...` written anywhere (not as part of a longer path or address such as `x.com/docs/`). */
const DOCS_PATH = /(?<![\w.-]|\w\/)docs((?:\/[\w.-]+)*\/?)(?:#([\w-]+))?/g;
/** A markdown link's target: `[text](target)`. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

/** The links one file holds, each resolved to a path relative to the repository's root. */
function linksIn(file: string, text: string): Link[] {
  const links: Link[] = [];
  text.split("\n").forEach((content, index) => {
    const line = index + 1;
    for (const match of content.matchAll(DOCS_PATH)) {
      const target = `docs${match[1]}`.replace(/\.+$/, "").replace(/\/$/, "");
      // The decision template's `docs/decisions/NNN-title.md` is a pattern, not a link.
      if (target.includes("NNN")) continue;
      links.push({ from: file, line, target, anchor: match[2] });
    }
    if (!file.endsWith(".md")) return;
    // A link written as an example inside `code` is not one.
    for (const match of content.replace(/`[^`]*`/g, "").matchAll(MARKDOWN_LINK)) {
      const href = match[1];
      if (/^[a-z]+:|^\/\/|NNN/i.test(href)) continue;
      const [target, anchor] = href.split("#");
      const resolved = target ? path.posix.join(path.posix.dirname(file), target) : file;
      // `docs/...` inside the brackets' target was already read above.
      if (target.startsWith("docs/") && !file.includes("/")) continue;
      links.push({ from: file, line, target: resolved, anchor: anchor || undefined });
    }
  });
  return links;
}

/** Why a link leads nowhere, or undefined when it leads to what it names. */
function brokenReason(link: Link, read: (file: string) => string | undefined) {
  let target = link.target;
  const decision = /^docs\/decisions\/(\d{3})$/.exec(target);
  if (decision) {
    // `docs/decisions/NNN` names a decision by its number.
    const files = fs.readdirSync(path.join(root, "docs/decisions"));
    const named = files.find((name) => name.startsWith(`${decision[1]}-`));
    if (!named) return `no decision ${decision[1]}`;
    target = `docs/decisions/${named}`;
  }
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return `no file ${target}`;
  if (!link.anchor) return undefined;
  if (fs.statSync(full).isDirectory()) return `${target} is a folder`;
  const text = read(target);
  if (text === undefined || !anchors(text).has(link.anchor)) {
    return `no heading #${link.anchor} in ${target}`;
  }
  return undefined;
}

function guides() {
  const found: { file: string; size: number }[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) {
        if (relative !== "docs/decisions") walk(relative);
      } else {
        found.push({ file: relative, size: fs.statSync(path.join(root, relative)).size });
      }
    }
  };
  walk("docs");
  return found;
}

describe("links into docs/", () => {
  it("finds GitHub's slugs and explicit ids, not headings inside code", () => {
    const text = [
      "# The JSON API",
      "### `POST /api/login`",
      "## Photos: order, covers & captions (tus 1.0)",
      "## Notes",
      "## Notes",
      '<a id="kept-name"></a>',
      "```sh",
      "# not a heading",
      "```",
    ].join("\n");
    expect([...anchors(text)]).toEqual([
      "the-json-api",
      "post-apilogin",
      "photos-order-covers--captions-tus-10",
      "notes",
      "notes-1",
      "kept-name",
    ]);
  });

  it("reads docs/ paths in code and relative links in markdown", () => {
    expect(
      linksIn("app/x.ts", "// see docs/product.md#history, docs/decisions/037. caddy.com/docs/x"),
    ).toEqual([
      { from: "app/x.ts", line: 1, target: "docs/product.md", anchor: "history" },
      { from: "app/x.ts", line: 1, target: "docs/decisions/037", anchor: undefined },
    ]);
    expect(
      linksIn("docs/security/x.md", "[a](../api.md#login) [b](#here) [c](https://x/y)"),
    ).toEqual([
      { from: "docs/security/x.md", line: 1, target: "docs/api.md", anchor: "login" },
      { from: "docs/security/x.md", line: 1, target: "docs/security/x.md", anchor: "here" },
    ]);
  });

  it("every one leads to a file and heading that exist", () => {
    const cache = new Map<string, string | undefined>();
    const read = (file: string) => {
      if (!cache.has(file)) {
        const full = path.join(root, file);
        cache.set(file, fs.existsSync(full) ? fs.readFileSync(full, "utf8") : undefined);
      }
      return cache.get(file);
    };
    const broken: string[] = [];
    // This file's own examples are not links.
    const self = path.relative(root, import.meta.filename);
    for (const file of repoFiles().filter((name) => name !== self)) {
      for (const link of linksIn(file, read(file)!)) {
        const reason = brokenReason(link, read);
        if (reason) broken.push(`${link.from}:${link.line}: ${reason}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("docs/ outside decisions/", () => {
  it(`has an index, each guide at most ${GUIDE_LIMIT} bytes and ${DOCS_LIMIT} in all`, () => {
    const found = guides();
    expect(found.map((guide) => guide.file)).toContain("docs/README.md");
    const tooLong = found.filter((guide) => guide.size > GUIDE_LIMIT);
    expect(tooLong).toEqual([]);
    const total = found.reduce((sum, guide) => sum + guide.size, 0);
    expect(total).toBeLessThanOrEqual(DOCS_LIMIT);
  });
});
