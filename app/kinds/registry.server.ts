/**
 * The server side of the content kinds (docs/decisions/060-kind-registry.md): each kind's model
 * functions, which the trash, the History panel, deletes and the dashboard call through this map
 * instead of naming each kind's model. What a kind is called and where it lives is ./registry.ts.
 */
import type { RevisionData } from "~/models/revisions.server";
import {
  blogsTrashedBefore,
  countBlogs,
  getBlog,
  listBlogs,
  purgeBlog,
  restoreBlogVersion,
  trashBlog,
  trashedBlogs,
  untrashBlog,
} from "~/models/blog.server";
import {
  countGalleryImages,
  galleriesTrashedBefore,
  getGallery,
  listGalleries,
  purgeGallery,
  restoreGalleryVersion,
  trashedGalleries,
  trashGallery,
  untrashGallery,
} from "~/models/gallery.server";
import {
  countProjects,
  getProject,
  listProjects,
  projectsTrashedBefore,
  purgeProject,
  restoreProjectVersion,
  trashedProjects,
  trashProject,
  untrashProject,
} from "~/models/project.server";
import {
  countProgressUpdates,
  getProgressUpdate,
  listAllProgressUpdates,
  progressUpdatesTrashedBefore,
  purgeProgressUpdate,
  restoreProgressVersion,
  trashedProgressUpdates,
  trashProgressUpdate,
  untrashProgressUpdate,
} from "~/models/progress.server";
import type { ContentKind } from "./registry";

/** An item as the trash lists it. */
export type TrashedItem = { id: string; title: string; deletedAt: string; deletedBy: string };

/** The newest item as the dashboard shows it. */
export type LatestItem = {
  id: string;
  title: string;
  createdAt: string;
  publishedAt: string | null;
};

export type KindModel = {
  /** The item, unless it is unknown or in the trash. */
  get: (id: string) => { id: string; title: string; publishedAt: string | null } | null;
  /** Moves it to the trash; false when there was no such item (or it is there already). */
  trash: (id: string, deletedBy: string) => boolean;
  /** Takes it out of the trash as it was; false when it is not there. */
  untrash: (id: string) => boolean;
  /** Deletes it for good with its files; false for an unknown id. */
  purge: (id: string) => Promise<boolean>;
  /** The items in the trash, most recently deleted first. */
  trashed: () => TrashedItem[];
  /** The ids of items in the trash since before `cutoff`. */
  trashedBefore: (cutoff: string) => string[];
  /** Makes a kept version current as a new save (docs/product.md#history). */
  restoreVersion: (
    id: string,
    version: RevisionData,
    options: { basedOn?: string[]; savedBy?: string; restoredFrom?: string },
  ) => Promise<{ id: string; title: string } | null>;
  /** The dashboard: the newest item (drafts included) and the card's count. */
  latest: () => LatestItem | undefined;
  dashboardCount: () => number;
};

export const KIND_MODELS: Record<ContentKind, KindModel> = {
  project: {
    get: getProject,
    trash: trashProject,
    untrash: untrashProject,
    purge: purgeProject,
    trashed: trashedProjects,
    trashedBefore: projectsTrashedBefore,
    restoreVersion: restoreProjectVersion,
    latest: () => listProjects({ limit: 1, audience: "owner" })[0],
    dashboardCount: countProjects,
  },
  blog: {
    get: getBlog,
    trash: trashBlog,
    untrash: untrashBlog,
    purge: purgeBlog,
    trashed: trashedBlogs,
    trashedBefore: blogsTrashedBefore,
    restoreVersion: restoreBlogVersion,
    latest: () => listBlogs({ limit: 1, audience: "owner" })[0],
    dashboardCount: countBlogs,
  },
  gallery: {
    get: getGallery,
    trash: trashGallery,
    untrash: untrashGallery,
    purge: purgeGallery,
    // An album may have no title; the trash names it by its category.
    trashed: () =>
      trashedGalleries().map(({ item, ...row }) => ({
        ...row,
        title: row.title || `${item.category} album`,
      })),
    trashedBefore: galleriesTrashedBefore,
    restoreVersion: restoreGalleryVersion,
    latest: () => listGalleries({ limit: 1, audience: "owner" })[0],
    // The gallery's card counts its photos, not its albums.
    dashboardCount: countGalleryImages,
  },
  progress: {
    get: getProgressUpdate,
    trash: trashProgressUpdate,
    untrash: untrashProgressUpdate,
    purge: purgeProgressUpdate,
    trashed: trashedProgressUpdates,
    trashedBefore: progressUpdatesTrashedBefore,
    restoreVersion: restoreProgressVersion,
    latest: () => listAllProgressUpdates({ limit: 1, audience: "owner" })[0],
    dashboardCount: countProgressUpdates,
  },
};
