/**
 * What the six editors (create and edit a project, post or gallery) say and
 * where they lead, in one table that the pages and their actions both read.
 */
import type { ContentKind } from "./public-paths";

export type EditorOutcome = "created" | "saved";

export const EDITORS: Record<
  ContentKind,
  {
    /** The admin list the editor returns to. */
    listPath: string;
    /** The Markdown fields a no-JavaScript Preview post renders. */
    markdownFields: string[];
    /** The save-failure message when the server gives no specific one. */
    failed: Record<EditorOutcome, string>;
  }
> = {
  project: {
    listPath: "/manage-projects",
    markdownFields: ["description"],
    failed: {
      created: "Failed to create project. Please try again.",
      saved: "Failed to update project. Please try again.",
    },
  },
  blog: {
    listPath: "/manage-blogs",
    markdownFields: ["content"],
    failed: {
      created: "Failed to add blog. Please try again.",
      saved: "Failed to update blog. Please try again.",
    },
  },
  gallery: {
    listPath: "/manage-gallery",
    markdownFields: [],
    failed: {
      created: "Upload failed. Please try again.",
      saved: "Update failed. Please try again.",
    },
  },
};
