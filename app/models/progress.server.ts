/**
 * Construction progress updates (docs/decisions/067-progress-updates.md): dated reports of a
 * project's stage and work done, with photos. The shared listed-type queries give get, create,
 * update, trash and history; what is the kind's own is its list by project and a project's
 * latest state.
 */
import {
  and,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  sql,
  type AnyColumn,
  type SQL,
} from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { progressUpdates, type images, type ProgressTamil } from "~/db/schema";
import { toImageRecord, type ImageRecord, type NewImage } from "~/media/images.server";
import type { ProgressFields } from "~/schemas/progress";
import {
  imagesForListing,
  listedRecord,
  listedType,
  notTrashed,
  visibleTo,
  type Audience,
  type ListedRecord,
} from "./listing.server";
import { oneListAdd, oneListUpdate, type OneListChanges } from "./photo-writes.server";
import { deleteFilesNoLongerNamed, type RevisionData } from "./revisions.server";

export type ProgressUpdate = ListedRecord & {
  projectId: string;
  /** The day reported, YYYY-MM-DD. */
  date: string;
  /** The slug of a stage of the owner's list. */
  stage: string;
  percent: number;
  title: string;
  /** Markdown. */
  note: string;
  /** The Tamil texts written, only those (docs/decisions/051-tamil-texts-in-the-editors.md). */
  ta: ProgressTamil;
  /** In display order. */
  images: ImageRecord[];
};

/** What a save provides (without `publishedAt` a new update is published at once). */
type ProgressInput = ProgressFields & { publishedAt?: string | null; savedBy?: string };
/** An update's save: the project it belongs to stays, whatever the form says. */
type ProgressUpdateInput = Omit<ProgressInput, "projectId"> & { projectId?: string };

type ProgressRow = typeof progressUpdates.$inferSelect;
type ImageRow = typeof images.$inferSelect;

function toProgressUpdate(row: ProgressRow, rows: ImageRow[] = []): ProgressUpdate {
  return {
    ...listedRecord(row),
    projectId: row.projectId,
    date: row.date,
    stage: row.stage,
    percent: row.percent,
    title: row.title,
    note: row.note,
    ta: { ...row.ta },
    images: rows.map(toImageRecord),
  };
}

/** The conditions of every listing of updates: live, and for visitors published. */
function progressListing(audience?: Audience, projectIds?: string[]): SQL | undefined {
  return and(
    notTrashed(progressUpdates.deletedAt),
    visibleTo(audience, progressUpdates.publishedAt),
    projectIds ? inArray(progressUpdates.projectId, projectIds) : undefined,
  );
}

const progressRecords = listedType({
  table: progressUpdates,
  kind: "progress",
  toItem: toProgressUpdate,
  listing: (audience) => progressListing(audience),
  slugSource: (fields) => fields.title,
});

/** Newest report first: by the day reported, then by when it was written. */
const timelineOrder = [
  desc(progressUpdates.date),
  desc(progressUpdates.createdAt),
  desc(sql`rowid`),
];

/**
 * A project's updates, newest first, with their photos. `visitor`: only the published ones (a
 * visitor's page and an anonymous API read); else drafts and scheduled ones too (the owner's).
 */
export function listProgressUpdates(
  projectId: string,
  { visitor }: { visitor: boolean },
): ProgressUpdate[] {
  const rows = getDb()
    .select()
    .from(progressUpdates)
    .where(
      and(
        eq(progressUpdates.projectId, projectId),
        progressListing(visitor ? "visitors" : "owner"),
      ),
    )
    .orderBy(...timelineOrder)
    .all();
  const imageRows = imagesForListing(
    "progress",
    rows.map((row) => row.id),
    { limit: rows.length },
  );
  return rows.map((row) => toProgressUpdate(row, imageRows.get(row.id)));
}

/** Where a project stands: the stage and per cent of its latest published update. */
export type ProjectProgress = { stage: string; percent: number; date: string };

/**
 * The latest published update of each of the projects, by project id (one query); a project
 * without one is not in the map (docs/decisions/067-progress-updates.md: it counts as completed).
 */
export function latestProgressOf(projectIds: string[]): Map<string, ProjectProgress> {
  const found = new Map<string, ProjectProgress>();
  if (projectIds.length === 0) return found;
  const rows = getDb()
    .select({
      projectId: progressUpdates.projectId,
      stage: progressUpdates.stage,
      percent: progressUpdates.percent,
      date: progressUpdates.date,
    })
    .from(progressUpdates)
    .where(progressListing("visitors", projectIds))
    .orderBy(...timelineOrder)
    .all();
  for (const row of rows) {
    if (!found.has(row.projectId)) found.set(row.projectId, row);
  }
  return found;
}

/**
 * The condition "the project is ongoing" for a listing of projects: its latest published update
 * says less than 100 %. A project without updates is finished work, not ongoing.
 */
export function projectIsOngoing(projectIdColumn: AnyColumn): SQL {
  return sql`coalesce((select u.percent from ${progressUpdates} u
    where u.project_id = ${projectIdColumn} and u.deleted_at is null
      and u.published_at <= ${new Date().toISOString()}
    order by u.date desc, u.created_at desc, u.rowid desc limit 1), 100) < 100`;
}

export const getProgressUpdate = progressRecords.get;

/**
 * The updates that went live by themselves between `since` and `now`: scheduled at their last
 * save (published after it), so that save could not tell their client.
 */
export function progressGoneLive(since: string, now: string): ProgressUpdate[] {
  const { id, deletedAt, publishedAt, updatedAt, createdAt } = progressUpdates;
  return getDb()
    .select({ id })
    .from(progressUpdates)
    .where(
      and(
        isNull(deletedAt),
        gt(publishedAt, since),
        lte(publishedAt, now),
        gt(publishedAt, sql`coalesce(${updatedAt}, ${createdAt})`),
      ),
    )
    .all()
    .flatMap((row) => getProgressUpdate(row.id) ?? []);
}
export const countProgressUpdates = progressRecords.count;
export const listAllProgressUpdates = progressRecords.list;

export async function createProgressUpdate(
  input: ProgressInput,
  files: NewImage[],
  createdAt: string = new Date().toISOString(),
): Promise<ProgressUpdate> {
  return progressRecords.create(input, files, oneListAdd(files, input.title), createdAt);
}

/**
 * Keeps exactly keepImages plus the new images (as a post does, docs/api/content.md#update-blog);
 * the project an update belongs to stays. Null for an unknown id; EditConflict for an older
 * version.
 */
export async function updateProgressUpdate(
  id: string,
  input: ProgressUpdateInput,
  changes: OneListChanges,
): Promise<ProgressUpdate | null> {
  const existing = getProgressUpdate(id);
  const fields = { ...input, projectId: existing?.projectId ?? "" };
  return progressRecords.update(
    existing,
    fields,
    oneListUpdate(existing?.images, changes, input.title),
  );
}

export const trashProgressUpdate = progressRecords.trash;
export const untrashProgressUpdate = progressRecords.untrash;
export const trashedProgressUpdates = progressRecords.trashed;
export const progressUpdatesTrashedBefore = progressRecords.trashedBefore;

export function restoreProgressVersion(
  id: string,
  version: RevisionData,
  options: { basedOn?: string[]; savedBy?: string; restoredFrom?: string },
): Promise<ProgressUpdate | null> {
  return progressRecords.restoreVersion(id, version, options);
}

/** Deletes an update for good: its row, image rows, versions and files. */
export function purgeProgressUpdate(id: string): Promise<boolean> {
  return progressRecords.purge(id, async (update) => {
    await deleteFilesNoLongerNamed(update.images.map((image) => image.fileName));
  });
}
