import { data, Form, redirect, useSearchParams } from "react-router";
import { AuthCard, AuthError, authInputClass, authSubmitClass } from "~/components/auth-card";
import { useRootData } from "~/components/use-root-data";
import { field } from "~/schemas/common";
import {
  getAdmin,
  INVALID_CREDENTIALS_MESSAGE,
  recordFailedSignIn,
  safeRedirectPath,
  startCookieSession,
} from "~/http/auth.server";
import { deviceCookieHeader, startDeviceAttempt } from "~/http/device-cookie.server";
import { requestInfoContext } from "~/http/request-context";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { retryAfterHeaders } from "~/http/retry-after.server";
import { startTwoFactorSignIn, TWO_FACTOR_SIGN_IN_PATH } from "~/http/two-factor-sign-in.server";
import { isTwoFactorEnabled } from "~/models/two-factor.server";
import { checkSignIn, refusedMessage } from "~/services/password-check.server";
import type { Route } from "./+types/login";

/** The sign-in page has no dark band at the top, so the public header stays white. */
export const handle = { solidHeader: true };

export async function loader({ request }: Route.LoaderArgs) {
  if (await getAdmin(request)) {
    const redirectTo = new URL(request.url).searchParams.get("redirectTo");
    throw redirect(safeRedirectPath(redirectTo));
  }
  const search = new URL(request.url).searchParams;
  if (search.get("reset") === "done") {
    return { notice: "Your new password is saved. Sign in with it." };
  }
  const expired = search.get("expired") === "two-factor";
  return { notice: expired ? "The time to enter your sign-in code ran out. Sign in again." : null };
}

/** Document responses carry the action's Retry-After too, not only data requests. */
export const headers = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) return data({ email: "", error: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  const email = field(form, "email").trim().slice(0, 254);
  const redirectTo = safeRedirectPath(field(form, "redirectTo"));
  const { clientIp } = context.get(requestInfoContext);

  // The limits and the hash, shared with POST /api/login (docs/decisions/037). A device
  // cookie from an earlier sign-in to this e-mail spares the e-mail's failure budget.
  const device = await startDeviceAttempt(request, email);
  const check = await checkSignIn({
    email,
    password: field(form, "password").slice(0, 1024),
    clientIp,
    knownDevice: device.known,
  });
  if (check.outcome === "limited") device.notChecked();
  if (check.outcome === "signed-in") device.succeeded();
  if (check.outcome === "limited") {
    return data(
      { email, error: refusedMessage(check) },
      { status: 429, headers: { "Retry-After": String(check.retryAfterSeconds) } },
    );
  }
  if (check.outcome === "wrong-credentials") {
    recordFailedSignIn(email, request);
    return data({ email, error: INVALID_CREDENTIALS_MESSAGE }, { status: 401 });
  }
  // With two-factor sign-in the password only opens the code step; no session exists yet.
  if (isTwoFactorEnabled(check.admin.id)) {
    return redirect(TWO_FACTOR_SIGN_IN_PATH, {
      headers: { "Set-Cookie": await startTwoFactorSignIn(check.admin, redirectTo) },
    });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await startCookieSession(check.admin, request));
  headers.append("Set-Cookie", await deviceCookieHeader(check.admin.email));
  return redirect(redirectTo, { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { site } = useRootData();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const error = actionData?.error;

  return (
    <AuthCard
      pageTitle="Sign In"
      heading="Sign in to manage your website"
      below={
        <>
          <p className="mt-6 text-center text-sm text-slate-600">
            <a href="/" className="font-medium text-orange-700 hover:text-orange-800">
              ← Back to the website
            </a>
          </p>
        </>
      }
    >
      <p className="mt-2 text-slate-600">
        Add and update projects, gallery photos and blog posts of {site.name}.
      </p>

      {error ? (
        <AuthError id="login-error">{error}</AuthError>
      ) : loaderData.notice ? (
        <p
          role="status"
          className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {loaderData.notice}
        </p>
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
            className={authInputClass}
            placeholder="you@example.com"
          />
        </div>
        <div>
          <div className="flex items-center justify-between gap-4">
            <label htmlFor="password" className="block text-sm font-semibold text-slate-800">
              Password
            </label>
            <a
              href="/forgot-password"
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
            className={authInputClass}
          />
        </div>
        <button type="submit" data-busy-label="Logging in..." className={authSubmitClass}>
          Sign In
        </button>
      </Form>
    </AuthCard>
  );
}
