/**
 * The History panel of the editors (docs/product/admin-forms.md#history): an item's versions with
 * who saved each and what it changed, and Restore, which makes one of them current as a new save
 * after the same version check as any save (docs/product/admin-forms.md#two-people-editing).
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
import { editConflictMessage, type HistoryEntry } from "~/content/edit-versions";
import { formatDateTime } from "~/utils/dates";
import { PUBLISH_STATE_LABELS, publishStateOf } from "~/content/publish-state";
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

/** "foundedYear" → "Founded year": a field the table does not name, in words still. */
function inWords(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A changed field as the form names it: from the table, a Tamil text as its field and
 * "(Tamil)" ("ta.tagline" → "Tagline (Tamil)"), anything else in words.
 */
function fieldLabel(name: string, fieldNames: Record<string, string>): string {
  if (fieldNames[name]) return fieldNames[name];
  if (name.startsWith("ta.")) {
    const field = name.slice(3);
    return `${fieldNames[field] ?? inWords(field)} (Tamil)`;
  }
  return inWords(name);
}

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
      restoredFrom: version.data.restoredFrom ? formatDateTime(version.data.restoredFrom) : null,
      changed: before
        ? changesBetween(before.data, version.data)
            .filter((name) => !unlisted.includes(name))
            .map((name) => fieldLabel(name, fieldNames))
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

type RestoreOutcome =
  | {
      ok: true;
      savedAt: string;
      title: string;
      revisionId: string;
      /** The item's publish state, named when the restored version had another one. */
      keptState: string | null;
    }
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
  const current = KIND_MODELS[kind].get(id);
  if (!current || !version) return { ok: false, status: 404, message: VERSION_GONE };
  const stateNow = publishStateOf(current.publishedAt);
  const stateThen = publishStateOf((version.data.fields.publishedAt as string | null) ?? null);
  try {
    const restored = await KIND_MODELS[kind].restoreVersion(id, version.data, {
      basedOn: basedOn ? [basedOn] : undefined,
      savedBy: actorOf(request)?.email ?? "",
      restoredFrom: version.savedAt,
    });
    if (!restored) return { ok: false, status: 404, message: "That item no longer exists." };
    const when = formatDateTime(version.savedAt);
    recordActivity({
      action: "version-restored",
      subject: { kind, id, label: restored.title },
      request,
      detail: `the version of ${when}`,
    });
    return {
      ok: true,
      savedAt: when,
      title: restored.title,
      revisionId,
      keptState: stateThen === stateNow ? null : PUBLISH_STATE_LABELS[stateNow],
    };
  } catch (error) {
    if (error instanceof EditConflict) {
      return { ok: false, status: 409, message: editConflictMessage(kind, error.savedAt) };
    }
    throw error;
  }
}
