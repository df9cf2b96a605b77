/**
 * The trash (docs/product/admin.md#trash, docs/decisions/044-history-and-trash.md): what was
 * deleted in the last 30 days (projects, posts, galleries, enquiries), restored as it was or
 * deleted for good with its files, and the purge that removes what has been there longer. Every
 * change is a row of the audit log and, but for enquiries, which no public page shows, a content
 * write (markContentChanged, docs/decisions/040-bounded-writes-and-mail.md).
 */
import { markContentChanged } from "~/db/db.server";
import { CONTENT_KINDS } from "~/kinds/registry";
import { KIND_MODELS } from "~/kinds/registry.server";
import { recordActivity } from "~/models/activity.server";
import {
  deleteEnquiry,
  enquiriesTrashedBefore,
  trashedEnquiries,
  untrashEnquiry,
} from "~/models/enquiry.server";
import { logger } from "~/utils/logger.server";
import { formatDateTime } from "~/utils/dates";
import { TRASH_DAYS, type TrashKind } from "~/content/trash";

export type TrashEntry = {
  kind: TrashKind;
  id: string;
  title: string;
  deletedAt: string;
  deletedBy: string;
  /** How the audit log names it: an enquiry by service and date, never the sender (decision 039). */
  logLabel?: string;
};

const DAY_MS = 24 * 3600_000;

type TrashModel = {
  list: () => TrashEntry[];
  restore: (id: string) => boolean;
  purge: (id: string) => Promise<boolean> | boolean;
  before: (cutoff: string) => string[];
};

/** Each content kind's model (app/kinds/registry.server.ts), as the trash uses it. */
function contentTrash(kind: (typeof CONTENT_KINDS)[number]): TrashModel {
  const model = KIND_MODELS[kind];
  return {
    list: () =>
      model.trashed().map(({ id, title, deletedAt, deletedBy }) => ({
        kind,
        id,
        title,
        deletedAt,
        deletedBy,
      })),
    restore: model.untrash,
    purge: model.purge,
    before: model.trashedBefore,
  };
}

const KINDS: Record<TrashKind, TrashModel> = {
  ...(Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, contentTrash(kind)])) as Record<
    (typeof CONTENT_KINDS)[number],
    TrashModel
  >),
  enquiry: {
    list: () =>
      trashedEnquiries().map((row) => ({
        kind: "enquiry",
        id: row.id,
        title: `${row.name} (${row.email})`,
        logLabel: `${row.service}, received ${formatDateTime(row.createdAt)}`,
        deletedAt: row.deletedAt!,
        deletedBy: row.deletedBy ?? "",
      })),
    restore: untrashEnquiry,
    purge: deleteEnquiry,
    before: enquiriesTrashedBefore,
  },
};

/** Everything in the trash, most recently deleted first. */
export function listTrash(): TrashEntry[] {
  return Object.values(KINDS)
    .flatMap((kind) => kind.list())
    .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
}

function entryOf(kind: TrashKind, id: string) {
  return KINDS[kind].list().find((entry) => entry.id === id) ?? null;
}

/** Takes an item out of the trash as it was; null when it is not there. */
export function restoreFromTrash(request: Request, kind: TrashKind, id: string) {
  const entry = entryOf(kind, id);
  if (!entry || !KINDS[kind].restore(id)) return null;
  if (kind !== "enquiry") markContentChanged();
  recordActivity({
    action: "restored-from-trash",
    subject: { kind, id, label: entry.logLabel ?? entry.title },
    request,
  });
  return entry;
}

/** Deletes an item in the trash for good, with its files; null when it is not there. */
export async function deleteForever(request: Request, kind: TrashKind, id: string) {
  const entry = entryOf(kind, id);
  if (!entry || !(await KINDS[kind].purge(id))) return null;
  if (kind !== "enquiry") markContentChanged();
  recordActivity({
    action: "deleted-forever",
    subject: { kind, id, label: entry.logLabel ?? entry.title },
    request,
  });
  return entry;
}

/**
 * Removes, with their files, the items in the trash for more than TRASH_DAYS days at `now`;
 * returns how many went.
 */
export async function purgeExpiredTrash(now: number = Date.now()): Promise<number> {
  const cutoff = new Date(now - TRASH_DAYS * DAY_MS).toISOString();
  let purged = 0;
  for (const [kind, model] of Object.entries(KINDS) as [TrashKind, (typeof KINDS)[TrashKind]][]) {
    for (const id of model.before(cutoff)) {
      const entry = entryOf(kind, id);
      if (!(await model.purge(id))) continue;
      purged += 1;
      recordActivity({
        actor: null,
        action: "purged-from-trash",
        subject: { kind, id, label: entry?.logLabel ?? entry?.title ?? "" },
      });
    }
  }
  if (purged) {
    markContentChanged();
    logger.info({ count: purged }, "removed items in the trash for more than 30 days");
  }
  return purged;
}

const PURGE_EVERY_MS = 3600_000;
let timer: NodeJS.Timeout | undefined;

/** Purges at start and then every hour (idempotent); the timer never keeps the process alive. */
export function startTrashPurge() {
  if (timer) return;
  const run = () =>
    purgeExpiredTrash().catch((error) => logger.error({ err: error }, "trash purge failed"));
  void run();
  timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
}

export function stopTrashPurge() {
  if (timer) clearInterval(timer);
  timer = undefined;
}
