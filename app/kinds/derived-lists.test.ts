/**
 * Every list of kinds is derived from the kinds' declarations: a throw-away kind declared here
 * gets its admin pages and the upload allowance for its forms and /api calls, as the real kinds
 * do, with nobody adding it to a second list.
 */
import { describe, expect, it } from "vitest";
import { uploadPathPattern } from "~/server/request-body.server";
import { adminRoutesOf } from "./admin-routes";
import { KINDS, type KindEntry } from "./registry";

/** Site visit notes: a kind with its own addresses, made from a blog post's entry. */
const note: KindEntry = {
  ...KINDS.blog,
  nouns: { ...KINDS.blog.nouns, label: "Site note", one: "site note", many: "site notes" },
  paths: {
    public: "/notes",
    list: "/manage-notes",
    new: "/add-note",
    edit: "/edit-note",
    api: { new: "/api/notes/new", item: "/api/notes" },
  },
};
const withNote = { ...KINDS, note };

describe("a kind declared once", () => {
  it("gets its list, delete page, editors and History Restore among the admin routes", () => {
    const routes = adminRoutesOf(withNote).map(({ path, file, id }) => ({ path, file, id }));
    expect(routes).toEqual(
      expect.arrayContaining([
        { path: "manage-notes", file: "routes/admin/manage-notes.tsx", id: undefined },
        { path: "manage-notes/:id/delete", file: "routes/admin/delete-note.tsx", id: undefined },
        { path: "add-note", file: "routes/admin/add-note.tsx", id: undefined },
        { path: "edit-note/:id", file: "routes/admin/edit-note.tsx", id: undefined },
        {
          path: "edit-note/:id/restore-version",
          file: "routes/admin/restore-version.tsx",
          id: "restore-note-version",
        },
      ]),
    );
    // The real kinds' routes are all still there.
    expect(routes).toEqual(
      expect.arrayContaining(
        adminRoutesOf(KINDS).map(({ path, file, id }) => ({ path, file, id })),
      ),
    );
  });

  it("gets the upload allowance on its editors and /api calls, and nowhere else", () => {
    const uploads = uploadPathPattern(withNote);
    for (const path of ["/add-note", "/edit-note/abc", "/api/notes/new", "/api/notes/abc"]) {
      expect(uploads.test(path), path).toBe(true);
      expect(uploadPathPattern().test(path), `${path} without the kind`).toBe(false);
    }
    for (const path of ["/manage-notes", "/notes/abc", "/edit-note/abc/more"]) {
      expect(uploads.test(path), path).toBe(false);
    }
    // The real kinds' keep theirs, the progress updates' /api address under its project too.
    for (const path of [
      "/addblogs",
      "/edit-project/x",
      "/api/projects/x/progress",
      "/api/progress/x",
    ]) {
      expect(uploads.test(path), path).toBe(true);
    }
  });
});
