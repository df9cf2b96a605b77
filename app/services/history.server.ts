/**
 * The History panel of the editors (docs/product.md#history): an item's versions with who saved
 * each and what it changed, and Restore, which makes one of them current as a new save after the
 * same version check as any save (docs/product.md#two-people-editing).
 */
import { recordActivity } from "~/models/activity.server";
import type { ContentKind } from "~/kinds/registry";
import { KIND_MODELS } from "~/kinds/registry.server";
import {
  changedFields,
  changedTamilTexts,
  getRevision,
  listRevisions,
  type Revision,
  type RevisionData,
} from "~/models/revisions.server";
import { EditConflict } from "~/models/save-versions.server";
import { editConflictMessage } from "~/content/edit-versions";
import { formatDateTime } from "~/utils/dates";
import { actorOf } from "~/utils/request-client.server";

/** How the panel names what a version changed. */
const FIELD_NAMES: Record<string, string> = {
  title: "Title",
  description: "Description",
  content: "Content",
  author: "Author",
  category: "Category",
  location: "Location",
  tags: "Tags",
  slug: "Address",
  searchDescription: "Search description",
  shareImageAlt: "Share image text",
  publishedAt: "Publish state",
  photos: "Photos",
  "alt texts": "Alt texts",
  captions: "Captions",
  "ta.title": "Tamil title",
  "ta.description": "Tamil description",
  "ta.content": "Tamil content",
  "ta.location": "Tamil location",
  "ta.searchDescription": "Tamil search description",
  "ta.shareImageAlt": "Tamil share image text",
};

/** What one version changed from the one before, each Tamil text named on its own. */
function changesBetween(before: RevisionData, after: RevisionData): string[] {
  return changedFields(before, after).flatMap((name) =>
    name === "ta" ? changedTamilTexts(before.fields, after.fields) : [name],
  );
}

export type HistoryEntry = {
  id: string;
  savedAt: string;
  when: string;
  who: string;
  /** What this version changed from the one before it; null for the first one kept. */
  changed: string[] | null;
  current: boolean;
};

/**
 * Kept versions as the panel lists them, the current one first: `fieldNames` names what each
 * changed (other fields show as they are named), `unlisted` are changes the panel leaves out.
 */
export function historyEntries(
  versions: Revision[],
  fieldNames: Record<string, string>,
  unlisted: string[] = [],
): HistoryEntry[] {
  return versions.map((version, index) => {
    const before = versions[index + 1];
    return {
      id: version.id,
      savedAt: version.savedAt,
      when: formatDateTime(version.savedAt),
      who: version.savedBy,
      changed: before
        ? changesBetween(before.data, version.data)
            .filter((name) => !unlisted.includes(name))
            .map((name) => fieldNames[name] ?? name)
        : null,
      current: index === 0,
    };
  });
}

export const VERSION_GONE = "That version is no longer kept.";

/** The kept version with this id when it is one of this item's; null when it is not kept. */
export function keptVersionOf(
  revisionId: string,
  entityType: string,
  entityId: string,
): Revision | null {
  const version = getRevision(revisionId);
  return version && version.entityType === entityType && version.entityId === entityId
    ? version
    : null;
}

/** An item's versions, the current one first. */
export function historyOf(kind: ContentKind, id: string): HistoryEntry[] {
  return historyEntries(listRevisions(kind, id), FIELD_NAMES);
}

export type RestoreOutcome =
  | { ok: true; savedAt: string; title: string; revisionId: string }
  | { ok: false; status: 404 | 409; message: string };

/** Makes a version current as a new save, unless the item was saved since `basedOn`. */
export async function restoreVersion(
  request: Request,
  kind: ContentKind,
  id: string,
  revisionId: string,
  basedOn: string | undefined,
): Promise<RestoreOutcome> {
  const version = keptVersionOf(revisionId, kind, id);
  if (!KIND_MODELS[kind].get(id) || !version)
    return { ok: false, status: 404, message: VERSION_GONE };
  try {
    const restored = await KIND_MODELS[kind].restoreVersion(id, version.data, {
      basedOn: basedOn ? [basedOn] : undefined,
      savedBy: actorOf(request)?.email ?? "",
    });
    if (!restored) return { ok: false, status: 404, message: "That item no longer exists." };
    const when = formatDateTime(version.savedAt);
    recordActivity({
      action: "version-restored",
      subject: { kind, id, label: restored.title },
      request,
      detail: `the version of ${when}`,
    });
    return { ok: true, savedAt: when, title: restored.title, revisionId };
  } catch (error) {
    if (error instanceof EditConflict) {
      return { ok: false, status: 409, message: editConflictMessage(kind, error.savedAt) };
    }
    throw error;
  }
}
