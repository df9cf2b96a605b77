/**
 * The records of photos sent through the resumable upload endpoint
 * (docs/api/conventions.md#resumable-uploads): who started each, how large it is, and once complete
 * and checked, the stored image a save attaches. Expired records go with their stored image; the
 * partial bytes are the endpoint's (app/services/tus-uploads.server.ts).
 */
import { and, eq, gt, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { images, resumableUploads } from "~/db/schema";
import { deleteStoredFiles } from "~/media/upload-folder.server";

export type ResumableUpload = typeof resumableUploads.$inferSelect;
/** A complete, checked upload: its stored image is ready to be attached. */
type ReadyUpload = ResumableUpload & {
  storedFileName: string;
  width: number;
  height: number;
};

export function addResumableUpload(upload: {
  id: string;
  adminId: string;
  fileName: string;
  size: number;
  createdAt: Date;
  expiresAt: Date;
}) {
  getDb()
    .insert(resumableUploads)
    .values({
      ...upload,
      createdAt: upload.createdAt.toISOString(),
      expiresAt: upload.expiresAt.toISOString(),
    })
    .run();
}

export function getResumableUpload(id: string): ResumableUpload | null {
  return getDb().select().from(resumableUploads).where(eq(resumableUploads.id, id)).get() ?? null;
}

/** An account's uploads not yet used by a save: their ids and declared lengths (for its quota). */
export function pendingUploadsOf(adminId: string): { id: string; size: number }[] {
  return getDb()
    .select({ id: resumableUploads.id, size: resumableUploads.size })
    .from(resumableUploads)
    .where(eq(resumableUploads.adminId, adminId))
    .all();
}

/** Uploads not yet checked and stored, unexpired at `now` (their bytes may all be in). */
export function uncheckedUploadIds(now = new Date()): string[] {
  return getDb()
    .select({ id: resumableUploads.id })
    .from(resumableUploads)
    .where(
      and(
        isNull(resumableUploads.storedFileName),
        gt(resumableUploads.expiresAt, now.toISOString()),
      ),
    )
    .all()
    .map((row) => row.id);
}

export function markUploadReady(
  id: string,
  image: { fileName: string; width: number; height: number },
) {
  getDb()
    .update(resumableUploads)
    .set({ storedFileName: image.fileName, width: image.width, height: image.height })
    .where(eq(resumableUploads.id, id))
    .run();
}

export function removeResumableUpload(id: string) {
  getDb().delete(resumableUploads).where(eq(resumableUploads.id, id)).run();
}

/**
 * The ready uploads of `adminId` with these ids, in the order asked; null for each id that is
 * unknown, of another account, not complete or expired at `now`.
 */
export function readyUploadsOf(
  adminId: string,
  ids: string[],
  now = new Date(),
): (ReadyUpload | null)[] {
  if (!ids.length) return [];
  const rows = getDb()
    .select()
    .from(resumableUploads)
    .where(
      and(
        inArray(resumableUploads.id, ids),
        eq(resumableUploads.adminId, adminId),
        isNotNull(resumableUploads.storedFileName),
      ),
    )
    .all();
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = found.get(id);
    return row && row.expiresAt > now.toISOString() ? (row as ReadyUpload) : null;
  });
}

/** A save attached these uploads' images: the records go, the images now belong to the item. */
export function claimUploads(ids: string[]) {
  if (ids.length) getDb().delete(resumableUploads).where(inArray(resumableUploads.id, ids)).run();
}

/** Stored images of uploads no save has used yet (kept by the start-up sweep of UPLOADS_DIR). */
export function pendingStoredFileNames(): string[] {
  return getDb()
    .select({ name: resumableUploads.storedFileName })
    .from(resumableUploads)
    .where(isNotNull(resumableUploads.storedFileName))
    .all()
    .map((row) => row.name!);
}

/** Removes the records expired at `now` and their stored images; returns their ids. */
export async function removeExpiredUploads(now = new Date()): Promise<string[]> {
  const expired = getDb()
    .select()
    .from(resumableUploads)
    .where(lte(resumableUploads.expiresAt, now.toISOString()))
    .all();
  if (!expired.length) return [];
  const ids = expired.map((row) => row.id);
  getDb().delete(resumableUploads).where(inArray(resumableUploads.id, ids)).run();
  const stored = expired.flatMap((row) => (row.storedFileName ? [row.storedFileName] : []));
  // An image a save attached stays, even if its record outlived the save (a crash in between).
  const attached = new Set(
    stored.length
      ? getDb()
          .select({ name: images.fileName })
          .from(images)
          .where(inArray(images.fileName, stored))
          .all()
          .map((row) => row.name)
      : [],
  );
  await deleteStoredFiles(stored.filter((name) => !attached.has(name)));
  return ids;
}

/** Every upload id on record (the endpoint removes partial files no record names). */
export function resumableUploadIds(): Set<string> {
  return new Set(
    getDb()
      .select({ id: resumableUploads.id })
      .from(resumableUploads)
      .all()
      .map((row) => row.id),
  );
}
