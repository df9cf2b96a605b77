import { useEffect, useLayoutEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import { isPublicLayout } from "~/components/layout/public-layout-id";
import { languageOfPath, languageOfRequest, pathInLanguage } from "~/i18n/language";
import { browserMessagesFor } from "~/i18n/browser-messages";
import { localizedHref } from "~/i18n/paths";
import { getSiteConfig, getSiteTexts } from "~/config/site.server";
import { useNonce } from "~/components/nonce";
import { useRootData } from "~/components/use-root-data";
import {
  announceTextTypedBeforeHydration,
  restoreTextTypedBeforeHydration,
} from "~/components/admin/form/typed-before-hydration";
import { getAdmin } from "~/http/auth.server";
import { siteShareImageName } from "~/media/share-cards.server";
import { enhanceScriptUrl } from "~/utils/enhance-script.server";
import { getEnv } from "~/utils/env.server";
import type { Route } from "./+types/root";
import "./app.css";
import tamilBoldFont from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url";
import tamilRegularFont from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await getAdmin(request);
  return data({
    site: getSiteConfig(),
    siteTexts: getSiteTexts(languageOfRequest(request)),
    signedIn: Boolean(admin),
    enquiryRetentionDays: getEnv().ENQUIRY_RETENTION_DAYS,
    siteUrl: getEnv().SITE_URL,
    siteShareImage: siteShareImageName(),
    enhanceScript: enhanceScriptUrl(),
  });
}

/** A module script element made by script: the one kind 'strict-dynamic' trusts without a nonce. */
function loadEnhancements(url: string) {
  return `var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(url)};document.head.appendChild(s)`;
}

/**
 * Public pages are whole HTML documents that work without JavaScript, and in
 * the browser they load one small script of enhancements instead of React
 * (docs/decisions/030-public-pages-without-hydration.md). The administrator's
 * pages hydrate and navigate in the browser as a React Router app.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { site, enhanceScript } = useRootData();
  const publicPage = useMatches().some((match) => isPublicLayout(match.id));
  const language = languageOfPath(useLocation().pathname);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.colors.theme} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {language === "ta"
          ? // The Tamil letters' font (app/app.css), fetched with the stylesheet rather than after
            // it, and only on Tamil pages (docs/decisions/053-tamil-web-font.md).
            [tamilRegularFont, tamilBoldFont].map((href) => (
              <link
                key={href}
                rel="preload"
                href={href}
                as="font"
                type="font/woff2"
                crossOrigin="anonymous"
              />
            ))
          : null}
        <link
          rel="alternate"
          type="application/rss+xml"
          title={`${site.name} blog`}
          href={pathInLanguage("/blog/rss.xml", language)}
        />
        <link
          rel="alternate"
          type="application/atom+xml"
          title={`${site.name} blog (Atom)`}
          href={pathInLanguage("/blog/atom.xml", language)}
        />
        <Meta />
        <Links />
      </head>
      <body className="bg-white text-slate-800 antialiased">
        {children}
        {publicPage ? (
          enhanceScript ? (
            <script
              nonce={nonce}
              // Inline, so a cached page allows it by its hash; the script it adds is trusted
              // through 'strict-dynamic' (docs/decisions/030-public-pages-without-hydration.md).
              dangerouslySetInnerHTML={{ __html: loadEnhancements(enhanceScript) }}
            />
          ) : null
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // As soon as hydration is done: what was typed while the script loaded goes back in.
  useLayoutEffect(restoreTextTypedBeforeHydration, []);
  useEffect(announceTextTypedBeforeHydration, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = languageOfPath(useLocation().pathname);
  const t = browserMessagesFor(language);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t.notFound.title : t.error.title;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{title}</title>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{notFound ? t.notFound.intro : t.error.text}</p>
      <a
        className="rounded-md bg-orange-700 px-5 py-2.5 font-semibold text-white"
        href={localizedHref("/", language)}
      >
        {t.notFound.backHome}
      </a>
    </main>
  );
}
