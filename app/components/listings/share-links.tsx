import { shareLinks, type ShareLink } from "~/utils/display";
import { SiteIcon, type IconName } from "~/components/ui/site-icon";
import { useMessages } from "~/i18n/use-messages";

const icons: Record<ShareLink["network"], IconName> = {
  WhatsApp: "chat",
  Facebook: "facebook",
  LinkedIn: "linkedin",
  X: "x-logo",
};

/** Share buttons for a page; each opens the network's share screen in a new tab. */
export function ShareLinks({
  url,
  title,
  heading,
}: {
  url: string;
  title: string;
  heading?: string;
}) {
  const t = useMessages().listings;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <SiteIcon name="share" className="size-5 text-orange-700" />
        {heading ?? t.share}
      </p>
      <ul className="flex gap-2">
        {shareLinks(url, title).map((link) => {
          return (
            <li key={link.network}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t.shareOnNewTab(link.network)}
                title={t.shareOn(link.network)}
                className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-700 transition hover:bg-orange-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
              >
                <SiteIcon name={icons[link.network]} className="size-5" />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
