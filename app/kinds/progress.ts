/**
 * Construction progress updates (docs/decisions/067-progress-updates.md): dated notes with photos
 * that belong to a project and show on its page. Everything about the kind that the browser may
 * see; what it does with the database is ./progress.server.ts (docs/adding-a-kind.md).
 */
import type { KindEntry } from "./kind-entry";

export const progress = {
  // Made, listed and edited from its project's editor (docs/decisions/067-progress-updates.md).
  parent: { kind: "project", field: "projectId" },
  ownPage: false,
  nouns: {
    label: "Progress update",
    one: "progress update",
    many: "progress updates",
    short: "update",
    slugFallback: "update",
  },
  messages: { list: "progress", item: "progress", missing: "project" },
  paths: {
    // An update has no page of its own: it shows on its project's page.
    public: "/projects",
    list: "/manage-progress",
    new: "/add-progress",
    edit: "/edit-progress",
    api: { new: "/api/projects/:id/progress", item: "/api/progress" },
  },
  markdownFields: ["note", "ta.note"],
  editor: {
    backLabel: "Back to the project",
    loadFailed: "Failed to load the progress update. Please try again.",
    failed: {
      created: "Failed to add the progress update. Please try again.",
      saved: "Failed to update the progress update. Please try again.",
    },
  },
  list: {
    title: "Progress Updates",
    addLabel: "Add Progress Update",
    backLabel: "Back to Progress Updates",
  },
  flash: {
    created: (title) => `Progress update “${title}” added.`,
    saved: (title) => `Changes to “${title}” saved.`,
    deleted: (title) => `Progress update “${title}” moved to the Trash.`,
  },
  notFound: "Progress update not found",
  admin: {
    icon: "hammer",
    menuLabel: "Progress",
    menuAddLabel: "Add Progress Update",
    menuPosition: 4,
    statLabel: "Progress Updates",
    statAddLabel: "Add Progress Update",
    recentLabel: "New progress update",
    untitled: "",
  },
} satisfies KindEntry;
