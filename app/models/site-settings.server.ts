/**
 * The company's details in the database (docs/decisions/048-site-settings-in-the-database.md):
 * one row, read once into memory (getSiteConfig in app/config/site.server.ts) and replaced by
 * every save, which also drops the page cache.
 */
import { eq } from "drizzle-orm";
import {
  PAYMENT_SETTINGS,
  settingsOfSiteConfig,
  type PaymentSetting,
  siteConfigFromSettings,
  type SiteSettings,
  type StoredSiteSettings,
} from "~/config/site";
import { withChatNumber } from "~/config/chat-number";
import { visitingHoursOf, type VisitingHours } from "~/config/visiting-hours";
import { replaceSiteConfig, siteConfigFromEnv } from "~/config/site.server";
import { getDb, markContentChanged } from "~/db/db.server";
import { siteSettings } from "~/db/schema";
import { mergeTamil } from "~/i18n/tamil-texts";
import { keepRevision, newestRevision, pruneRevisions } from "./revisions.server";
import { EditConflict } from "./save-versions.server";

const ROW_ID = 1;

/**
 * The history's name for the settings' versions (docs/product/admin-forms.md#history): one entity.
 */
export const SITE_SETTINGS_ENTITY = "site-settings";
export const SITE_SETTINGS_ENTITY_ID = String(ROW_ID);

/**
 * A version holds the settings with their Tamil texts; restoring one kept before Tamil texts
 * (no `ta`) keeps the stored ones.
 */
function settingsVersion(value: StoredSiteSettings): Record<string, unknown> {
  return { ...value };
}

/** A row saved before the chat-number choice reads with it decided (withChatNumber). */
function storedValue(value: unknown): StoredSiteSettings {
  return withChatNumber(value as StoredSiteSettings);
}

function storedRow(): { value: StoredSiteSettings; updatedAt: string; updatedBy: string } | null {
  const row = getDb().select().from(siteSettings).where(eq(siteSettings.id, ROW_ID)).get();
  return row ? { ...row, value: storedValue(row.value) } : null;
}

/**
 * The stored settings, written first from the SITE_* variables when the database has none
 * (a new database, or the first start after this table came). Puts them in memory for every
 * reader; called at start-up.
 */
export function loadSiteSettings(): StoredSiteSettings {
  let row = storedRow();
  if (!row) {
    getDb()
      .insert(siteSettings)
      .values({ id: ROW_ID, value: settingsOfSiteConfig(siteConfigFromEnv()) })
      .onConflictDoNothing()
      .run();
    row = storedRow()!;
  }
  replaceSiteConfig(siteConfigFromSettings(row.value, siteConfigFromEnv()), row.value.ta);
  return row.value;
}

function currentRow() {
  let row = storedRow();
  if (!row) {
    loadSiteSettings();
    row = storedRow()!;
  }
  return row;
}

/**
 * What GET /api/site/settings and GET /api/site (as its `settings` field) show, and the settings
 * form with paymentSettings: every setting but how clients pay
 * (docs/product/client-payments.md#security); who saved last is not shown.
 */
export function publicSiteSettings(): StoredSiteSettings & { updatedAt: string } {
  const row = currentRow();
  const value: Record<string, unknown> = { ...row.value };
  for (const key of PAYMENT_SETTINGS) delete value[key];
  return { ...(value as StoredSiteSettings), updatedAt: row.updatedAt };
}

/** The UPI ID, bank account and GSTIN: for the owner's form, receipts and client pages only. */
export function paymentSettings(): Record<PaymentSetting, string> {
  const { value } = currentRow();
  return Object.fromEntries(PAYMENT_SETTINGS.map((key) => [key, value[key] ?? ""])) as Record<
    PaymentSetting,
    string
  >;
}

/**
 * Saves the owner's settings: every page, feed, card and e-mail reads them from the next
 * request on, and the cached public pages are dropped. A Tamil version already stored is kept.
 * The version it replaces goes to the History; `basedOn` (the version the form or a restore
 * started from) refuses a save over a newer one with EditConflict.
 */
export function saveSiteSettings(
  values: SiteSettings & { ta?: Partial<Record<string, string>> },
  editorEmail: string,
  { basedOn, restoredFrom }: { basedOn?: string; restoredFrom?: string } = {},
): StoredSiteSettings {
  loadSiteSettings();
  const before = getDb().transaction((tx) => {
    const row = tx.select().from(siteSettings).where(eq(siteSettings.id, ROW_ID)).get()!;
    const stored = storedValue(row.value);
    if (basedOn && basedOn !== row.updatedAt) throw new EditConflict(row.updatedAt);
    const entity = { entityType: SITE_SETTINGS_ENTITY, entityId: SITE_SETTINGS_ENTITY_ID };
    if (newestRevision(tx, entity.entityType, entity.entityId)?.savedAt !== row.updatedAt) {
      keepRevision(tx, {
        ...entity,
        data: { fields: settingsVersion(stored) },
        savedBy: row.updatedBy,
        savedAt: row.updatedAt,
      });
    }
    const { ta: sentTamil, ...english } = values;
    const ta = mergeTamil(stored.ta, sentTamil) as StoredSiteSettings["ta"] | null;
    // A payment setting not sent (an API client written before them) keeps its value.
    for (const key of PAYMENT_SETTINGS) english[key] ??= stored[key];
    const chat = withChatNumber(english);
    // The visiting hours have their own form (saveVisitingHours): a save of the details keeps them.
    const kept = stored.visiting ? { visiting: stored.visiting } : {};
    const value: StoredSiteSettings = ta ? { ...chat, ...kept, ta } : { ...chat, ...kept };
    // Strictly after the version it replaces, so the History's order holds within a millisecond.
    const now = Math.max(Date.now(), Date.parse(row.updatedAt) + 1);
    const updatedAt = new Date(now).toISOString();
    tx.update(siteSettings)
      .set({ value, updatedAt, updatedBy: editorEmail })
      .where(eq(siteSettings.id, ROW_ID))
      .run();
    keepRevision(tx, {
      ...entity,
      data: { fields: settingsVersion(value), ...(restoredFrom ? { restoredFrom } : {}) },
      savedBy: editorEmail,
      savedAt: updatedAt,
    });
    pruneRevisions(tx, entity);
    replaceSiteConfig(siteConfigFromSettings(value, siteConfigFromEnv()), value.ta);
    return stored;
  });
  markContentChanged();
  return before;
}

/** The owner's visiting hours for site visits (the defaults until the owner saves them). */
export function visitingHours(): VisitingHours {
  return visitingHoursOf(publicSiteSettings());
}

/**
 * Saves the visiting hours alone, keeping the rest of the settings; the page cache is dropped
 * (the booking page lists the slots).
 */
export function saveVisitingHours(hours: VisitingHours, editorEmail: string) {
  loadSiteSettings();
  getDb().transaction((tx) => {
    const row = tx.select().from(siteSettings).where(eq(siteSettings.id, ROW_ID)).get()!;
    const value: StoredSiteSettings = { ...storedValue(row.value), visiting: hours };
    const updatedAt = new Date(Math.max(Date.now(), Date.parse(row.updatedAt) + 1)).toISOString();
    tx.update(siteSettings)
      .set({ value, updatedAt, updatedBy: editorEmail })
      .where(eq(siteSettings.id, ROW_ID))
      .run();
  });
  markContentChanged();
}
