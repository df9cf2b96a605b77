/** The `intent` of an editor's submit that shows the unsaved text instead of saving it. */
export const PREVIEW_INTENT = "preview";

/**
 * The parameter of a public page's address that shows its author a section's unsaved change
 * (app/http/section-preview.server.ts); any public page may carry it.
 */
export const SITE_PREVIEW_PARAM = "site-preview";
