/**
 * The content kinds (projects, blog posts, galleries), each declared once
 * (docs/decisions/060-kind-registry.md, docs/adding-a-kind.md): its nouns, its public and admin
 * addresses, its editor's Markdown fields and messages, its flash and not-found messages and
 * how the admin's menus, dashboard, trash and history name it. Lists, trash, history, activity,
 * flash messages and the dashboard look a kind up here instead of keeping tables of their own;
 * what a kind does with the database is its server-side entry (./registry.server.ts).
 *
 * Client-safe: the browser bundles it, so it imports nothing but types. The public pages' words
 * live in the message files (app/i18n/messages/), named here by their keys.
 */
import type { Messages } from "~/i18n/messages";
import type { IconName } from "~/config/icon-names";

export type EditorOutcome = "created" | "saved";

export type KindEntry = {
  /** The kind this one belongs to, if any: its items are made and listed inside a parent's. */
  parent: null | {
    kind: ContentKind;
    /** The column (and JSON field) that holds the parent's id. */
    field: string;
  };
  /**
   * Whether an item has a public page of its own, which social sites preview with the item's
   * share card (docs/decisions/018-share-images.md). A kind shown inside its parent's page has
   * none, so no card is drawn for its items.
   */
  ownPage: boolean;
  nouns: {
    /** Capitalised, alone: a trash row, an audit-log row, a table's first column. */
    label: string;
    /** In a sentence: "1 blog post", "Search blog posts by title". */
    one: string;
    many: string;
    /** The short name the edit-conflict message uses: "Someone else saved this post…". */
    short: string;
    /** An address's base when a title gives no slug (emoji only, say). */
    slugFallback: string;
  };
  /** Keys of the message files' sections for the kind's public pages (both languages). */
  messages: {
    list: keyof Messages;
    item: keyof Messages;
    missing: keyof Messages["error"]["missing"];
  };
  paths: {
    /** The public list; an item's page is this plus its slug (docs/product.md#readable-urls). */
    public: string;
    /** The admin list; an item's delete page is this plus /:id/delete. */
    list: string;
    /** The editor of a new item. */
    new: string;
    /** The editor of an item is this plus /:id; its History's Restore posts to …/restore-version. */
    edit: string;
    /**
     * The /api addresses that receive its photos (docs/api.md): a new item's (with `:id`, the
     * parent's), and an item's update, which is this plus /:id.
     */
    api: { new: string; item: string };
  };
  /** The Markdown fields a no-JavaScript Preview post renders. */
  markdownFields: string[];
  /** What the editor (routes/admin/+editors/) says besides its fields. */
  editor: {
    backLabel: string;
    /** The edit page's message when the record cannot be loaded. */
    loadFailed: string;
    /** The save-failure message when the server gives no specific one. */
    failed: Record<EditorOutcome, string>;
  };
  /** The admin list (docs/product.md#manage-lists) and its delete page. */
  list: {
    title: string;
    addLabel: string;
    /** A list shown as a table: its third column's head (a project's description, a post's excerpt). */
    descriptionHead?: string;
    /** The delete page's way back. */
    backLabel: string;
  };
  /** The message after a save or a delete (docs/product.md#admin-feedback). */
  flash: Record<EditorOutcome | "deleted", (title: string) => string>;
  /** A save or API call for an item that does not exist. */
  notFound: string;
  /** The admin menu and dashboard (docs/product.md#admin-layout). */
  admin: {
    icon: IconName;
    /** The side menu's link to the list, and to a new item. */
    menuLabel: string;
    menuAddLabel: string;
    /** Place in the side menu and on the dashboard (the tab bar keeps CONTENT_KINDS' order). */
    menuPosition: number;
    /** The dashboard's card and its links. */
    statLabel: string;
    statAddLabel: string;
    /** The dashboard's Recent Activity line for the newest item, and its title when it has none. */
    recentLabel: string;
    untitled: string;
  };
};

/** The kinds, in the order of the admin's tab bar. */
export const CONTENT_KINDS = ["project", "blog", "gallery", "progress"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const KINDS: Record<ContentKind, KindEntry> = {
  project: {
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
  },
  blog: {
    parent: null,
    ownPage: true,
    nouns: {
      label: "Blog post",
      one: "blog post",
      many: "blog posts",
      short: "post",
      slugFallback: "post",
    },
    messages: { list: "blog", item: "post", missing: "article" },
    paths: {
      public: "/blog",
      list: "/manage-blogs",
      new: "/addblogs",
      edit: "/edit-blog",
      api: { new: "/api/add-blog", item: "/api/blogs" },
    },
    markdownFields: ["content", "ta.content"],
    editor: {
      backLabel: "Back to blog posts",
      loadFailed: "Failed to load blog. Please try again.",
      failed: {
        created: "Failed to add blog. Please try again.",
        saved: "Failed to update blog. Please try again.",
      },
    },
    list: {
      title: "Manage Blogs",
      addLabel: "Add New Blog Post",
      descriptionHead: "Excerpt",
      backLabel: "Back to Blogs",
    },
    flash: {
      created: (title) => `Post “${title}” created.`,
      saved: (title) => `Changes to “${title}” saved.`,
      deleted: (title) => `Post “${title}” moved to the Trash.`,
    },
    notFound: "Blog post not found",
    admin: {
      icon: "document",
      menuLabel: "Blogs",
      menuAddLabel: "Add Blog",
      menuPosition: 3,
      statLabel: "Blog Posts",
      statAddLabel: "Add New Blog Post",
      recentLabel: "New blog post",
      untitled: "",
    },
  },
  gallery: {
    parent: null,
    ownPage: true,
    nouns: {
      label: "Gallery",
      one: "gallery",
      many: "galleries",
      short: "gallery",
      slugFallback: "album",
    },
    messages: { list: "gallery", item: "album", missing: "album" },
    paths: {
      public: "/gallery",
      list: "/manage-gallery",
      new: "/addgallery",
      edit: "/edit-gallery",
      api: { new: "/api/gallery-upload", item: "/api/galleries" },
    },
    markdownFields: [],
    editor: {
      backLabel: "Back to gallery",
      loadFailed: "Failed to load gallery data. Please try again.",
      failed: {
        created: "Upload failed. Please try again.",
        saved: "Update failed. Please try again.",
      },
    },
    list: { title: "Manage Gallery", addLabel: "Add Gallery Images", backLabel: "Back to Gallery" },
    // The gallery's own wording (docs/product.md#gallery-form).
    flash: {
      created: () => "Gallery uploaded successfully!",
      saved: () => "Gallery updated successfully!",
      deleted: (title) => `Gallery “${title}” moved to the Trash.`,
    },
    notFound: "Gallery not found",
    admin: {
      icon: "image",
      menuLabel: "Gallery",
      menuAddLabel: "Add Gallery",
      menuPosition: 2,
      statLabel: "Total Images",
      statAddLabel: "Add New Gallery",
      recentLabel: "New gallery added",
      untitled: "Gallery Image",
    },
  },
  progress: {
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
  },
};

export function isContentKind(value: unknown): value is ContentKind {
  return typeof value === "string" && (CONTENT_KINDS as readonly string[]).includes(value);
}

/** The kinds with lists of their own (not made inside a parent's editor), in tab-bar order. */
export const TOP_LEVEL_KINDS = CONTENT_KINDS.filter((kind) => KINDS[kind].parent === null);

/** The kinds in the order of the admin's side menu and dashboard (those with lists of their own). */
export function kindsInMenuOrder(): ContentKind[] {
  return [...TOP_LEVEL_KINDS].sort(
    (a, b) => KINDS[a].admin.menuPosition - KINDS[b].admin.menuPosition,
  );
}

/** An item's public page (docs/product.md#readable-urls). */
export function publicPath(kind: ContentKind, slug: string): string {
  return `${KINDS[kind].paths.public}/${encodeURIComponent(slug)}`;
}

/** An item's editor. */
export function editPath(kind: ContentKind, id: string): string {
  return `${KINDS[kind].paths.edit}/${encodeURIComponent(id)}`;
}

/** An item's delete page, which returns to the list's search, sort and page (`listState`). */
export function deletePath(kind: ContentKind, id: string, listState = ""): string {
  return `${KINDS[kind].paths.list}/${encodeURIComponent(id)}/delete${listState}`;
}

/** Where the editor's History panel posts a Restore (docs/product.md#history). */
export function restoreVersionPath(editorPath: string): string {
  return `${editorPath}/restore-version`;
}

/** The kind whose editor an address's first segment is, if any. */
export function kindOfEditSegment(segment: string): ContentKind | null {
  return CONTENT_KINDS.find((kind) => KINDS[kind].paths.edit === `/${segment}`) ?? null;
}

/** The first segments of a kind's admin pages: its list, its new item's and its items' editors. */
export function adminSegments(kind: ContentKind) {
  const { list, new: create, edit } = KINDS[kind].paths;
  return { list: list.slice(1), new: create.slice(1), edit: edit.slice(1) };
}

/**
 * The addresses whose requests carry photos of the kinds: each one's new and edit pages and its
 * /api create and update, as route patterns (`:id` for a segment).
 */
export function photoReceivingPaths(kinds: Record<string, KindEntry> = KINDS): string[] {
  return Object.values(kinds).flatMap(({ paths }) => [
    paths.new,
    `${paths.edit}/:id`,
    paths.api.new,
    `${paths.api.item}/:id`,
  ]);
}
