/**
 * What both previews answer with (a draft's, app/http/draft-preview.server.ts, and an unsaved
 * section's, app/http/section-preview.server.ts): `no-store`, so no cache keeps a page that is
 * not public.
 */
export const PREVIEW_HEADERS = { "Cache-Control": "no-store" };

/**
 * The `headers` of a page that can be previewed (the detail pages, home, about, services): the
 * loader's, so a preview's `no-store` reaches the document.
 */
export function previewablePageHeaders({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders;
}
