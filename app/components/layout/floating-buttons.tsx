import { Icon } from "~/components/ui/icon";
import { useRootData } from "~/components/use-root-data";
import { chatLink } from "~/utils/chat-link";
import { useMessages } from "~/i18n/use-messages";
import { ScrollToTop } from "./scroll-to-top";

/**
 * Chat, call and back-to-top buttons in a row in the bottom-right corner, from
 * the `sm` width up. On a phone the row would sit over the prices and choices
 * that fill the screen's width, so there it is not shown: the header carries
 * the chat and call buttons instead (docs/decisions/074). The whole group hides
 * while a gallery lightbox is open (the gallery puts the class `lightbox-active`
 * on <body>).
 *
 * They never hide words for good: the page ends with room as tall as the row
 * and its margins (the strip below, in the footer's colour), so the footer's
 * last line scrolls clear of them, and app/app.css keeps the same room at the
 * bottom of whatever the browser scrolls into view (a focused link, a found word).
 */
export function FloatingButtons() {
  const { site } = useRootData();
  const t = useMessages();
  const round =
    "flex size-12 items-center justify-center rounded-full text-white shadow-lg transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2";
  return (
    <>
      <div
        aria-hidden="true"
        data-floating-buttons-room
        className="h-(--floating-buttons-room) shrink-0 bg-slate-950"
      />
      <div className="fixed right-6 bottom-6 z-30 flex items-center gap-3 in-[.lightbox-active]:hidden max-sm:hidden">
        <ScrollToTop />
        <a
          href={chatLink(site.chatNumber)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.floating.chat(site.name)}
          className={`${round} bg-green-700 hover:bg-green-800 focus-visible:outline-green-700`}
        >
          <Icon name="chat" className="size-6" />
        </a>
        <a
          href={`tel:${site.phone.replace(/\s/g, "")}`}
          aria-label={t.floating.call(site.name, site.phone)}
          className={`${round} bg-orange-700 hover:bg-orange-800 focus-visible:outline-orange-700`}
        >
          <Icon name="phone" className="size-6" />
        </a>
      </div>
    </>
  );
}
