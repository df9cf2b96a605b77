/** The `intent` of an editor's submit that shows the unsaved text instead of saving it. */
export const PREVIEW_INTENT = "preview";
