import { data, Form, Link, redirect } from "react-router";
import { AuthCard, AuthError, authInputClass, authSubmitClass } from "~/components/auth-card";
import { getAdmin, safeRedirectPath, startCookieSession } from "~/http/auth.server";
import { recordActivity } from "~/models/activity.server";
import { deviceCookieHeader } from "~/http/device-cookie.server";
import { requestInfoContext } from "~/http/request-context";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { retryAfterHeaders } from "~/http/retry-after.server";
import {
  attemptTwoFactorCode,
  clearedTwoFactorCookie,
  readTwoFactorSignIn,
  WRONG_CODE_MESSAGE,
} from "~/http/two-factor-sign-in.server";
import { field } from "~/schemas/common";
import { retryAfterText } from "~/services/password-check.server";
import type { Route } from "./+types/login-two-factor";

/** The page has no dark band at the top, so the public header stays white. */
export const handle = { solidHeader: true };

const EXPIRED_PATH = "/login?expired=two-factor";
const RECOVERY_CODE = "recovery-code";

/**
 * The second step of sign-in for an account with two-factor sign-in: only reachable with the
 * signed pending cookie that a right password sets on /login (docs/decisions/038-two-factor-sign-in.md).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const pending = await readTwoFactorSignIn(request);
  if (!pending) {
    if (await getAdmin(request)) throw redirect("/dashboard");
    throw redirect(EXPIRED_PATH);
  }
  // A recovery code has letters: its own field, so a phone shows a keyboard it can be typed on.
  const withRecoveryCode = new URL(request.url).searchParams.get("with") === RECOVERY_CODE;
  return { email: pending.email, withRecoveryCode };
}

/** Document responses carry the action's Retry-After too, not only data requests. */
export const headers = retryAfterHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) return data({ error: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  if (field(form, "intent") === "cancel") {
    return redirect("/login", { headers: { "Set-Cookie": await clearedTwoFactorCookie() } });
  }
  const pending = await readTwoFactorSignIn(request);
  if (!pending) return redirect(EXPIRED_PATH);

  const code = field(form, "code").trim().slice(0, 64);
  if (!code) {
    return data({ error: "Enter the 6-digit code from your authenticator app." }, { status: 400 });
  }
  const { clientIp } = context.get(requestInfoContext);
  const attempt = await attemptTwoFactorCode(pending.adminId, code, clientIp);
  if ("retryAfterSeconds" in attempt) {
    return data(
      {
        error: `Too many wrong codes. Please try again ${retryAfterText(attempt.retryAfterSeconds)}.`,
      },
      { status: 429, headers: { "Retry-After": String(attempt.retryAfterSeconds) } },
    );
  }
  if (!attempt.ok) {
    recordActivity({
      actor: null,
      action: "sign-in-failed",
      subject: { kind: "administrator", id: pending.adminId, label: pending.email },
      detail: "wrong two-factor code",
      request,
    });
    return data({ error: WRONG_CODE_MESSAGE }, { status: 401 });
  }

  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    await startCookieSession({ id: pending.adminId, email: pending.email }, request),
  );
  headers.append("Set-Cookie", await clearedTwoFactorCookie());
  // Only now has this browser fully signed in: docs/decisions/037 (device cookies).
  headers.append("Set-Cookie", await deviceCookieHeader(pending.email));
  return redirect(safeRedirectPath(pending.redirectTo), { headers });
}

export default function TwoFactorSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const error = actionData?.error;
  return (
    <AuthCard
      pageTitle="Enter Your Sign-in Code"
      heading="Enter your sign-in code"
      below={
        <Form method="post" className="mt-6 text-center">
          <input type="hidden" name="intent" value="cancel" />
          <button
            type="submit"
            className="text-sm font-medium text-orange-700 hover:text-orange-800"
          >
            Cancel and sign in again
          </button>
        </Form>
      }
    >
      <p className="mt-2 text-slate-600">
        Your password for <strong className="break-all">{loaderData.email}</strong> was right. Open
        your authenticator app and type the code it shows for this website.
      </p>

      {error ? <AuthError id="code-error">{error}</AuthError> : null}

      <Form method="post" data-enhance="busy-submit" className="mt-6 space-y-5">
        <CodeInput error={error} withRecoveryCode={loaderData.withRecoveryCode} />
        <button type="submit" data-busy-label="Checking..." className={authSubmitClass}>
          Verify and sign in
        </button>
      </Form>
    </AuthCard>
  );
}

/**
 * The code box: six digits on a number pad, or (after "Use a recovery code") a recovery code such
 * as "ymjjv-76bgg" on the full keyboard. Either box takes either kind of code.
 */
function CodeInput({
  error,
  withRecoveryCode,
}: {
  error: string | undefined;
  withRecoveryCode: boolean;
}) {
  return (
    <div>
      <label htmlFor="code" className="block text-sm font-semibold text-slate-800">
        {withRecoveryCode ? "Recovery code" : "Sign-in code"}
      </label>
      <input
        id="code"
        name="code"
        // The only thing to do on this step: the field is ready for typing or pasting.
        autoFocus
        type="text"
        inputMode={withRecoveryCode ? "text" : "numeric"}
        autoComplete={withRecoveryCode ? "off" : "one-time-code"}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        required
        maxLength={64}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "code-error code-help" : "code-help"}
        className={`${authInputClass} font-mono tracking-widest`}
      />
      <p id="code-help" className="mt-1.5 text-sm text-slate-600">
        {withRecoveryCode
          ? "One of the recovery codes you saved when you turned on two-factor sign-in, such as abcde-12345. Each works once."
          : "6 digits from the app. Lost your phone? Type one of your recovery codes instead."}
      </p>
      <p className="mt-2 text-sm">
        <Link
          to={withRecoveryCode ? "/login/two-factor" : `/login/two-factor?with=${RECOVERY_CODE}`}
          replace
          className="font-medium text-orange-700 underline underline-offset-2 hover:text-orange-800"
        >
          {withRecoveryCode ? "Use the code from the app instead" : "Use a recovery code"}
        </Link>
      </p>
    </div>
  );
}
