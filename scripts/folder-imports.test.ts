/**
 * The folders of app/ are layers (docs/decisions/010-folder-layers-and-file-names.md): imports
 * point downward only, so no folder reaches itself again through others. Lint checks each
 * folder's forbidden neighbours; this checks the whole graph, type imports and dynamic
 * `import()` included, so a cycle through folders lint does not list fails too.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname, "../app");
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource ? [full] : [];
  });
}

/**
 * The layer of app/ a file sits in: its folder (null for the files at app/'s top: root, routes,
 * entries). Two folders span layers (decision 010): `media/*.server` sits beside models/, the
 * rest of media/ below everything; each server module of kinds/ is a layer of its own.
 */
function layerOf(file: string): string | null {
  const [folder, ...rest] = path.relative(APP, file).split(path.sep);
  if (!rest.length || folder === "..") return null;
  const name = path.basename(file).replace(/\.tsx?$/, "");
  if (!name.endsWith(".server")) return folder;
  if (folder === "media") return "media/*.server";
  if (folder === "kinds") return `kinds/${name}`;
  return folder;
}

/** Layer → the other layers of app/ its files import. */
export function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(APP)) {
    const from = layerOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      let target: string;
      if (specifier.startsWith("~/")) target = path.join(APP, specifier.slice(2));
      else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
      else continue;
      const to = layerOf(target);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle among the folders, each as the path that returns to its start. */
export function folderCycles(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (folder: string, trail: string[]) => {
    const at = trail.indexOf(folder);
    if (at >= 0) return void cycles.push([...trail.slice(at), folder]);
    if (done.has(folder)) return;
    for (const next of graph.get(folder) ?? []) visit(next, [...trail, folder]);
    done.add(folder);
  };
  for (const folder of [...graph.keys()].sort()) visit(folder, []);
  return cycles;
}

describe("folder imports of app/", () => {
  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
    ]);
    expect(folderCycles(graph)).toEqual([["a", "b", "c", "a"]]);
  });

  it("has no folder that imports itself through others", () => {
    const cycles = folderCycles(folderGraph()).map((cycle) => cycle.join(" → "));
    expect(cycles).toEqual([]);
  });
});
