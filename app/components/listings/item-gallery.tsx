import type { LocalizedImageTexts } from "~/i18n/content";
import type { ImageRecord } from "~/media/images.server";
import { LightboxGrid } from "./lightbox-grid";

/** A detail page's own photos under its text, captioned, each opening in the lightbox. */
export function ItemGallery({
  id,
  heading,
  itemTitle,
  images,
}: {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  /** The project's or post's title: the lightbox shows it with each photo. */
  itemTitle: string;
  images: (ImageRecord & Partial<LocalizedImageTexts>)[];
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {heading}
      </h2>
      <div className="mt-6">
        <LightboxGrid captioned images={images.map((image) => ({ ...image, title: itemTitle }))} />
      </div>
    </section>
  );
}
