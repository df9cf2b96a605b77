import { NavLink } from "~/components/ui/link";
import { useMessages } from "~/i18n/use-messages";
import { PUBLIC_PAGES } from "./nav";

/**
 * The public pages as list items, for the header's navigation and the phone menu, each styled by
 * `linkClass` (the current page's link marked). Home is a `home-link`: on the home page it
 * scrolls to the top (app/enhance/header.ts).
 */
export function PublicPageLinks({
  linkClass,
}: {
  linkClass: (state: { isActive: boolean }) => string;
}) {
  const t = useMessages();
  return PUBLIC_PAGES.map((page) => (
    <li key={page.to}>
      <NavLink
        to={page.to}
        end={page.to === "/"}
        className={linkClass}
        data-enhance={page.to === "/" ? "home-link" : undefined}
      >
        {t.nav[page.label]}
      </NavLink>
    </li>
  ));
}
