/**
 * The registry's addresses are the ones app/routes.ts serves: a link built from an entry
 * (lists, editors, delete pages, History's Restore, public pages) never leads to a 404.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import {
  CONTENT_KINDS,
  deletePath,
  editPath,
  KINDS,
  kindOfEditSegment,
  publicPath,
  restoreVersionPath,
} from "./registry";

function paths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [...(entry.path ? [path] : []), ...paths(entry.children ?? [], path)];
  });
}

const declared = new Set(paths(routes).map((path) => path.replace(/:[^/]+/g, ":param")));
const asRoute = (path: string) => path.replace(/\/[^/]*ID[^/]*/g, "/:param").replace(/\?.*$/, "");

describe("content kinds", () => {
  for (const kind of CONTENT_KINDS) {
    it(`${kind}: every address the registry builds is a declared route`, () => {
      const { paths: kindPaths } = KINDS[kind];
      for (const path of [
        kindPaths.list,
        kindPaths.new,
        asRoute(editPath(kind, "ID")),
        asRoute(deletePath(kind, "ID", "?page=2")),
        asRoute(restoreVersionPath(editPath(kind, "ID"))),
        asRoute(publicPath(kind, "ID")),
      ]) {
        expect(declared.has(path), path).toBe(true);
      }
    });

    it(`${kind}: its editor's address names it`, () => {
      expect(kindOfEditSegment(editPath(kind, "x").split("/")[1])).toBe(kind);
    });
  }

  it("keeps the addresses the original site used", () => {
    expect(CONTENT_KINDS.map((kind) => editPath(kind, "abc"))).toEqual([
      "/edit-project/abc",
      "/edit-blog/abc",
      "/edit-gallery/abc",
      "/edit-progress/abc",
    ]);
  });
});
