/**
 * The administrator's script carries no public page's words (docs/decisions/084-browser-words-and-parts-on-first-use.md):
 * every file a hydrated screen can load, up front or later (`import()`), is read from the client
 * build, and none may hold a text of the public pages' sections of `messages/en.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isPublicLayout } from "~/components/layout/public-layout-id";
import { en } from "./messages/en";
import type { BrowserMessages } from "./browser-messages";

const ASSETS = path.resolve(import.meta.dirname, "../../build/client/assets");

type ManifestRoute = {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  clientLoaderModule?: string;
  clientActionModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
};
type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
};

function readManifest(): Manifest {
  for (const name of fs.readdirSync(ASSETS).filter((file) => /^manifest-.*\.js$/.test(file))) {
    const text = fs.readFileSync(path.join(ASSETS, name), "utf8");
    const start = text.indexOf("window.__reactRouterManifest=");
    if (start !== -1)
      return JSON.parse(text.slice(text.indexOf("=", start) + 1).replace(/;\s*$/, ""));
  }
  throw new Error("no route manifest in build/client/assets");
}

/** The files a route's own script starts from. */
function filesOf(route: ManifestRoute): string[] {
  return [
    route.module,
    ...(route.imports ?? []),
    route.clientLoaderModule,
    route.clientActionModule,
    route.clientMiddlewareModule,
    route.hydrateFallbackModule,
  ]
    .filter((file): file is string => Boolean(file))
    .map((file) => path.basename(file));
}

/** Every script file reachable from `start` through the imports written in the files, lazy ones too. */
function reachableFiles(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(path.join(ASSETS, file), "utf8");
    for (const [, name] of text.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g)) {
      if (fs.existsSync(path.join(ASSETS, name))) queue.push(name);
    }
  }
  return seen;
}

const manifest = readManifest();
const underPublicLayout = (route: ManifestRoute | undefined): boolean =>
  route !== undefined &&
  (isPublicLayout(route.id) || underPublicLayout(manifest.routes[route.parentId ?? ""]));
const routes = Object.values(manifest.routes);
const entry = [manifest.entry.module, ...manifest.entry.imports].map((file) => path.basename(file));
const hydrated = reachableFiles([
  ...entry,
  ...routes.filter((route) => !underPublicLayout(route)).flatMap(filesOf),
]);

/** The plain texts of a message tree (texts with a number or a name are functions, left out). */
function texts(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  if (tree && typeof tree === "object") return Object.values(tree).flatMap(texts);
  return [];
}

/** The app's sources but the message files and tests: a text also written there may be its own. */
const APP = path.resolve(import.meta.dirname, "..");
const otherSources = fs
  .readdirSync(APP, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .filter((file) => !file.startsWith(path.join("i18n", "messages")))
  .map((file) => fs.readFileSync(path.join(APP, file), "utf8"))
  .join("\n");

const BROWSER_SECTIONS = ["notFound", "error", "pagination"] satisfies (keyof BrowserMessages)[];
// Sentences rather than words the admin uses too ("Share", "Preview"), and none that the
// admin's own code writes as well ("Please enter a valid email address").
const publicTexts = Object.entries(en)
  .filter(([section]) => !(BROWSER_SECTIONS as string[]).includes(section))
  .flatMap(([, words]) => texts(words))
  .filter((text) => text.length >= 30 && !text.includes("{") && !otherSources.includes(text));

const holding = (files: Iterable<string>, text: string) =>
  [...files].filter((file) => fs.readFileSync(path.join(ASSETS, file), "utf8").includes(text));

describe("the script of the screens drawn in the browser", () => {
  it("reaches every admin screen's files", () => {
    const editor = routes.find((route) => route.id === "routes/admin/edit-blog")!;
    expect(hydrated).toContain(path.basename(editor.module));
    expect(publicTexts.length).toBeGreaterThan(50);
  });

  it("holds none of the public pages' words", () => {
    const found = publicTexts.flatMap((text) =>
      holding(hydrated, text).map((file) => `${file}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it("holds its own words, and the public pages' files theirs (so the search would see them)", () => {
    expect(holding(hydrated, en.notFound.intro)).not.toEqual([]);
    const home = routes.find((route) => route.id === "routes/public/home")!;
    expect(holding(reachableFiles(filesOf(home)), en.home.servicesTitle)).not.toEqual([]);
  });
});
