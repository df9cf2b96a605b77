import { data, Form, redirect, useSearchParams } from "react-router";
import { useRootData } from "~/components/use-root-data";
import { field } from "~/schemas/common";
import {
  getAdmin,
  INVALID_CREDENTIALS_MESSAGE,
  safeRedirectPath,
  startCookieSession,
} from "~/http/auth.server";
import { requestInfoContext } from "~/http/request-context";
import { checkSignIn, refusedMessage } from "~/services/password-check.server";
import type { Route } from "./+types/login";

/** The sign-in page has no dark band at the top, so the public header stays white. */
export const handle = { solidHeader: true };

export async function loader({ request }: Route.LoaderArgs) {
  if (await getAdmin(request)) {
    const redirectTo = new URL(request.url).searchParams.get("redirectTo");
    throw redirect(safeRedirectPath(redirectTo));
  }
  return null;
}

/** Document responses carry the action's Retry-After too, not only data requests. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = field(form, "email").trim().slice(0, 254);
  const redirectTo = safeRedirectPath(field(form, "redirectTo"));
  const { clientIp } = context.get(requestInfoContext);

  // The limits and the hash, shared with POST /api/login (docs/decisions/037).
  const check = await checkSignIn({
    email,
    password: field(form, "password").slice(0, 1024),
    clientIp,
  });
  if (check.outcome === "limited") {
    return data(
      { email, error: refusedMessage(check) },
      { status: 429, headers: { "Retry-After": String(check.retryAfterSeconds) } },
    );
  }
  if (check.outcome === "wrong-credentials") {
    return data({ email, error: INVALID_CREDENTIALS_MESSAGE }, { status: 401 });
  }
  return redirect(redirectTo, {
    headers: { "Set-Cookie": await startCookieSession(check.admin, request) },
  });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { site } = useRootData();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const error = actionData?.error;

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 pt-28 pb-16">
      <title>{`Sign In | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <div className="w-full max-w-md">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <p className="text-sm font-semibold tracking-wider text-orange-700 uppercase">
            Administrator
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Sign in to manage your website
          </h1>
          <p className="mt-2 text-slate-600">
            Add and update projects, gallery photos and blog posts of {site.name}.
          </p>

          {error ? (
            <div
              id="login-error"
              role="alert"
              className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
            >
              {error}
            </div>
          ) : null}

          <Form method="post" data-enhance="busy-submit" className="mt-6 space-y-5">
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <div>
              <label htmlFor="email" className="block text-sm font-semibold text-slate-800">
                Email
              </label>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="username"
                required
                maxLength={254}
                defaultValue={actionData?.email ?? ""}
                key={actionData?.email ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? "login-error" : undefined}
                className="mt-1.5 block w-full rounded-lg border-0 px-3.5 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-orange-700 focus:outline-none"
                placeholder="you@example.com"
              />
            </div>
            <div>
              <div className="flex items-center justify-between gap-4">
                <label htmlFor="password" className="block text-sm font-semibold text-slate-800">
                  Password
                </label>
                <a
                  href="#forgot-password"
                  className="text-sm font-medium text-orange-700 underline-offset-2 hover:text-orange-800 hover:underline"
                >
                  Forgot password?
                </a>
              </div>
              <input
                id="password"
                name="password"
                // After a refused attempt the (never sent back) password is focused for the next try.
                autoFocus={Boolean(error)}
                type="password"
                autoComplete="current-password"
                required
                maxLength={1024}
                className="mt-1.5 block w-full rounded-lg border-0 px-3.5 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none"
              />
            </div>
            <button
              type="submit"
              data-busy-label="Logging in..."
              className="inline-flex w-full items-center justify-center rounded-lg bg-orange-700 px-5 py-3 font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 disabled:cursor-wait disabled:opacity-75"
            >
              Sign In
            </button>
          </Form>
        </div>

        <p
          id="forgot-password"
          className="mt-4 hidden rounded-lg bg-white px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 target:block"
        >
          Forgot your password? Passwords are reset by whoever set up this website for you. Ask them
          to set a new one, or write to{" "}
          <a className="font-medium text-orange-700 underline" href={`mailto:${site.email}`}>
            {site.email}
          </a>
          .
        </p>
        <p className="mt-6 text-center text-sm text-slate-600">
          <a href="/" className="font-medium text-orange-700 hover:text-orange-800">
            ← Back to the website
          </a>
        </p>
      </div>
    </main>
  );
}
