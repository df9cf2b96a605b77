import { desc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { images, projects } from "~/db/schema";
import type { ProjectFields } from "~/schemas/project";
import { newId } from "~/utils/ids.server";
import { deleteStoredFiles, type StoredImage } from "~/utils/uploads.server";
import {
  commitWithFiles,
  deleteImageRows,
  imagesByOwner,
  imagesForListing,
  insertImages,
  renumber,
  toImageRecord,
  updateAltTexts,
  type ImageRecord,
  type ListOptions,
} from "./images.server";

export type Project = {
  id: string;
  title: string;
  description: string;
  category: string;
  location: string;
  cover: ImageRecord | null;
  gallery: ImageRecord[];
  createdAt: string;
};

type ProjectRow = typeof projects.$inferSelect;
type ImageRow = typeof images.$inferSelect;

function toProject(row: ProjectRow, rows: ImageRow[] = []): Project {
  const cover = rows.find((image) => image.role === "cover");
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    location: row.location,
    cover: cover ? toImageRecord(cover) : null,
    gallery: rows.filter((image) => image.role === "gallery").map(toImageRecord),
    createdAt: row.createdAt,
  };
}

/** Project records, newest first, with their images (two queries whatever the count). */
export function listProjects(options: ListOptions = {}): Project[] {
  const rows = getDb()
    .select()
    .from(projects)
    .where(options.excludeId ? ne(projects.id, options.excludeId) : undefined)
    .orderBy(desc(projects.createdAt), desc(sql`rowid`))
    // SQLite reads LIMIT -1 as "no limit".
    .limit(options.limit ?? -1)
    .all();
  const imageRows = imagesForListing(
    "projectId",
    rows.map((row) => row.id),
    options,
  );
  return rows.map((row) => toProject(row, imageRows.get(row.id)));
}

export function getProject(id: string): Project | null {
  const row = getDb().select().from(projects).where(eq(projects.id, id)).get();
  if (!row) return null;
  return toProject(row, imagesByOwner("projectId", [id]).get(id));
}

export function countProjects(): number {
  return (
    getDb()
      .select({ count: sql<number>`count(*)` })
      .from(projects)
      .get()?.count ?? 0
  );
}

export type NewProjectImages = { cover: StoredImage; gallery: StoredImage[] };

export async function createProject(
  fields: ProjectFields,
  files: NewProjectImages,
  createdAt?: string,
): Promise<Project> {
  const id = newId();
  await commitWithFiles([files.cover, ...files.gallery], () =>
    getDb().transaction((tx) => {
      tx.insert(projects)
        .values({ id, ...fields, ...(createdAt ? { createdAt } : {}) })
        .run();
      insertImages(tx, { projectId: id }, "cover", [files.cover], 0, fields.title);
      insertImages(tx, { projectId: id }, "gallery", files.gallery, 0, fields.title);
    }),
  );
  return getProject(id)!;
}

export type ProjectImageChanges = {
  removeCoverImage: boolean;
  keepGalleryImages: string[];
  newCover: StoredImage | null;
  newGallery: StoredImage[];
  alts: Record<string, string>;
};

/**
 * docs/api.md#update-project: keeps the cover unless it is removed or replaced, keeps
 * exactly the listed gallery images plus the new ones. Files no record uses
 * any more are deleted after the commit. Returns null for an unknown id.
 */
export async function updateProject(
  id: string,
  fields: ProjectFields,
  changes: ProjectImageChanges,
): Promise<Project | null> {
  const existing = getProject(id);
  const newFiles = [...(changes.newCover ? [changes.newCover] : []), ...changes.newGallery];
  if (!existing) {
    await deleteStoredFiles(newFiles.map((image) => image.fileName));
    return null;
  }
  const keep = new Set(changes.keepGalleryImages);
  const keptGallery = existing.gallery.filter((image) => keep.has(image.fileName));
  const removed = existing.gallery
    .filter((image) => !keep.has(image.fileName))
    .map((image) => image.fileName);
  if (existing.cover && (changes.removeCoverImage || changes.newCover)) {
    removed.push(existing.cover.fileName);
  }

  await commitWithFiles(newFiles, () =>
    getDb().transaction((tx) => {
      tx.update(projects)
        .set({ ...fields, updatedAt: new Date().toISOString() })
        .where(eq(projects.id, id))
        .run();
      deleteImageRows(tx, removed);
      if (changes.newCover) {
        insertImages(tx, { projectId: id }, "cover", [changes.newCover], 0, fields.title);
      }
      renumber(
        tx,
        keptGallery.map((image) => image.fileName),
      );
      insertImages(
        tx,
        { projectId: id },
        "gallery",
        changes.newGallery,
        keptGallery.length,
        fields.title,
      );
      updateAltTexts(tx, eq(images.projectId, id), changes.alts);
    }),
  );
  await deleteStoredFiles(removed);
  return getProject(id);
}

/** Deletes a project, its image rows and files. Returns false for an unknown id. */
export async function deleteProject(id: string): Promise<boolean> {
  const existing = getProject(id);
  if (!existing) return false;
  getDb().delete(projects).where(eq(projects.id, id)).run();
  await deleteStoredFiles([
    ...(existing.cover ? [existing.cover.fileName] : []),
    ...existing.gallery.map((image) => image.fileName),
  ]);
  return true;
}
