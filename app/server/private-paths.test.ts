/**
 * The pages kept out of every cache are the ones app/routes.ts declares for the admin area and
 * sign-in; a route added there without its segment in PRIVATE_PAGE_SEGMENTS fails here. So do the
 * addresses that are themselves a secret (a parameter named `secret` or `token`): a new one the
 * request log would write out, or the client pages' headers would miss, fails here too.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { loggedPath } from "~/utils/logger.server";
import { ADMIN_PATHS, CLIENT_PAGE_PATHS, PRIVATE_PAGE_SEGMENTS } from "./security.server";

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

describe("addresses that are a secret", () => {
  const secret = "h3qkQx9Yb2Lw0pVt7sRz4nFm8cJd1aGe6uKo5iHy3Tw";
  const secretRoutes = all.filter(({ path }) => /:\w*(secret|token)\w*/i.test(path));

  it("are found in app/routes.ts", () => {
    expect(secretRoutes.map(({ path }) => path)).toEqual(
      expect.arrayContaining(["/reset-password/:token", "/track/:secret", "/ta/track/:secret"]),
    );
  });

  it("never reach the request log, and are answered for one person only", () => {
    for (const { path, file } of secretRoutes) {
      const address = path
        .replace(/:\w*(secret|token)\w*/gi, secret)
        .replace(/:\w+/g, "x")
        .replace(/\*$/, "x");
      for (const asked of [address, `${address}.data`]) {
        expect(loggedPath(asked), `${asked} (${file})`).not.toContain(secret);
      }
      // A client's or visitor's page: private, no-store, noindex, no Referer; sign-in's own
      // (a password reset) is in the admin area's no-store.
      const kept = file.startsWith("routes/auth/") ? ADMIN_PATHS : CLIENT_PAGE_PATHS;
      expect(kept.test(address), `${address} (${file})`).toBe(true);
    }
  });
});
