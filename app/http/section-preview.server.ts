/**
 * Preview of a section's unsaved change (docs/product/content.md#site-content): the editor's
 * Preview button posts the form to the editor, which keeps the checked change here for a few
 * minutes and opens the public page with `?site-preview=<id>` in a new tab. The page shows the
 * change only to the administrator who made it, answered `no-store`; nothing is saved, and the
 * public pages keep taking GET only. New photos show once saved.
 */
import { randomBytes } from "node:crypto";
import { data } from "react-router";
import { sectionsInLanguage } from "~/i18n/content";
import { languageOfRequest } from "~/i18n/language";
import type { SitePreview } from "~/schemas/site-content";
import { getAdminSession } from "./auth.server";
import { PREVIEW_HEADERS } from "./preview-headers.server";
import { SITE_PREVIEW_PARAM } from "~/content/preview-intent";

const KEEP_MS = 10 * 60 * 1000;
/** At most this many previews kept at once (the oldest goes first): memory stays bounded. */
const MAX_KEPT = 50;

const kept = new Map<string, { adminId: string; preview: SitePreview; until: number }>();

/** Keeps a checked, unsaved section for its author's preview; the address of the page. */
export function keepSitePreview(
  adminId: string,
  preview: SitePreview,
  page: string,
  anchor = "",
): string {
  const now = Date.now();
  for (const [id, entry] of kept) if (entry.until < now) kept.delete(id);
  while (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  const id = randomBytes(16).toString("base64url");
  kept.set(id, { adminId, preview, until: now + KEEP_MS });
  return `${page}?${SITE_PREVIEW_PARAM}=${id}${anchor}`;
}

/** The preview a public page was asked to show, for its author only (fully signed in). */
async function sitePreviewFor(request: Request): Promise<SitePreview | null> {
  const id = new URL(request.url).searchParams.get(SITE_PREVIEW_PARAM);
  if (!id) return null;
  const entry = kept.get(id);
  if (!entry || entry.until < Date.now()) return null;
  const session = await getAdminSession(request);
  if (!session || session.mustChangePassword || session.admin.id !== entry.adminId) return null;
  return entry.preview;
}

/**
 * A public page's loader answer: its sections, the previewed one replaced by its unsaved
 * change (when the page shows that section), answered `no-store` while previewing. `other` is
 * data of the page that is not a section, passed as it is (not put in the page's language).
 */
export async function sectionsForPage<
  T extends Record<string, unknown>,
  Other extends Record<string, unknown> = Record<never, never>,
>(request: Request, sections: T, other?: Other) {
  const preview = await sitePreviewFor(request);
  const shown = preview && preview.key in sections ? preview : null;
  // A Tamil page shows the Tamil texts of the sections where written (app/i18n/content.ts).
  const body = {
    ...sectionsInLanguage(
      { ...sections, ...(shown ? { [shown.key]: shown.content } : {}) },
      languageOfRequest(request),
    ),
    ...other,
    preview: shown ? { label: shown.label, editPath: shown.editPath } : null,
  } as T & Other & { preview: { label: string; editPath: string } | null };
  return data(body, { headers: shown ? PREVIEW_HEADERS : {} });
}
