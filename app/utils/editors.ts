/**
 * What the editor of each content type (routes/admin/+editors/, used to
 * create and to edit a project, post or gallery) says and where it leads, in
 * one table that the pages and their actions both read.
 */
import type { ContentKind } from "./public-paths";

export type EditorOutcome = "created" | "saved";

export const EDITORS: Record<
  ContentKind,
  {
    /** The admin list the editor returns to, and its link's words. */
    listPath: string;
    backLabel: string;
    /** The edit page's message when the record cannot be loaded. */
    loadFailed: string;
    /** The Markdown fields a no-JavaScript Preview post renders. */
    markdownFields: string[];
    /** The save-failure message when the server gives no specific one. */
    failed: Record<EditorOutcome, string>;
  }
> = {
  project: {
    listPath: "/manage-projects",
    backLabel: "Back to projects",
    loadFailed: "Failed to load project. Please try again.",
    markdownFields: ["description", "ta.description"],
    failed: {
      created: "Failed to create project. Please try again.",
      saved: "Failed to update project. Please try again.",
    },
  },
  blog: {
    listPath: "/manage-blogs",
    backLabel: "Back to blog posts",
    loadFailed: "Failed to load blog. Please try again.",
    markdownFields: ["content", "ta.content"],
    failed: {
      created: "Failed to add blog. Please try again.",
      saved: "Failed to update blog. Please try again.",
    },
  },
  gallery: {
    listPath: "/manage-gallery",
    backLabel: "Back to gallery",
    loadFailed: "Failed to load gallery data. Please try again.",
    markdownFields: [],
    failed: {
      created: "Upload failed. Please try again.",
      saved: "Update failed. Please try again.",
    },
  },
};
