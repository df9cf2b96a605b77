/**
 * A save of the company's details from the admin form or PUT /api/site/settings: stored, put
 * in memory for every reader, the page cache dropped (in the model), the audit log told, and
 * the share cards that show the company's name or tagline drawn again
 * (docs/decisions/048-site-settings-in-the-database.md).
 */
import type { SiteSettings, StoredSiteSettings } from "~/config/site";
import { refreshAllShareImages, ensureSiteShareImage } from "~/media/share-cards.server";
import { recordActivity } from "~/models/activity.server";
import { publicSiteSettings, saveSiteSettings } from "~/models/site-settings.server";
import { logger } from "~/utils/logger.server";

/** Names the settings that changed, for the audit log ("phone, chat number"). */
function changedKeys(before: StoredSiteSettings, after: StoredSiteSettings): string[] {
  return (Object.keys(after) as (keyof StoredSiteSettings)[]).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
}

let cardsRedrawn: Promise<void> = Promise.resolve();

/**
 * Draws every item's card again after the name or tagline changed. Runs after the answer
 * (thousands of cards take a while); one redraw at a time, each from the settings of its
 * moment. Until it ends the items share the cards they had.
 */
function redrawItemShareCards() {
  cardsRedrawn = cardsRedrawn
    .then(() => refreshAllShareImages())
    .catch((error) => logger.error({ err: error }, "could not redraw the share cards"));
  return cardsRedrawn;
}

/**
 * `options.basedOn`: the version the save started from (the form's, a restore's); a newer
 * stored one refuses the save with EditConflict. `options.restoring`: a restore from the
 * History, named in the audit log.
 */
export async function applySiteSettings(
  values: SiteSettings & { ta?: Partial<Record<string, string>> },
  editor: { email: string },
  request: Request,
  options: { basedOn?: string; restoring?: { when: string; savedAt: string } } = {},
): Promise<void> {
  const before = saveSiteSettings(values, editor.email, {
    basedOn: options.basedOn,
    restoredFrom: options.restoring?.savedAt,
  });
  const { updatedAt: _saved, ...after } = publicSiteSettings();
  const changed = changedKeys(before, after);
  const detail = options.restoring
    ? `the version of ${options.restoring.when} restored: ${changed.join(", ")}`
    : changed.join(", ");
  recordActivity({ action: "settings-changed", request, detail });
  if (!changed.includes("name") && !changed.includes("tagline")) return;
  // The site's own card is one drawing: ready before the answer, so no page names a missing file.
  try {
    await ensureSiteShareImage();
  } catch (error) {
    logger.error({ err: error }, "could not draw the site's share card");
  }
  void redrawItemShareCards();
}
