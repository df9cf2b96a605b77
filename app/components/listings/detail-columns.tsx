import type { ReactNode } from "react";
import { RelatedList, type RelatedItem } from "~/components/listings/related-list";
import { ContactPrompt } from "~/components/sections/contact-prompt";

/** The words a detail page's side column shows (each kind's `messages.project` / `messages.post`). */
type AsideTexts = {
  more: string;
  others: string;
  moreSoon: string;
  promptTitle: string;
  promptText: string;
};

/**
 * A detail page's body (a project's, an article's): the item in two columns and, beside it,
 * others of its kind, whatever else the page puts there, and the contact prompt.
 */
export function DetailColumns<Other extends Omit<RelatedItem, "detail">>({
  texts,
  others,
  aside,
  children,
}: {
  texts: AsideTexts;
  /** `detail` is the short line under each title (a date, a location). */
  others: {
    id: string;
    items: Other[];
    detail: (other: Other) => ReactNode;
    all: { to: string; label: string };
  };
  /** Between the other items and the contact prompt. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="bg-white py-12 sm:py-16">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
        <article className="min-w-0 lg:col-span-2">{children}</article>

        <aside className="min-w-0 space-y-8" aria-label={texts.more}>
          <RelatedList
            id={others.id}
            title={texts.others}
            items={others.items.map((other) => ({
              id: other.id,
              href: other.href,
              title: other.title,
              cover: other.cover,
              detail: others.detail(other),
            }))}
            emptyText={texts.moreSoon}
            all={others.all}
          />
          {aside}
          <ContactPrompt title={texts.promptTitle} text={texts.promptText} />
        </aside>
      </div>
    </div>
  );
}
