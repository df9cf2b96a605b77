import { NavLink } from "react-router";
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
  return PUBLIC_PAGES.map((page) => (
    <li key={page.to}>
      <NavLink
        to={page.to}
        end={page.to === "/"}
        className={linkClass}
        data-enhance={page.to === "/" ? "home-link" : undefined}
      >
        {page.label}
      </NavLink>
    </li>
  ));
}
