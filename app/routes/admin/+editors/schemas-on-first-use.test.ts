/**
 * The editors load their schemas (and zod) on first use, never with the page
 * (docs/decisions/054-admin-script-budget.md): a module imported statically by browser code ends
 * up in the page's script. The editors and the admin's components may take from `~/schemas/`
 * only types and `form-choices.ts`; the route modules' loaders and actions run on the server.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The editors, the other parts of admin screens beside their routes, and the admin's components. */
const BROWSER_FOLDERS = [
  "app/routes/admin/+editors",
  "app/routes/admin/+layout",
  "app/routes/admin/+dashboard",
  "app/components/admin",
];

/** Every module of the folders, their sub-folders' included. */
function browserModules() {
  return BROWSER_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .map((name) => path.join(folder, name)),
  );
}

/** The schema modules a source imports values from at load time. */
function schemaValueImports(source: string): string[] {
  return [...source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+"~\/schemas\/([\w-]+)";/gms)]
    .filter(([, typeOnly]) => !typeOnly)
    .map(([, , module]) => module)
    .filter((module) => module !== "form-choices");
}

describe("the admin's browser code", () => {
  it("imports no schema module up front", () => {
    const found = browserModules().flatMap((file) =>
      schemaValueImports(fs.readFileSync(file, "utf8")).map((module) => `${file}: ${module}`),
    );
    expect(found).toEqual([]);
  });

  it("includes the components in the admin's sub-folders", () => {
    expect(browserModules()).toContain(path.join("app/components/admin/photos/photo-list.tsx"));
  });

  it("is recognised when it does", () => {
    expect(schemaValueImports('import { MOST } from "~/schemas/progress";')).toEqual(["progress"]);
    expect(schemaValueImports('import type { Schema } from "~/schemas/progress";')).toEqual([]);
  });
});
