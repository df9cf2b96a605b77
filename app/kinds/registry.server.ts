/**
 * The server halves of the content kinds (docs/decisions/060-kind-registry.md,
 * docs/decisions/076-one-declaration-per-kind.md), collected: each kind's model functions, which
 * the trash, the History panel, deletes and the dashboard call through this map instead of
 * naming each kind's model, and each kind's save, which the one pipeline looks up
 * (docs/decisions/063-one-save-pipeline.md). Each is declared in ./<kind>.server.ts.
 */
import { blogModel, blogSave } from "./blog.server";
import { galleryModel, gallerySave } from "./gallery.server";
import type { KindModel } from "./kind-server-entry.server";
import { progressModel, progressSave } from "./progress.server";
import { projectModel, projectSave } from "./project.server";
import type { ContentKind } from "./registry";

export type { KindSave, RecordInput, SavedFiles } from "./kind-server-entry.server";

export const KIND_MODELS: Record<ContentKind, KindModel> = {
  project: projectModel,
  blog: blogModel,
  gallery: galleryModel,
  progress: progressModel,
};

/** Every kind's save; the pipeline looks a kind up here and nowhere else. */
export const KIND_SAVES = {
  project: projectSave,
  blog: blogSave,
  gallery: gallerySave,
  progress: progressSave,
} satisfies Record<ContentKind, unknown>;

/** The item a kind's save answers with (a Project for "project"). */
export type SavedItem<K extends ContentKind> = NonNullable<
  ReturnType<(typeof KIND_SAVES)[K]["load"]>
>;
