/**
 * The names of the site's icons (drawn in app/components/ui/icon.tsx). They live here, below
 * the components, so the site content's schemas and first content can name an icon without importing a component;
 * icon.tsx must draw exactly these (its map is typed by this list).
 */
/** The icons the owner may choose for a figure, point, step or service, in the editor's order. */
export const CONTENT_ICON_NAMES = [
  "building",
  "home",
  "hammer",
  "excavator",
  "layers",
  "bolt",
  "sofa",
  "ruler",
  "clipboard",
  "users",
  "award",
  "shield",
  "target",
  "eye",
  "message-square",
  "check-circle",
  "star",
  "clock",
  "calendar",
  "image",
  "document",
] as const;

/** Every icon: the interface's own, and those the owner may choose. */
export const ICON_NAMES = [
  "menu",
  "close",
  "phone",
  "mail",
  "map-pin",
  "chat",
  "arrow-up",
  "arrow-down",
  "grip",
  "arrow-right",
  "arrow-left",
  "check",
  "quote",
  "search",
  "alert",
  "plus",
  "pencil",
  "log-out",
  "external-link",
  "chevron-left",
  "chevron-right",
  "tag",
  "folder",
  "share",
  "facebook",
  "instagram",
  "linkedin",
  "x-logo",
  "youtube",
  ...CONTENT_ICON_NAMES,
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** The icons only public pages draw (app/components/ui/site-icon.tsx), kept out of admin scripts. */
export const SITE_ONLY_ICON_NAMES = [
  "map-pin",
  "quote",
  "star",
  "excavator",
  "sofa",
  "ruler",
  "award",
  "message-square",
  "tag",
  "share",
  "facebook",
  "instagram",
  "linkedin",
  "x-logo",
  "youtube",
  "chevron-right",
] as const satisfies readonly IconName[];

/** The icons every screen may draw, the admin's included (app/components/ui/icon.tsx). */
export type CoreIconName = Exclude<IconName, (typeof SITE_ONLY_ICON_NAMES)[number]>;
