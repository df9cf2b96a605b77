import { useMatches } from "react-router";
import { Link, NavLink } from "~/components/ui/link";
import { useMessages } from "~/i18n/use-messages";
import { LanguageSwitch } from "./language-switch";
import { Icon } from "~/components/ui/icon";
import { useRootData } from "~/components/use-root-data";
import { Text } from "~/components/ui/text";
import { chatLink } from "~/utils/chat-link";
import { LogoMark } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { PublicPageLinks } from "./public-page-links";

/*
 * Without JavaScript the header cannot tell that the page scrolled, so it
 * stays in its readable white state (unlayered CSS beats the utilities).
 */
const noScriptStyle = `#site-header{background:#fff;background-image:none;box-shadow:0 4px 6px -1px rgb(0 0 0/.1);--nav-fg:#0f172a;--nav-muted:#334155}`;

/**
 * A public route whose page does not start with a dark band exports
 * `handle = { solidHeader: true }`, and the header stays white there.
 */
type PublicRouteHandle = { solidHeader?: boolean };

function usePageWantsSolidHeader() {
  return useMatches().some((match) => (match.handle as PublicRouteHandle | undefined)?.solidHeader);
}

/**
 * Fixed header: transparent with white text over the dark hero bands at the
 * top of the page, white with dark text and a shadow once the page has
 * scrolled more than 50 px or while the phone menu is open (app/enhance/header.ts
 * sets `data-solid`; Home links marked `home-link` scroll to the top on the home page).
 * The full navigation replaces the phone menu from the width where it fits (the `full-nav`
 * variant in app/app.css: later on Tamil pages and for a signed-in administrator, whose header has
 * the Dashboard link too); from 96rem the bar grows wider than the page, on Tamil pages up to
 * 120rem. The number beside the phone icon shows where there is room: beside the phone menu, and
 * beside the English full navigation from 96rem.
 */
export function Header() {
  const { site, siteTexts, signedIn } = useRootData();
  const solid = usePageWantsSolidHeader();
  const t = useMessages();

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded px-1 py-2 text-[0.95rem] font-semibold whitespace-nowrap text-(--nav-fg) decoration-orange-500 decoration-2 underline-offset-8 transition hover:underline focus-visible:outline-2 focus-visible:outline-orange-500 ${
      isActive ? "underline" : ""
    }`;

  return (
    <header
      id="site-header"
      data-solid={solid ? "true" : "false"}
      data-signed-in={signedIn ? "" : undefined}
      className="fixed inset-x-0 top-0 z-40 bg-linear-to-b from-slate-950/70 to-transparent transition-[background-color,box-shadow] duration-300 [--nav-fg:#fff] [--nav-muted:#e2e8f0] data-[solid=true]:bg-white data-[solid=true]:bg-none data-[solid=true]:shadow-md data-[solid=true]:[--nav-fg:#0f172a] data-[solid=true]:[--nav-muted:#334155]"
    >
      <noscript>
        <style dangerouslySetInnerHTML={{ __html: noScriptStyle }} />
      </noscript>
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8 2xl:max-w-384 [:lang(ta)_&]:2xl:max-w-480">
        <Link
          to="/"
          data-enhance="home-link"
          className="flex min-w-0 items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-orange-500"
        >
          <LogoMark className="size-10 shrink-0" />
          <span className="min-w-0 leading-tight">
            {/* Phones: the whole name on up to two lines rather than "Sri Lakshmi …", without the
                city and year, which the bar has no room for beside the call and chat buttons. */}
            <span className="line-clamp-2 text-base font-bold tracking-tight text-(--nav-fg) sm:block sm:truncate sm:text-lg">
              <Text value={siteTexts.name} />
            </span>
            <span className="hidden truncate text-xs font-medium tracking-wider text-(--nav-muted) uppercase sm:block">
              <Text value={siteTexts.city} /> · {t.nav.since(site.foundedYear)}
            </span>
          </span>
        </Link>

        <nav aria-label={t.nav.main} className="full-nav:block hidden">
          <ul className="flex items-center gap-4 xl:gap-7 [:lang(ta)_&]:2xl:gap-5">
            <PublicPageLinks linkClass={linkClass} />
            {signedIn ? (
              <li>
                <NavLink to="/dashboard" className={linkClass}>
                  {t.nav.dashboard}
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          {/* The number is the link's name at every width; narrow screens show only the icon. */}
          <a
            href={`tel:${site.phone.replace(/\s/g, "")}`}
            className="inline-flex size-11 shrink-0 items-center justify-center gap-2 rounded-lg text-(--nav-fg) transition hover:text-orange-500 focus-visible:outline-2 focus-visible:outline-orange-500 sm:w-auto sm:px-2"
          >
            <Icon name="phone" className="size-5" />
            <span className="full-nav:max-2xl:sr-only [:lang(ta)_&]:full-nav:sr-only sr-only text-sm font-semibold whitespace-nowrap sm:not-sr-only">
              {site.phone}
            </span>
          </a>
          {/* Phones only: there the floating chat button would cover the page (floating-buttons.tsx). */}
          <a
            href={chatLink(site.chatNumber)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.floating.chat(site.name)}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-(--nav-fg) transition hover:text-orange-500 focus-visible:outline-2 focus-visible:outline-orange-500 sm:hidden"
          >
            <Icon name="chat" className="size-5" />
          </a>
          {/* Where the bar has room beside the whole company name: English from 2xl for visitors
              (the Tamil bar and a signed-in owner's, with its Dashboard link, have none to spare;
              the menu and the pages link the estimator). */}
          {signedIn ? null : (
            <Link
              to="/estimate"
              className="hidden rounded-lg px-2 py-2.5 text-sm font-semibold whitespace-nowrap text-(--nav-fg) underline-offset-4 transition hover:underline focus-visible:outline-2 focus-visible:outline-orange-500 2xl:inline-flex [:lang(ta)_&]:hidden"
            >
              {t.nav.estimate}
            </Link>
          )}
          <Link
            to="/contact"
            className="hidden rounded-lg bg-orange-700 px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-white shadow-sm transition hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500 xl:inline-flex"
          >
            {t.nav.getQuote}
          </Link>
          <LanguageSwitch className="full-nav:inline-flex hidden rounded-lg px-2 py-2.5 text-sm font-semibold whitespace-nowrap text-(--nav-fg) underline-offset-4 transition hover:underline focus-visible:outline-2 focus-visible:outline-orange-500" />
          <MobileMenu signedIn={signedIn} />
        </div>
      </div>
    </header>
  );
}
