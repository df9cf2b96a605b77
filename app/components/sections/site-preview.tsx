import { PreviewBanner } from "~/components/listings/preview-banner";

/** The strip a page previewing a section's unsaved change shows (docs/product.md#site-content). */
export function SitePreviewBanner({
  preview,
}: {
  preview: { label: string; editPath: string } | null;
}) {
  if (!preview) return null;
  return (
    <PreviewBanner
      preview={{ label: `${preview.label}: unsaved changes`, editPath: preview.editPath }}
    />
  );
}
