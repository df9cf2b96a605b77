import { Link } from "react-router";
import { useMessages } from "~/i18n/use-messages";
import { Icon } from "~/components/ui/icon";

/**
 * The strip across the top of the owner's preview of a page visitors cannot
 * see yet (docs/decisions/026-publish-state.md); the page itself is kept out
 * of search engines.
 */
export function PreviewBanner({ preview }: { preview: { label: string; editPath: string } }) {
  const t = useMessages().listings;
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      {/* Below the fixed header (h-18, over the dark band), drawn over the top of the hero. */}
      <div className="relative z-10 -mb-18 bg-slate-950 pt-18">
        <div
          role="note"
          aria-label={t.previewLabel}
          className="border-b-4 border-amber-500 bg-amber-100 text-amber-950"
        >
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
            <p className="flex items-center gap-2 font-semibold">
              <Icon name="eye" className="size-5 shrink-0" />
              <span>
                {t.preview}
                <span className="font-normal"> · {preview.label}</span>
              </span>
            </p>
            <Link
              to={preview.editPath}
              className="inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4 hover:text-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-900"
            >
              <Icon name="pencil" className="size-4" />
              {t.edit}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
