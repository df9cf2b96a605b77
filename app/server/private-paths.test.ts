/**
 * The pages kept out of every cache are the ones app/routes.ts declares for the admin area and
 * sign-in; a route added there without its segment in PRIVATE_PAGE_SEGMENTS fails here.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { ADMIN_PATHS, PRIVATE_PAGE_SEGMENTS } from "./security.server";

/** Every route with a path, with its full path and its file. */
function flatten(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [
      ...(entry.path || entry.index ? [{ path: path || "/", file: entry.file }] : []),
      ...flatten(entry.children ?? [], path),
    ];
  });
}

const all = flatten(routes);
const isPrivate = ({ file }: { file: string }) =>
  file.startsWith("routes/admin/") || file.startsWith("routes/auth/");

describe("private pages", () => {
  it("lists the first segment of every admin and sign-in route, and nothing else", () => {
    const segments = new Set(all.filter(isPrivate).map(({ path }) => path.split("/")[1]));
    expect([...PRIVATE_PAGE_SEGMENTS].sort()).toEqual([...segments].sort());
  });

  it("matches every admin and sign-in URL and its data request, and no public one", () => {
    for (const { path, file } of all) {
      const example = path.replace(/:[^/]+/g, "x").replace(/\*$/, "x");
      expect(ADMIN_PATHS.test(example), `${example} (${file})`).toBe(isPrivate({ file }));
      expect(ADMIN_PATHS.test(`${example}.data`), `${example}.data`).toBe(isPrivate({ file }));
    }
  });
});
