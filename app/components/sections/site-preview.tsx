import type { SitePreview } from "~/schemas/site-content";
import { PreviewBanner } from "~/components/listings/preview-banner";
import { Notice } from "~/components/admin/editor-form";

type PreviewAnswer = { preview: SitePreview | null; problem: string | null } | undefined;

/**
 * A public page's sections, with the one being previewed replaced by its unsaved change
 * (the page's loader names its sections by their keys).
 */
export function usePreviewed<T extends Record<string, unknown>>(
  loaderData: T,
  answer: PreviewAnswer,
): T {
  const preview = answer?.preview;
  if (!preview || !(preview.key in loaderData)) return loaderData;
  return { ...loaderData, [preview.key]: preview.content };
}

/** The strip a previewed page shows: what is previewed and where to edit it. */
export function SitePreviewBanner({ answer }: { answer: PreviewAnswer }) {
  if (answer?.preview) {
    return (
      <PreviewBanner
        preview={{
          label: `${answer.preview.label}: unsaved changes`,
          editPath: answer.preview.editPath,
        }}
      />
    );
  }
  if (answer?.problem) {
    return (
      <div className="relative z-10 bg-slate-950 px-4 pt-24 pb-4">
        <Notice tone="error">{answer.problem}</Notice>
      </div>
    );
  }
  return null;
}
