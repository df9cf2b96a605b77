import { NavLink } from "~/components/ui/link";
import { useMessages } from "~/i18n/use-messages";
import { LanguageSwitch } from "./language-switch";
import { Icon } from "~/components/ui/icon";
import { PublicPageLinks } from "./public-page-links";

/**
 * The phone menu, below the width where the header's full navigation fits (the `full-nav`
 * variant in app/app.css). A <details> element, so the hamburger opens and closes it
 * with the keyboard and without JavaScript; app/enhance/header.ts also closes
 * it on Escape and on a click outside, and turns the header white while it is open.
 */
export function MobileMenu({ signedIn }: { signedIn: boolean }) {
  const t = useMessages();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-4 py-3 text-base font-semibold ${
      isActive
        ? "bg-orange-50 text-orange-800 underline decoration-2 underline-offset-4"
        : "text-slate-800 hover:bg-slate-100"
    }`;

  return (
    <details className="group/menu full-nav:hidden">
      <summary className="flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-(--nav-fg) hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-orange-500 [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{t.nav.menu}</span>
        <Icon name="menu" className="size-7 group-open/menu:hidden" />
        <Icon name="close" className="hidden size-7 group-open/menu:block" />
      </summary>
      <nav
        aria-label={t.nav.mobile}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-5 shadow-lg"
      >
        <ul className="space-y-1">
          <PublicPageLinks linkClass={linkClass} />
          <li>
            <NavLink to="/estimate" className={linkClass}>
              {t.nav.estimate}
            </NavLink>
          </li>
          <li className="border-t border-slate-200 pt-2">
            {signedIn ? (
              <NavLink to="/dashboard" className={linkClass}>
                {t.nav.dashboard}
              </NavLink>
            ) : (
              <NavLink to="/login" className={linkClass}>
                {t.nav.login}
              </NavLink>
            )}
          </li>
          <li>
            <LanguageSwitch className="block rounded-lg px-4 py-3 text-base font-semibold text-slate-800 hover:bg-slate-100" />
          </li>
        </ul>
      </nav>
    </details>
  );
}
