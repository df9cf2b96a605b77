import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import config from "~/routes";
import { BODY_LIMITS, bodyLimitFor } from "./request-body.server";

const appDir = path.resolve(import.meta.dirname, "..");

/** Every route of app/routes.ts with a path of its own, as the full path and the module. */
function declared(entries: RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}` : parent;
    return [
      ...(entry.path ? [{ path: full, file: entry.file }] : []),
      ...declared(entry.children ?? [], full),
    ];
  });
}

/** Every route of app/routes.ts as [URL with sample params, module source]. */
function routes() {
  return declared(config).map(({ path: url, file }) => ({
    url: url.replace(/:[A-Za-z]+/g, "sample-id").replace("*", "anything"),
    source: fs.readFileSync(path.join(appDir, file), "utf8"),
  }));
}

describe("bodyLimitFor", () => {
  it("gives every route that receives images the upload allowance, and no other route", () => {
    const all = routes();
    // A form or multipart call receives images; a JSON call (submitSectionJson) does not.
    const uploads = all.filter(({ source }) =>
      /\bsubmit(?!\w*Json\b)[A-Z]\w*\(request\b/.test(source),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(12);
    for (const { url } of all) {
      const receivesImages = uploads.some((route) => route.url === url);
      expect(bodyLimitFor(url) === BODY_LIMITS.upload, url).toBe(receivesImages);
      // Single-fetch data requests of the same page get the same limit.
      expect(bodyLimitFor(`${url}.data`), `${url}.data`).toBe(bodyLimitFor(url));
    }
  });

  it("keeps sign-in, sign-out and the contact form to a few KB", () => {
    for (const url of [
      "/login",
      "/login.data",
      "/logout",
      "/contact",
      "/api/login",
      "/api/logout",
    ]) {
      expect(bodyLimitFor(url), url).toBe(BODY_LIMITS.small);
    }
    expect(BODY_LIMITS.small).toBeLessThanOrEqual(16 * 1024);
  });

  it("allows 20 images of 10 MB and their text on upload routes, 1 MB elsewhere", () => {
    expect(bodyLimitFor("/addprojects")).toBe(20 * 10_485_760 + 1024 * 1024);
    expect(bodyLimitFor("/manage-projects/sample-id/delete")).toBe(1024 * 1024);
    expect(bodyLimitFor("/edit-gallery/sample-id/delete-image/x.webp")).toBe(1024 * 1024);
  });
});
