import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { getSiteConfig } from "~/config/site.server";
import { useNonce } from "~/components/nonce";
import { getAdmin } from "~/http/auth.server";
import type { Route } from "./+types/root";
import "./app.css";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await getAdmin(request);
  return data({ site: getSiteConfig(), signedIn: Boolean(admin) });
}

/** The company's details and sign-in state, available to every route. */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="bg-white text-slate-800 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? "Page Not Found" : "Something went wrong";
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{title}</title>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">
        {notFound
          ? "The page you are looking for does not exist."
          : "Please try again in a moment."}
      </p>
      <a className="rounded-md bg-orange-700 px-5 py-2.5 font-semibold text-white" href="/">
        Back to Home
      </a>
    </main>
  );
}
