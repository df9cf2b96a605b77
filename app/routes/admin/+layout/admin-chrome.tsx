/**
 * The admin area's frame around every admin page: the sidebar (wide screens), the header with its
 * menu (narrow screens), the bottom tab bar, and the message of the last save or delete.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { Icon, type CoreIconName } from "~/components/ui/icon";
import { useRootData } from "~/components/use-root-data";
import { Notice } from "~/components/admin/notice";
import { AdminNavigationProgress } from "~/routes/admin/+layout/admin-loading-bar";
import { KINDS, kindsInMenuOrder, TOP_LEVEL_KINDS, type ContentKind } from "~/kinds/registry";

/** What the admin layout's loader gives the frame. */
type AdminChromeData = {
  email: string;
  /** "Your name" from the Account screen; "" when not given. */
  name: string;
  newEnquiries: number;
  /** The message of the last save or delete (see flash.server.ts). */
  flash: {
    message: string;
    link?: { to: string; label: string };
    undo?: { kind: string; id: string };
  } | null;
  year: number;
};

const ChromeDataContext = createContext<AdminChromeData | undefined>(undefined);

function useLayoutData() {
  return useContext(ChromeDataContext);
}

type NavItem = {
  to: string;
  label: string;
  icon: CoreIconName;
  /** Path prefixes that count as this section (an edit page belongs to its list). */
  sections: string[];
};

/** A content kind's list; its editor counts as the same section. */
function kindListLink(kind: ContentKind): NavItem {
  const { paths, admin } = KINDS[kind];
  return {
    to: paths.list,
    label: admin.menuLabel,
    icon: admin.icon,
    sections: [paths.list, paths.edit],
  };
}

const MANAGE_LINKS: NavItem[] = [
  { to: "/dashboard", label: "Dashboard", icon: "home", sections: ["/dashboard"] },
  ...kindsInMenuOrder().map(kindListLink),
  { to: "/enquiries", label: "Enquiries", icon: "mail", sections: ["/enquiries"] },
  { to: "/site-visits", label: "Site visits", icon: "calendar", sections: ["/site-visits"] },
  { to: "/site-content", label: "Site Pages", icon: "layers", sections: ["/site-content"] },
  { to: "/activity", label: "Activity", icon: "clock", sections: ["/activity"] },
  { to: "/settings", label: "Settings", icon: "clipboard", sections: ["/settings"] },
  { to: "/trash", label: "Trash", icon: "folder", sections: ["/trash"] },
  {
    to: "/account",
    label: "Account",
    icon: "users",
    sections: ["/account", "/administrators"],
  },
];

const CREATE_LINKS: NavItem[] = kindsInMenuOrder().map((kind) => {
  const { paths, admin } = KINDS[kind];
  return { to: paths.new, label: admin.menuAddLabel, icon: "plus", sections: [paths.new] };
});

/** The bottom tab bar of narrow screens, in the order of docs/product/admin.md#admin-layout. */
const TAB_LINKS = [MANAGE_LINKS[0], ...TOP_LEVEL_KINDS.map(kindListLink)];

function isCurrent(pathname: string, item: NavItem) {
  return item.sections.some(
    (section) => pathname === section || pathname.startsWith(`${section}/`),
  );
}

/** A list item of the sidebar or the tab bar, its link marked while its section is open. */
function NavItemLink({
  item,
  pathname,
  className,
  children,
}: {
  item: NavItem;
  pathname: string;
  className: (current: boolean) => string;
  children: ReactNode;
}) {
  const current = isCurrent(pathname, item);
  return (
    <li>
      <Link to={item.to} aria-current={current ? "page" : undefined} className={className(current)}>
        {children}
      </Link>
    </li>
  );
}

function SidebarNav({ pathname }: { pathname: string }) {
  const newEnquiries = useLayoutData()?.newEnquiries ?? 0;
  const groups = [
    { heading: "Content Management", items: MANAGE_LINKS },
    { heading: "Create New", items: CREATE_LINKS },
  ];
  return (
    <nav aria-label="Admin" className="flex-1 space-y-8 px-3 py-6">
      {groups.map((group) => (
        <div key={group.heading}>
          <h2 className="px-3 text-xs font-semibold tracking-wider text-slate-400 uppercase">
            {group.heading}
          </h2>
          <ul className="mt-3 space-y-1">
            {group.items.map((item) => (
              <NavItemLink
                key={item.to}
                item={item}
                pathname={pathname}
                className={(current) =>
                  `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
                    current
                      ? "bg-orange-700 text-white"
                      : "text-slate-300 hover:bg-slate-800 hover:text-white"
                  }`
                }
              >
                <Icon name={item.icon} className="size-5 shrink-0" />
                {item.label}
                {item.to === "/enquiries" && newEnquiries > 0 ? (
                  <span className="ml-auto rounded-full bg-orange-600 px-2 py-0.5 text-xs font-bold text-white">
                    {newEnquiries}
                    <span className="sr-only"> new</span>
                  </span>
                ) : null}
              </NavItemLink>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function LogoutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        <Icon name="log-out" className="size-5 shrink-0" />
        Logout
      </button>
    </Form>
  );
}

function SidebarContent({ pathname }: { pathname: string }) {
  const { site } = useRootData();
  const layout = useLayoutData();
  const email = layout?.email ?? site.adminEmail;
  const name = layout?.name ?? "";
  const year = layout?.year ?? new Date().getFullYear();
  return (
    <>
      <SidebarNav pathname={pathname} />
      <div className="space-y-1 border-t border-slate-800 px-3 py-5">
        <a
          href="/"
          className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-slate-800 hover:text-white"
        >
          <Icon name="external-link" className="size-5 shrink-0" />
          View website
        </a>
        <LogoutButton className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-slate-800 hover:text-white" />
        <div className="px-3 pt-4 text-sm">
          <p className="truncate font-semibold text-white" data-signed-in-name>
            {name || "Administrator"}
          </p>
          <p className="truncate text-slate-400" title={email}>
            {email}
          </p>
          <p className="mt-3 text-xs text-slate-400">{`© ${year} ${site.name}`}</p>
        </div>
      </div>
    </>
  );
}

function Brand() {
  const { site } = useRootData();
  return (
    <Link to="/dashboard" className="flex min-w-0 flex-col leading-tight">
      <span className="truncate font-bold text-slate-900 md:text-white">{site.name}</span>
      <span className="text-xs font-semibold tracking-wider text-orange-700 uppercase md:text-orange-500">
        Admin
      </span>
    </Link>
  );
}

/**
 * The narrow-screen drawer is a <details>, so it opens and closes without
 * JavaScript too; with JavaScript it also closes on route change, on Escape,
 * on a tap outside and when the window grows past the breakpoint.
 */
function MobileMenu({ pathname }: { pathname: string }) {
  // Open only on the page where it was opened: a route change closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const newEnquiries = useLayoutData()?.newEnquiries ?? 0;
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia("(min-width: 768px)");
    const close = () => setOpenOn(null);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    wide.addEventListener("change", close);
    window.addEventListener("keydown", onKey);
    // The page behind the open drawer stays put.
    const root = document.documentElement;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = "";
      wide.removeEventListener("change", close);
      window.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <details
      className="group md:hidden"
      open={open}
      onToggle={(event) => setOpenOn(event.currentTarget.open ? pathname : null)}
    >
      <summary
        className="-ml-2 flex cursor-pointer list-none items-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
        aria-label="Menu"
      >
        <Icon name="menu" className="size-6 group-open:hidden" />
        <Icon name="close" className="hidden size-6 group-open:block" />
        {newEnquiries > 0 ? (
          <span
            aria-hidden="true"
            className="rounded-full bg-orange-600 px-1.5 text-xs font-bold text-white group-open:hidden"
          >
            {newEnquiries}
          </span>
        ) : null}
      </summary>
      <div
        className="fixed inset-x-0 top-16 bottom-0 z-40 bg-slate-900/50"
        aria-hidden="true"
        onClick={() => setOpenOn(null)}
      />
      <div
        className="fixed top-16 bottom-0 left-0 z-50 flex w-72 max-w-[85vw] translate-x-0 flex-col overflow-y-auto bg-slate-900 transition-transform duration-200 ease-out starting:-translate-x-full"
        id="admin-menu"
      >
        <SidebarContent pathname={pathname} />
      </div>
    </details>
  );
}

function TabBar({ pathname }: { pathname: string }) {
  return (
    <nav
      aria-label="Sections"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-4">
        {TAB_LINKS.map((item) => (
          <NavItemLink
            key={item.to}
            item={item}
            pathname={pathname}
            className={(current) =>
              `flex flex-col items-center gap-1 py-2.5 text-xs font-medium ${
                current ? "text-orange-700" : "text-slate-600 hover:text-slate-900"
              }`
            }
          >
            <Icon name={item.icon} className="size-6" />
            {item.label}
          </NavItemLink>
        ))}
      </ul>
    </nav>
  );
}

/** Takes a deleted item back out of the Trash, and comes back to this page (without JavaScript too). */
function UndoDelete({ kind, id }: { kind: string; id: string }) {
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action="/trash" className="inline">
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
      <button type="submit" className="font-semibold underline underline-offset-2">
        Undo
      </button>
    </Form>
  );
}

/**
 * The message of the last save or delete, above the page it led to: it stays until the next
 * page, or until dismissed (docs/product/admin-forms.md#form-behaviour).
 */
function FlashNotice() {
  const flash = useLayoutData()?.flash;
  const [dismissed, setDismissed] = useState<unknown>(null);
  if (!flash || dismissed === flash) return null;
  return (
    <div className="mb-6" data-testid="flash">
      <Notice tone="success" onDismiss={() => setDismissed(flash)}>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span>{flash.message}</span>
          {flash.link ? (
            <a
              href={flash.link.to}
              className="inline-flex items-center gap-1 font-semibold underline underline-offset-2"
            >
              {flash.link.label}
              <Icon name="external-link" className="size-4" />
            </a>
          ) : null}
          {flash.undo ? <UndoDelete {...flash.undo} /> : null}
        </p>
      </Notice>
    </div>
  );
}

export function AdminChrome({
  data,
  pathname,
  children,
}: {
  data: AdminChromeData | undefined;
  pathname: string;
  children: ReactNode;
}) {
  return (
    <ChromeDataContext.Provider value={data}>
      <div className="min-h-screen bg-slate-100">
        <meta name="robots" content="noindex" />
        <AdminNavigationProgress />
        <a
          href="#admin-main"
          className="sr-only z-[60] rounded-lg bg-white px-4 py-2 font-semibold text-orange-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col overflow-y-auto bg-slate-900 md:flex">
          <div className="flex h-16 shrink-0 items-center border-b border-slate-800 px-6">
            <Brand />
          </div>
          <SidebarContent pathname={pathname} />
        </aside>

        <div className="md:pl-64">
          <header className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6 lg:px-8">
            <MobileMenu pathname={pathname} />
            <div className="min-w-0 flex-1 md:hidden">
              <Brand />
            </div>
            <div className="hidden flex-1 md:block" />
            <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
              <a
                href="/"
                className="hidden items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 lg:inline-flex"
              >
                <Icon name="external-link" className="size-4" />
                View website
              </a>
              <Link
                to="/dashboard"
                className="hidden items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:inline-flex"
              >
                <Icon name="home" className="size-4" />
                Dashboard
              </Link>
              <LogoutButton className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 hover:text-slate-900" />
            </nav>
          </header>

          <main
            id="admin-main"
            className="mx-auto max-w-6xl px-4 pt-6 pb-28 sm:px-6 md:pb-12 lg:px-8"
          >
            <FlashNotice />
            {children}
          </main>
        </div>

        <TabBar pathname={pathname} />
      </div>
    </ChromeDataContext.Provider>
  );
}
