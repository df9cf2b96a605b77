import { describe, expect, it } from "vitest";
import { chunkOf } from "./admin-script-files";

/** A module graph as the bundler sees it, from each module's importers. */
function graph(importers: Record<string, string[]>, entries: string[]) {
  const importedIds = (id: string) =>
    Object.keys(importers).filter((module) => importers[module].includes(id));
  return {
    getModuleInfo: (id: string) =>
      id in importers || entries.includes(id)
        ? {
            importers: importers[id] ?? [],
            importedIds: importedIds(id),
            isEntry: entries.includes(id),
          }
        : null,
  };
}

const route = (file: string) => `/repo/app/routes/${file}?__react-router-build-client-route`;
const ROOT = "/repo/app/root.tsx?__react-router-build-client-route";
const LAYOUT = route("admin/layout.tsx");
const DASHBOARD = route("admin/dashboard.tsx");
const ACCOUNT = route("admin/account.tsx");
const HOME = route("public/home.tsx");
const [ADD_BLOG, EDIT_BLOG, EDIT_PROJECT, SETTINGS] = [
  route("admin/add-blog.tsx"),
  route("admin/edit-blog.tsx"),
  route("admin/edit-project.tsx"),
  route("admin/settings.tsx"),
];
const ENTRIES = [
  ROOT,
  LAYOUT,
  DASHBOARD,
  ACCOUNT,
  HOME,
  ADD_BLOG,
  EDIT_BLOG,
  EDIT_PROJECT,
  SETTINGS,
];

const MODULES = {
  "/repo/app/components/use-root-data.ts": [ROOT, LAYOUT, HOME],
  "/repo/app/components/ui/button.tsx": [DASHBOARD, EDIT_BLOG, HOME],
  "/repo/app/components/admin/navigation-progress.tsx": [LAYOUT],
  "/repo/app/components/admin/notice.tsx": [LAYOUT, ACCOUNT],
  "/repo/app/components/admin/list-controls.tsx": [DASHBOARD, ACCOUNT],
  "/repo/app/components/admin/kept-work.tsx": [EDIT_BLOG, EDIT_PROJECT, SETTINGS],
  "/repo/app/components/admin/photo-list.tsx": [ADD_BLOG, EDIT_BLOG, EDIT_PROJECT],
  "/repo/app/components/admin/blog-editor.tsx": [ADD_BLOG, EDIT_BLOG],
  "/repo/app/components/admin/account-section.tsx": [ACCOUNT],
  "/repo/app/schemas/blog.ts": [ADD_BLOG, EDIT_BLOG, EDIT_PROJECT],
  "/repo/app/schemas/form-choices.ts": [
    ADD_BLOG,
    EDIT_BLOG,
    EDIT_PROJECT,
    "/repo/app/schemas/blog.ts",
  ],
  "/repo/app/text/slug.ts": [ADD_BLOG, EDIT_PROJECT],
  "/repo/node_modules/any-ascii/index.js": ["/repo/app/text/slug.ts"],
  "/repo/app/models/blog.server.ts": [EDIT_BLOG, DASHBOARD],
  "/repo/node_modules/zod/index.js": ["/repo/app/schemas/blog.ts"],
  "/repo/node_modules/@conform-to/react/dist/index.mjs": [
    ACCOUNT,
    EDIT_BLOG,
    "/repo/app/components/admin/photo-list.tsx",
  ],
  "/repo/node_modules/react/index.js": ["/repo/app/components/admin/photo-list.tsx"],
  "/repo/node_modules/@conform-to/zod/dist/index.mjs": [EDIT_BLOG],
  "/repo/app/components/admin/markdown-preview.tsx": [],
};
const modules = graph(MODULES, ENTRIES);

describe("which file an admin module goes into", () => {
  it("puts what the root reaches into one file, public routes or not", () => {
    expect(chunkOf("/repo/app/components/use-root-data.ts", modules)).toBe("app");
  });

  it("puts what the admin layout or an editor needs beside the admin's own pages", () => {
    expect(chunkOf("/repo/app/components/admin/notice.tsx", modules)).toBe("admin");
    expect(chunkOf("/repo/app/components/ui/button.tsx", modules)).toBe("admin");
    expect(chunkOf("/repo/app/components/admin/list-controls.tsx", modules)).toBe("admin-pages");
  });

  it("keeps the editors' shared code apart, and the record editors' photos apart again", () => {
    expect(chunkOf("/repo/app/components/admin/kept-work.tsx", modules)).toBe("editor");
    expect(chunkOf("/repo/app/components/admin/photo-list.tsx", modules)).toBe("records");
  });

  it("puts one editor's own parts together", () => {
    expect(chunkOf("/repo/app/components/admin/blog-editor.tsx", modules)).toBe("blog-editor");
  });

  it("leaves to the bundler what one screen alone uses", () => {
    expect(chunkOf("/repo/app/components/admin/account-section.tsx", modules)).toBeNull();
    expect(chunkOf("/repo/app/components/admin/navigation-progress.tsx", modules)).toBeNull();
  });

  it("never groups what the routes import for the server, or what only loads later", () => {
    expect(chunkOf("/repo/app/schemas/blog.ts", modules)).toBeNull();
    expect(chunkOf("/repo/app/text/slug.ts", modules)).toBeNull();
    expect(chunkOf("/repo/app/models/blog.server.ts", modules)).toBeNull();
    expect(chunkOf("/repo/node_modules/zod/index.js", modules)).toBeNull();
    expect(chunkOf("/repo/node_modules/@conform-to/zod/dist/index.mjs", modules)).toBeNull();
    expect(chunkOf("/repo/app/components/admin/markdown-preview.tsx", modules)).toBeNull();
  });

  it("groups the form's choices, which import no library", () => {
    expect(chunkOf("/repo/app/schemas/form-choices.ts", modules)).toBe("records");
  });

  it("puts Conform's browser side into one file of the admin's forms", () => {
    expect(chunkOf("/repo/node_modules/@conform-to/react/dist/index.mjs", modules)).toBe("forms");
  });
});
