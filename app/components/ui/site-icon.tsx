/**
 * The public pages' icons: every icon of the set, those of ./icon.tsx and the ones only the
 * public pages draw (social networks, the map pin, the owner's content icons), so an admin
 * screen's script does not carry the latter.
 *
 *   <SiteIcon name="facebook" className="size-5" />
 */
import type { ReactNode } from "react";
import type { CoreIconName, IconName } from "~/config/icon-names";
import { corePaths, IconSvg } from "./icon";

export type { IconName };

const sitePaths = {
  "map-pin": (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  star: <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3z" />,
  quote: (
    <path d="M9.5 7C6.5 8 5 10.2 5 13.5V17h4.5v-4.5H7.2c.2-1.8 1-3 2.8-3.6L9.5 7zm9 0c-3 1-4.5 3.2-4.5 6.5V17h4.5v-4.5h-2.3c.2-1.8 1-3 2.8-3.6L18.5 7z" />
  ),
  excavator: (
    <>
      <path d="M2 19h12M3 19v-4h9v4M5 15v-3h5l2 3" />
      <path d="M12 12l4-6 4 4-1 3h-3" />
      <circle cx="5" cy="19" r="1.5" />
      <circle cx="10" cy="19" r="1.5" />
    </>
  ),
  sofa: (
    <>
      <path d="M5 11V8a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v3" />
      <path d="M3 13a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v5H3v-5zM5 18v2M19 18v2" />
    </>
  ),
  ruler: (
    <>
      <path d="M3 17L17 3l4 4L7 21l-4-4z" />
      <path d="M7 13l2 2M10 10l2 2M13 7l2 2" />
    </>
  ),
  award: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="M8.5 14l-1.5 7 5-3 5 3-1.5-7" />
    </>
  ),
  "message-square": <path d="M4 5h16v11H9l-5 4V5z" />,
  "chevron-right": <path d="m9 18 6-6-6-6" />,
  tag: (
    <>
      <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
  share: (
    <>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </>
  ),
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h0" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M8 10v7M8 7v0M12 17v-7M12 13.5a3 3 0 0 1 6 0V17" />
    </>
  ),
  "x-logo": (
    <>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M4 20l6.8-7.2M20 4l-6.6 7" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3V9z" />
    </>
  ),
} satisfies Record<Exclude<IconName, CoreIconName>, ReactNode>;

function isSiteOnly(name: IconName): name is Exclude<IconName, CoreIconName> {
  return name in sitePaths;
}

export function SiteIcon({
  name,
  className,
  title,
}: {
  name: IconName;
  className?: string;
  title?: string;
}) {
  const drawing = isSiteOnly(name) ? sitePaths[name] : corePaths[name];
  return <IconSvg drawing={drawing} className={className} title={title} />;
}
