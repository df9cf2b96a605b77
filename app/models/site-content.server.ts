/**
 * The public pages' own content (docs/decisions/049-site-content-sections.md): one row of
 * `site_sections` per section, its JSON checked by the section's schema on every save and
 * again on every read (a row that no longer fits falls back to the first content, logged).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, markContentChanged, type Tx } from "~/db/db.server";
import { projects, revisions, siteSections } from "~/db/schema";
import { deleteStoredFiles } from "~/media/upload-folder.server";
import {
  SITE_SECTION_LABELS,
  SITE_SECTION_SCHEMAS,
  SITE_SECTIONS,
  type SiteSectionKey,
  type SiteSections,
} from "~/schemas/site-content";
import { versionOf } from "~/content/edit-versions";
import type { EstimateConfig } from "~/utils/cost-estimate";
import type { Language } from "~/i18n/language";
import type { ContactChoices } from "~/schemas/contact";
import { contentText, tamilText, type ContentText, type TamilTexts } from "~/i18n/content";
import { isPublic } from "~/content/publish-state";
import { publicPath } from "~/kinds/registry";
import { logger } from "~/utils/logger.server";
import { foldLineBreaks } from "~/utils/one-line";
import { ONE_LINE_REFUSAL } from "~/schemas/common";
import type { z } from "zod";
import { actorOf } from "~/utils/request-client.server";
import { recordActivity } from "./activity.server";
import { FIRST_SITE_CONTENT } from "./site-content-seed";
import {
  deleteFilesNoLongerNamed,
  keepRevision,
  newestRevision,
  pruneRevisions,
  type RevisionData,
} from "./revisions.server";
import { EditConflict } from "./save-versions.server";

export { EditConflict };

function firstContent<K extends SiteSectionKey>(key: K): SiteSections[K] {
  return SITE_SECTION_SCHEMAS[key].parse(FIRST_SITE_CONTENT[key]) as SiteSections[K];
}

/**
 * A section saved before its one-line texts refused line breaks
 * (docs/security/requests.md#one-line-fields) reads with those breaks folded to spaces, instead of
 * falling back to the first content; null when anything else is wrong with it.
 */
function withOneLineTextsFolded(data: unknown, issues: readonly z.core.$ZodIssue[]): unknown {
  if (!issues.every((issue) => issue.message.endsWith(ONE_LINE_REFUSAL))) return null;
  const copy = structuredClone(data);
  for (const { path } of issues) {
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown>)?.[key], copy) as
      Record<PropertyKey, unknown> | undefined;
    const last = path.at(-1);
    const value = last === undefined ? undefined : parent?.[last];
    if (typeof value === "string") parent![last!] = foldLineBreaks(value);
  }
  return copy;
}

/** A section as stored, with its version (when it was last saved). */
export function getSectionRecord<K extends SiteSectionKey>(
  key: K,
): { data: SiteSections[K]; version: string } {
  const row = getDb().select().from(siteSections).where(eq(siteSections.key, key)).get();
  if (!row) return { data: firstContent(key), version: "" };
  let parsed = SITE_SECTION_SCHEMAS[key].safeParse(row.data);
  if (!parsed.success) {
    const folded = withOneLineTextsFolded(row.data, parsed.error.issues);
    if (folded) parsed = SITE_SECTION_SCHEMAS[key].safeParse(folded);
  }
  if (!parsed.success) {
    logger.error({ section: key, issues: parsed.error.issues }, "stored site section is invalid");
    return { data: firstContent(key), version: versionOf(row) };
  }
  return { data: parsed.data as SiteSections[K], version: versionOf(row) };
}

export function getSection<K extends SiteSectionKey>(key: K): SiteSections[K] {
  return getSectionRecord(key).data;
}

/** Every section, for `GET /api/site` and the pages that show several. */
export function getAllSections(): SiteSections {
  return Object.fromEntries(SITE_SECTIONS.map((key) => [key, getSection(key)])) as SiteSections;
}

/**
 * Writes the first content of every section not stored yet: a new database (demo or
 * production) starts with the pages it always showed; a stored section is never touched.
 */
export function ensureSiteContent(): number {
  let added = 0;
  for (const key of SITE_SECTIONS) {
    const result = getDb()
      .insert(siteSections)
      .values({ key, data: firstContent(key) })
      .onConflictDoNothing()
      .run();
    added += result.changes;
  }
  return added;
}

/** Every photo file a section names (team members, services, testimonials). */
function photosOf(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap(photosOf);
  if (data && typeof data === "object") {
    return Object.entries(data).flatMap(([key, value]) =>
      key === "photo" && typeof value === "string" ? [value] : photosOf(value),
    );
  }
  return [];
}

/** The stored files the sections use, so the start-up sweep keeps them. */
export function siteContentFileNames(): string[] {
  return getDb()
    .select({ data: siteSections.data })
    .from(siteSections)
    .all()
    .flatMap((row) => photosOf(row.data));
}

/** The history's name for a section's versions (docs/product/admin-forms.md#history). */
export const SITE_SECTION_ENTITY = "site-section";

/**
 * A section as a kept version: its fields, and its photos listed the way the history lists a
 * project's, so the files stay on disk (and out of /uploads for visitors once unused) while a
 * version names them, like every other kept photo.
 */
function sectionVersionData(data: unknown): RevisionData {
  return {
    fields: { ...(data as Record<string, unknown>) },
    photos: photosOf(data).map((fileName, position) => ({
      fileName,
      role: "image",
      position,
      width: 0,
      height: 0,
      alt: "",
      caption: "",
    })),
  };
}

/** The photos the kept versions of a section name. */
function photosOfVersions(db: ReturnType<typeof getDb> | Tx, key: SiteSectionKey): Set<string> {
  return new Set(
    db
      .select({ data: revisions.data })
      .from(revisions)
      .where(and(eq(revisions.entityType, SITE_SECTION_ENTITY), eq(revisions.entityId, key)))
      .all()
      .flatMap((row) => (JSON.parse(row.data) as RevisionData).photos ?? [])
      .map((photo) => photo.fileName),
  );
}

/** A save names a photo the section neither had nor stored with this save. */
export class UnknownPhotoError extends Error {
  constructor(readonly fileName: string) {
    super("A photo must be uploaded with the section or already be one of its photos");
    this.name = "UnknownPhotoError";
  }
}

type SaveSectionInput<K extends SiteSectionKey> = {
  key: K;
  /** The section's content, already checked by its schema. */
  data: SiteSections[K];
  /** The request that saves (its administrator, address and device go to the activity log). */
  request: Request;
  /** The version the save was based on (the form's field, or If-Match); none checks nothing. */
  basedOn?: string[];
  /** Photos stored for this save: deleted again if the save is refused. */
  newPhotos?: string[];
  /** A restore from the History: the photos an earlier version of this section names count as its own. */
  restoring?: { when: string; savedAt: string };
};

/**
 * The one function that saves a section (the admin editor and `PUT /api/site/{section}`):
 * refuses a save based on an older version (EditConflict), writes the section live, drops the
 * page cache, records the activity, and deletes the photos the section no longer names.
 */
export async function saveSection<K extends SiteSectionKey>({
  key,
  data,
  request,
  basedOn,
  newPhotos = [],
  restoring,
}: SaveSectionInput<K>): Promise<{ data: SiteSections[K]; version: string }> {
  const db = getDb();
  let removed: string[] = [];
  let pruned: string[] = [];
  let version: string;
  try {
    version = db.transaction((tx) => {
      const stored = tx.select().from(siteSections).where(eq(siteSections.key, key)).get();
      const now = new Date();
      const current = stored ? versionOf(stored) : "";
      if (basedOn && basedOn.length && !basedOn.includes(current)) {
        throw new EditConflict(current);
      }
      const after = stored ? Date.parse(current) + 1 : NaN;
      const next = new Date(
        Number.isNaN(after) ? now.getTime() : Math.max(now.getTime(), after),
      ).toISOString();
      const kept = new Set(photosOf(data));
      const had = stored ? photosOf(stored.data) : [];
      // Only the section's own photos: a save must never adopt (and later delete) another
      // record's file.
      const allowed = new Set([
        ...had,
        ...newPhotos,
        ...(restoring ? photosOfVersions(tx, key) : []),
      ]);
      const unknown = [...kept].find((name) => !allowed.has(name));
      if (unknown) throw new UnknownPhotoError(unknown);
      removed = had.filter((name) => !kept.has(name));
      // The version this save replaces, kept unless a row holds it already (the first content,
      // or a section saved before history was kept): its author unknown.
      if (stored && newestRevision(tx, SITE_SECTION_ENTITY, key)?.savedAt !== current) {
        keepRevision(tx, {
          entityType: SITE_SECTION_ENTITY,
          entityId: key,
          data: sectionVersionData(stored.data),
          savedAt: current,
        });
      }
      tx.insert(siteSections)
        .values({ key, data, updatedAt: next })
        .onConflictDoUpdate({ target: siteSections.key, set: { data, updatedAt: next } })
        .run();
      keepRevision(tx, {
        entityType: SITE_SECTION_ENTITY,
        entityId: key,
        // A restore names the version it brought back ("Restored by …" in the History).
        data: restoring
          ? { ...sectionVersionData(data), restoredFrom: restoring.savedAt }
          : sectionVersionData(data),
        savedBy: actorOf(request)?.email ?? "",
        savedAt: next,
      });
      pruned = pruneRevisions(tx, { entityType: SITE_SECTION_ENTITY, entityId: key });
      return next;
    });
  } catch (error) {
    await deleteStoredFiles(newPhotos);
    throw error;
  }
  markContentChanged();
  recordActivity({
    action: "site-content-changed",
    request,
    detail: restoring
      ? `${SITE_SECTION_LABELS[key]}: the version of ${restoring.when} restored`
      : SITE_SECTION_LABELS[key],
  });
  // A photo the section stopped using stays while a kept version names it; another
  // section's photo is never deleted here.
  const inUse = new Set(siteContentFileNames());
  const unused = [...removed, ...pruned].filter((name) => !inUse.has(name));
  if (unused.length) await deleteFilesNoLongerNamed(unused);
  return { data, version };
}

/** The contact form's lists: the services and the packages on the site, by their titles. */
export function contactChoices(language: Language = "en"): ContactChoices {
  return choicesOf(getSection("services").items, getSection("pricing").items, language);
}

/** The contact form's choices from the site's services and pricing tiers, named in `language`. */
function choicesOf(
  services: readonly { title: string; ta?: TamilTexts }[],
  tiers: readonly { name: string; ta?: TamilTexts }[],
  language: Language,
): ContactChoices {
  const named = (english: string, tamil: TamilTexts, key: string) =>
    [english, contentText(language, english, tamilText(tamil, key))] as const;
  return {
    services: services.map((item) => item.title),
    packages: tiers.map((item) => item.name),
    names: Object.fromEntries([
      ...services.map((item) => named(item.title, item.ta, "title")),
      ...tiers.map((item) => named(item.name, item.ta, "name")),
    ]),
  };
}

/**
 * The service and package that `/contact?service=<slug>&package=<slug>` chose, by title; an
 * unknown slug chooses nothing.
 */
export function contactChoiceFor(search: URLSearchParams): { service?: string; package?: string } {
  const service = getSection("services").items.find((item) => item.slug === search.get("service"));
  const tier = getSection("pricing").items.find((item) => item.slug === search.get("package"));
  return { service: service?.title, package: tier?.name };
}

/** The projects a testimonial may be about, by title, for the editor's choice. */
export function projectChoices(): { id: string; title: string }[] {
  return getDb()
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .orderBy(asc(sql`${projects.title} collate nocase`))
    .all();
}

/**
 * The public page of each project the testimonials are about, by project id; a project not
 * published (or gone) has none.
 */
export function testimonialProjectLinks(
  items: SiteSections["testimonials"]["items"],
  language: Language,
): Record<string, { title: ContentText; to: string }> {
  const ids = items.map((item) => item.projectId).filter((id): id is string => Boolean(id));
  if (!ids.length) return {};
  const rows = getDb()
    .select({
      id: projects.id,
      title: projects.title,
      ta: projects.ta,
      slug: projects.slug,
      publishedAt: projects.publishedAt,
      visibility: projects.visibility,
    })
    .from(projects)
    .where(inArray(projects.id, ids))
    .all();
  return Object.fromEntries(
    rows
      .filter((row) => row.slug && isPublic(row))
      .map((row) => [
        row.id,
        {
          title: contentText(language, row.title, tamilText(row.ta, "title")),
          to: publicPath("project", row.slug!),
        },
      ]),
  );
}

/**
 * The estimator's numbers (docs/product/public-site.md#cost-estimator): the pricing tiers' rates by
 * slug and the Estimator section's extras, stages and pace.
 */
export function estimateConfigOf(
  pricing: SiteSections["pricing"],
  estimator: SiteSections["estimator"],
): EstimateConfig {
  return {
    packages: pricing.items.map((tier) => ({ slug: tier.slug, rate: tier.price })),
    extras: estimator.extras.map(({ slug, price, unit }) => ({ slug, price, unit })),
    stages: estimator.stages.map(({ percent }) => ({ percent })),
    pace: estimator.pace,
  };
}

/** The estimator's numbers as stored now. */
export function estimateConfig(): EstimateConfig {
  return estimateConfigOf(getSection("pricing"), getSection("estimator"));
}

/** The slugs of the owner's construction stages: what a progress update may name. */
export function progressStageSlugs(): string[] {
  return getSection("progress").stages.map((stage) => stage.slug);
}

/** The owner's construction stages, in order (the `progress` site section). */
export function progressStages() {
  return getSection("progress").stages;
}
