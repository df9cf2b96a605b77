import { SiteIcon } from "~/components/ui/site-icon";
import { Spinner } from "~/components/ui/spinner";
import type { ImageRecord } from "~/media/images.server";
import { useMessages } from "~/i18n/use-messages";

export type LightboxItem = ImageRecord & {
  title: string;
  /** The words over the tile when they differ from the title (an album's photo: its own caption or alt text; "" for none). */
  label?: string;
};

const navButton =
  "flex size-12 items-center justify-center rounded-full bg-white/10 text-white backdrop-blur transition hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500";

/** Previous or next image: beside the image from 640 px, under it on phones. */
function StepButton({ step, className }: { step: "previous" | "next"; className: string }) {
  const t = useMessages().lightbox;
  return (
    <button
      type="button"
      data-lb={step}
      aria-label={step === "previous" ? t.previous : t.next}
      className={`${navButton} ${className}`}
    >
      <SiteIcon name={step === "previous" ? "chevron-left" : "chevron-right"} className="size-7" />
    </button>
  );
}

/**
 * The full-screen image viewer's markup (docs/product/public-site.md#lightbox), kept in a
 * <template> until app/enhance/lightbox.ts opens it over a LightboxGrid: it
 * fills in the image, the counter and the caption, and wires the buttons
 * (`data-lb`), the keys, swipes and the focus trap. Without JavaScript the
 * template is inert and each tile links to the full image.
 */
export function LightboxTemplate() {
  const t = useMessages().lightbox;
  return (
    <template data-lightbox-template="" data-counter={t.counter}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={t.viewer}
        className="fixed inset-0 z-[100] flex flex-col bg-slate-950/95 text-white"
      >
        <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <p data-lb="counter" className="text-sm font-medium text-slate-300" aria-live="polite" />
          <button type="button" data-lb="close" aria-label={t.close} className={navButton}>
            <SiteIcon name="close" className="size-6" />
          </button>
        </div>

        <div
          data-lb="stage"
          // The shown image's classes: the script makes the <img> (an image in a template would
          // still look like page content to some parsers).
          data-image-class="max-h-[calc(100dvh-11rem)] h-auto w-auto max-w-full rounded-lg object-contain opacity-0 shadow-2xl transition-opacity duration-300 data-[loaded=true]:opacity-100"
          className="relative flex min-h-0 flex-1 items-center justify-center px-4 sm:px-20"
        >
          <div data-lb="spinner" className="absolute inset-0 flex items-center justify-center">
            <Spinner label={t.loading} className="size-10" />
          </div>
          <StepButton
            step="previous"
            className="absolute top-1/2 left-2 hidden -translate-y-1/2 sm:left-4 sm:flex"
          />
          <StepButton
            step="next"
            className="absolute top-1/2 right-2 hidden -translate-y-1/2 sm:right-4 sm:flex"
          />
        </div>

        <div className="flex items-center justify-between gap-4 px-4 py-4 sm:justify-center sm:px-6">
          <StepButton step="previous" className="sm:hidden" />
          <div className="min-w-0 text-center">
            <p data-lb="title" className="truncate font-semibold" />
            <p
              data-lb="caption"
              className="line-clamp-3 text-sm break-words text-slate-300 empty:hidden"
            />
          </div>
          <StepButton step="next" className="sm:hidden" />
        </div>
      </div>
    </template>
  );
}
