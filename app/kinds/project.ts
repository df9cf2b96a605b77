/**
 * Projects: the company's work, each with a cover, a gallery and a page of its own. Everything about the kind that the browser may
 * see; what it does with the database is ./project.server.ts (docs/adding-a-kind.md).
 */
import type { KindEntry } from "./kind-entry";

export const project = {
  parent: null,
  ownPage: true,
  nouns: {
    label: "Project",
    one: "project",
    many: "projects",
    short: "project",
    slugFallback: "project",
  },
  messages: { list: "projects", item: "project", missing: "project" },
  paths: {
    public: "/projects",
    list: "/manage-projects",
    new: "/addprojects",
    edit: "/edit-project",
    api: { new: "/api/create-project", item: "/api/projects" },
  },
  markdownFields: ["description", "ta.description"],
  editor: {
    backLabel: "Back to projects",
    loadFailed: "Failed to load project. Please try again.",
    failed: {
      created: "Failed to create project. Please try again.",
      saved: "Failed to update project. Please try again.",
    },
  },
  list: {
    title: "Manage Projects",
    addLabel: "Add New Project",
    descriptionHead: "Description",
    backLabel: "Back to Projects",
  },
  flash: {
    created: (title) => `Project “${title}” created.`,
    saved: (title) => `Changes to “${title}” saved.`,
    deleted: (title) => `Project “${title}” moved to the Trash.`,
  },
  notFound: "Project not found",
  admin: {
    icon: "building",
    menuLabel: "Projects",
    menuAddLabel: "Add Project",
    menuPosition: 1,
    statLabel: "Total Projects",
    statAddLabel: "Add New Project",
    recentLabel: "New project added",
    untitled: "",
  },
} satisfies KindEntry;
