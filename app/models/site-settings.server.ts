/**
 * The company's details in the database (docs/decisions/048-site-settings-in-the-database.md):
 * one row, read once into memory (getSiteConfig in app/config/site.server.ts) and replaced by
 * every save, which also drops the page cache.
 */
import { eq } from "drizzle-orm";
import {
  settingsOfSiteConfig,
  siteConfigFromSettings,
  type SiteSettings,
  type StoredSiteSettings,
} from "~/config/site";
import { replaceSiteConfig, siteConfigFromEnv } from "~/config/site.server";
import { markContentChanged } from "~/db/content-changes.server";
import { getDb } from "~/db/db.server";
import { siteSettings } from "~/db/schema";

const ROW_ID = 1;

function storedRow(): { value: StoredSiteSettings; updatedAt: string; updatedBy: string } | null {
  const row = getDb().select().from(siteSettings).where(eq(siteSettings.id, ROW_ID)).get();
  return row ? { ...row, value: row.value as StoredSiteSettings } : null;
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
  replaceSiteConfig(siteConfigFromSettings(row.value, siteConfigFromEnv()));
  return row.value;
}

/**
 * What the settings form, GET /api/site/settings and GET /api/site (as its `settings` field)
 * show: every setting is public; who saved last is not.
 */
export function publicSiteSettings(): StoredSiteSettings & { updatedAt: string } {
  let row = storedRow();
  if (!row) {
    loadSiteSettings();
    row = storedRow()!;
  }
  return { ...row.value, updatedAt: row.updatedAt };
}

/**
 * Saves the owner's settings: every page, feed, card and e-mail reads them from the next
 * request on, and the cached public pages are dropped. A Tamil version already stored is kept.
 */
export function saveSiteSettings(values: SiteSettings, editorEmail: string): StoredSiteSettings {
  const before = loadSiteSettings();
  const value: StoredSiteSettings = before.ta ? { ...values, ta: before.ta } : { ...values };
  getDb()
    .update(siteSettings)
    .set({ value, updatedAt: new Date().toISOString(), updatedBy: editorEmail })
    .where(eq(siteSettings.id, ROW_ID))
    .run();
  replaceSiteConfig(siteConfigFromSettings(value, siteConfigFromEnv()));
  markContentChanged();
  return before;
}
