import { useMessages } from "~/i18n/use-messages";
import { PreviewBanner } from "~/components/listings/preview-banner";

/**
 * The strip a page previewing a section's unsaved change shows
 * (docs/product/content.md#site-content).
 */
export function SitePreviewBanner({
  preview,
}: {
  preview: { label: string; editPath: string } | null;
}) {
  const t = useMessages().listings;
  if (!preview) return null;
  return (
    <PreviewBanner
      preview={{ label: t.unsavedChanges(preview.label), editPath: preview.editPath }}
    />
  );
}
