import { countAdmins, createAdmin, purgeExpiredSessions } from "~/models/admin.server";
import { referencedFileNames } from "~/media/images.server";
import { ensureSiteShareImage, refreshAllShareImages } from "~/media/share-cards.server";
import { purgeOldPasswordResets } from "~/models/password-reset.server";
import { loadSiteSettings } from "~/models/site-settings.server";
import { backfillSlugs } from "~/models/slugs.server";
import { ensureSiteContent, siteContentFileNames } from "~/models/site-content.server";
import { getEnv, requireServingSettings } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { passwordProblem } from "~/utils/password.server";
import { sweepUploads } from "~/media/storage.server";
import { pendingStoredFileNames } from "~/models/resumable-uploads.server";
import { ensureUploadsDir } from "~/media/upload-folder.server";
import { finishInterruptedUploads } from "~/services/tus-uploads.server";
import { getDb, migrateDatabase } from "~/db/db.server";

class StartupError extends Error {}

function isNewDatabase() {
  const row = getDb()
    .$client.prepare("select count(*) as count from sqlite_master where type = 'table'")
    .get() as { count: number };
  return row.count === 0;
}

/** Everything that must hold before the first request: schema, first administrator, demo content, clean uploads. */
export async function prepareApp() {
  const env = getEnv();
  requireServingSettings(env);
  const fresh = isNewDatabase();
  migrateDatabase();
  // The SITE_* variables fill the settings of a new database only; afterwards the owner's saved
  // settings are the ones every page reads (docs/decisions/048-site-settings-in-the-database.md).
  loadSiteSettings();

  if (countAdmins() === 0) {
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const problem = passwordProblem(env.ADMIN_PASSWORD);
      if (problem) throw new StartupError(`ADMIN_PASSWORD: ${problem}`);
      await createAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      logger.info({ email: env.ADMIN_EMAIL }, "created the first administrator");
    } else {
      logger.warn("No administrator yet: set ADMIN_EMAIL and ADMIN_PASSWORD and restart.");
    }
  }

  // The pages' own content starts as the site always read (a new database, demo or not).
  if (ensureSiteContent()) logger.info("wrote the first content of the site's pages");

  if (fresh && env.SEED_DEMO) {
    // Loaded only here: the demo content and its illustrator are a tool for demos and tests,
    // never part of what a request loads.
    const { seedDemoContent } = await import("~/demo/seed.server");
    await seedDemoContent();
    logger.info("seeded demo content");
  }

  const slugged = backfillSlugs();
  if (slugged) logger.info({ count: slugged }, "gave readable URLs to existing items");

  purgeExpiredSessions();
  purgeOldPasswordResets();
  await ensureUploadsDir();
  // Share cards: only missing or outdated ones are drawn, so later starts are quick.
  await refreshAllShareImages();
  const siteImage = await ensureSiteShareImage();
  // A resumable upload whose last bytes were in when the server stopped, but not yet checked,
  // is checked now (before the sweep, which then keeps its stored copy): its client, seeing it
  // complete, would not send it again (docs/api/conventions.md#resumable-uploads).
  const finished = await finishInterruptedUploads();
  if (finished) logger.info({ count: finished }, "checked interrupted resumable uploads");
  // Photos sent through the resumable endpoint and not yet saved are kept until they expire.
  const kept = [
    ...referencedFileNames(),
    ...pendingStoredFileNames(),
    ...siteContentFileNames(),
    siteImage,
  ];
  const removed = await sweepUploads(new Set(kept));
  if (removed.length) logger.warn({ count: removed.length }, "removed unreferenced upload files");
}
