/**
 * Blog posts: articles with their photos and a page of their own. Everything about the kind that the browser may
 * see; what it does with the database is ./blog.server.ts (docs/adding-a-kind.md).
 */
import type { KindEntry } from "./kind-entry";

export const blog = {
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
} satisfies KindEntry;
