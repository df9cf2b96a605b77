/**
 * The History of the pages' own content and of the site settings
 * (docs/product/admin-forms.md#history): the same versions and panel as the other editors, and
 * Restore, which saves a kept version again through the section's (or the settings') own checks and
 * save, version check included.
 */
import { filesOnDisk, listRevisions, type Revision } from "~/models/revisions.server";
import { EditConflict } from "~/models/save-versions.server";
import { SITE_SECTION_ENTITY } from "~/models/site-content.server";
import { SITE_SETTINGS_ENTITY, SITE_SETTINGS_ENTITY_ID } from "~/models/site-settings.server";
import type { SiteSectionKey } from "~/schemas/site-content";
import { SiteSettingsSchema } from "~/schemas/site-settings";
import { formatDateTime } from "~/utils/dates";
import { formatSaveTime } from "~/content/edit-versions";
import { actorOf } from "~/utils/request-client.server";
import type { HistoryEntry } from "~/content/edit-versions";
import { historyEntries, keptVersionOf, VERSION_GONE } from "./history.server";
import { submitSectionJson } from "./site-section-save.server";
import { applySiteSettings } from "./site-settings-save.server";

/** How the panel names what a version changed; other fields show as they are named. */
const FIELD_NAMES: Record<string, string> = {
  // Sections
  headline: "Headline",
  introduction: "Introduction",
  badge: "Badge",
  stats: "Figures",
  points: "Why-us points",
  storyTitle: "Story title",
  story: "Story",
  mission: "Mission",
  vision: "Vision",
  timeline: "Timeline",
  team: "Team",
  items: "Items",
  extras: "Extras",
  stages: "Payment stages",
  pace: "Pace",
  note: "Note",
  ta: "Tamil text",
  photos: "Photos",
  // Settings
  name: "Company name",
  tagline: "Tagline",
  foundedYear: "Founding year",
  phone: "Phone",
  chatOnPhone: "WhatsApp on the phone number",
  chatNumber: "Chat number",
  email: "E-mail",
  street: "Street address",
  locality: "Locality",
  city: "City",
  region: "State",
  postalCode: "PIN code",
  hoursWeekdays: "Opening hours",
  hoursSunday: "Closed days",
  openingDays: "Open on",
  opens: "Opens at",
  closes: "Closes at",
  latitude: "Latitude",
  longitude: "Longitude",
  areaServed: "Areas served",
  priceRange: "Price range",
  facebook: "Facebook link",
  instagram: "Instagram link",
  linkedin: "LinkedIn link",
  youtube: "YouTube link",
  creditLabel: "Footer credit",
  creditUrl: "Footer credit link",
};

/** Alt texts and captions are the content editors' photo fields; these forms have none. */
const UNLISTED = ["alt texts", "captions"];

/** A section's list, named as its editor heads it. */
const ITEMS_OF: Partial<Record<SiteSectionKey, string>> = {
  services: "Services",
  process: "Process steps",
  pricing: "Pricing tiers",
  testimonials: "Testimonials",
  progress: "Construction stages",
};

export function sectionHistory(key: SiteSectionKey): HistoryEntry[] {
  const names = ITEMS_OF[key] ? { ...FIELD_NAMES, items: ITEMS_OF[key] } : FIELD_NAMES;
  return historyEntries(listRevisions(SITE_SECTION_ENTITY, key), names, UNLISTED);
}

export function settingsHistory(): HistoryEntry[] {
  return historyEntries(
    listRevisions(SITE_SETTINGS_ENTITY, SITE_SETTINGS_ENTITY_ID),
    FIELD_NAMES,
    UNLISTED,
  );
}

type SiteRestoreOutcome =
  { ok: true; savedAt: string } | { ok: false; status: 400 | 404 | 409; message: string };

function conflict(savedAt: string): SiteRestoreOutcome {
  return {
    ok: false,
    status: 409,
    message: `Someone else saved at ${formatSaveTime(savedAt)}, after the page you restored from was opened. Reload the page to see their version, then restore again if you still want to.`,
  };
}

/** A section's photos that are no longer on disk are left out of the restored version. */
async function withoutMissingPhotos(fields: Record<string, unknown>, version: Revision) {
  const named = (version.data.photos ?? []).map((photo) => photo.fileName);
  const present = await filesOnDisk(named);
  if (present.size === named.length) return fields;
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).flatMap(([key, inner]) =>
          key === "photo" && typeof inner === "string" && !present.has(inner)
            ? []
            : [[key, strip(inner)]],
        ),
      );
    }
    return value;
  };
  return strip(fields) as Record<string, unknown>;
}

/** Makes a kept version of a section current as a new save (the section's checks apply). */
export async function restoreSectionVersion(
  request: Request,
  key: SiteSectionKey,
  revisionId: string,
  basedOn: string | undefined,
): Promise<SiteRestoreOutcome> {
  const version = keptVersionOf(revisionId, SITE_SECTION_ENTITY, key);
  if (!version) return { ok: false, status: 404, message: VERSION_GONE };
  const when = formatDateTime(version.savedAt);
  const fields = await withoutMissingPhotos(version.data.fields, version);
  const result = await submitSectionJson(request, key, fields, basedOn ? [basedOn] : undefined, {
    when,
    savedAt: version.savedAt,
  });
  if (result.ok) return { ok: true, savedAt: when };
  if (result.status === 409) return conflict(result.version ?? "");
  return {
    ok: false,
    status: 400,
    message: `That version no longer passes the section's checks (${result.message}); change the section in the form instead.`,
  };
}

/** Makes a kept version of the settings current as a new save (the settings' checks apply). */
export async function restoreSettingsVersion(
  request: Request,
  revisionId: string,
  basedOn: string | undefined,
): Promise<SiteRestoreOutcome> {
  const version = keptVersionOf(revisionId, SITE_SETTINGS_ENTITY, SITE_SETTINGS_ENTITY_ID);
  if (!version) return { ok: false, status: 404, message: VERSION_GONE };
  const parsed = SiteSettingsSchema.safeParse(version.data.fields);
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      message: `That version no longer passes the settings' checks (${parsed.error.issues[0].message}); change the settings in the form instead.`,
    };
  }
  const when = formatDateTime(version.savedAt);
  try {
    await applySiteSettings(parsed.data, { email: actorOf(request)?.email ?? "" }, request, {
      basedOn,
      restoring: { when, savedAt: version.savedAt },
    });
  } catch (error) {
    if (error instanceof EditConflict) return conflict(error.savedAt);
    throw error;
  }
  return { ok: true, savedAt: when };
}
