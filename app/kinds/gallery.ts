/**
 * Gallery albums: photos with a page of their own. Everything about the kind that the browser may
 * see; what it does with the database is ./gallery.server.ts (docs/adding-a-kind.md).
 */
import type { KindEntry } from "./kind-entry";

export const gallery = {
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
  // The gallery's own wording (docs/product/admin-forms.md#gallery-form).
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
} satisfies KindEntry;
