import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { ImagePlaceholder } from "~/components/listings/project-card";
import { ResponsiveImage } from "~/components/listings/responsive-image";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Text } from "~/components/ui/text";
import type { ContentText } from "~/i18n/content";
import type { ImageRecord } from "~/media/images.server";

export type RelatedItem = {
  id: string;
  href: string;
  title: ContentText | string;
  cover: ImageRecord | null;
  /** One short line under the title (a date or a location). */
  detail: ReactNode;
};

/** The detail pages' sidebar: "Other Projects" / "Other Articles" with a link to the whole list. */
export function RelatedList({
  id,
  title,
  items,
  emptyText,
  all,
}: {
  id: string;
  title: string;
  items: RelatedItem[];
  emptyText: string;
  all: { to: string; label: string };
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {items.length > 0 ? (
        <ul className="mt-5 space-y-4">
          {items.map((item) => (
            <li key={item.id}>
              <Link
                to={item.href}
                className="group flex items-center gap-4 rounded-xl p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
              >
                <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-slate-200">
                  {item.cover ? (
                    <ResponsiveImage
                      image={item.cover}
                      alt=""
                      sizes="80px"
                      className="size-full object-cover"
                    />
                  ) : (
                    <ImagePlaceholder label="" />
                  )}
                </div>
                <div className="min-w-0">
                  <Text
                    as="p"
                    value={item.title}
                    className="line-clamp-2 font-semibold break-words text-slate-900 group-hover:text-orange-700"
                  />
                  {item.detail ? (
                    <p className="mt-1 truncate text-sm text-slate-500">{item.detail}</p>
                  ) : null}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-slate-600">{emptyText}</p>
      )}
      <Link to={all.to} className={`${buttonClass("secondary")} mt-6 w-full`}>
        {all.label}
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </section>
  );
}
