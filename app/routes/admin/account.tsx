import { data, Form, Link, redirect } from "react-router";
import { ChangePasswordForm } from "~/components/admin/change-password-form";
import { AccountSection } from "~/components/admin/account-section";
import { Notice } from "~/components/admin/editor-form";
import { AdminPageHeader, AdminRouteError } from "~/components/admin/page";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { endAdminSession, listAdminSessions } from "~/models/admin.server";
import { getTwoFactorStatus } from "~/models/two-factor.server";
import { field } from "~/schemas/common";
import { clearedSessionCookie, requireAdminSession } from "~/http/auth.server";
import { requestInfoContext } from "~/http/request-context";
import { submitPasswordChange } from "~/services/password-change.server";
import { relativeTime } from "~/utils/relative-time";
import { describeUserAgent } from "~/utils/user-agent";
import type { Route } from "./+types/account";

const DONE_MESSAGES: Record<string, string> = {
  password: "Your password was changed. Every other session and token of your account was ended.",
  ended: "The session was ended.",
  "two-factor-off": "Two-factor sign-in is off: sign-in asks for your password only.",
};

/** A refused current-password check's Retry-After reaches document responses too. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminSession(request);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    email: session.admin.email,
    currentSessionId: session.sessionId,
    sessions: listAdminSessions(session.admin.id).map((row) => ({
      ...row,
      device: describeUserAgent(row.userAgent),
    })),
    notice: DONE_MESSAGES[done] ?? null,
    twoFactor: getTwoFactorStatus(session.admin.id),
    now: new Date().toISOString(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdminSession(request);
  const formData = await request.formData();

  if (field(formData, "intent") === "end-session") {
    const id = field(formData, "sessionId");
    if (id === session.sessionId) {
      endAdminSession(session.admin.id, id);
      return redirect("/login", { headers: { "Set-Cookie": await clearedSessionCookie() } });
    }
    if (!endAdminSession(session.admin.id, id)) {
      return data({ result: null, error: "That session had already ended." }, { status: 404 });
    }
    return redirect("/account?done=ended");
  }

  const { clientIp } = context.get(requestInfoContext);
  const change = await submitPasswordChange(formData, session, clientIp);
  if (!change.ok) {
    return data(
      { result: change.result, error: null },
      { status: change.status, headers: change.headers },
    );
  }
  return redirect("/account?done=password");
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { email, sessions, currentSessionId, notice, now, twoFactor } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Account"
        description={`Signed in as ${email}.`}
        actions={
          <Link to="/administrators" className={buttonClass("secondary")}>
            <Icon name="users" className="size-5" />
            Administrators
          </Link>
        }
      />
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <AccountSection title="Change password" id="password-heading">
          <p className="mb-5 text-sm text-slate-600">
            Changing it signs you out everywhere else: other browsers and API tokens.
          </p>
          <ChangePasswordForm lastResult={actionData?.result} submitLabel="Change password" />
        </AccountSection>
        <AccountSection title="Two-factor sign-in" id="two-factor-heading">
          <p className="mb-4 text-sm text-slate-600">
            {twoFactor.enabled
              ? `On: sign-in asks for a code from your phone after your password. ${twoFactor.recoveryCodesLeft} recovery codes left.`
              : "Off: sign-in asks for your password only. Turn it on so a stolen password is not enough."}
          </p>
          <Link
            to="/account/two-factor"
            className={buttonClass(twoFactor.enabled ? "secondary" : "primary")}
          >
            {twoFactor.enabled ? "Manage two-factor sign-in" : "Set up two-factor sign-in"}
          </Link>
        </AccountSection>
        <AccountSection title="Where you are signed in" id="sessions-heading">
          <p className="mb-4 text-sm text-slate-600">
            Browsers and API tokens of your account. End any you do not recognise.
          </p>
          <ul aria-label="Sessions and tokens" className="divide-y divide-slate-200">
            {sessions.map((row) => {
              const current = row.id === currentSessionId;
              const label = `${row.kind === "token" ? "API token" : "Browser"}: ${row.device}`;
              return (
                <li key={row.id} aria-label={label} className="flex items-center gap-3 py-3">
                  <span className="shrink-0 rounded-full bg-slate-100 p-2.5 text-slate-700">
                    <Icon name={row.kind === "token" ? "bolt" : "eye"} className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-slate-900">
                      {row.device}
                      {current ? (
                        <span className="ml-2 inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200">
                          This browser
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-slate-600">
                      {row.kind === "token" ? "API token" : "Browser"} · last seen{" "}
                      <time dateTime={row.lastSeenAt}>
                        {relativeTime(row.lastSeenAt, new Date(now))}
                      </time>
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="end-session" />
                    <input type="hidden" name="sessionId" value={row.id} />
                    <button
                      type="submit"
                      aria-label={current ? "Sign out of this browser" : `End ${label}`}
                      className={buttonClass("danger-outline", "shrink-0", "sm")}
                    >
                      {current ? "Sign out" : "End"}
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
        </AccountSection>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminRouteError
      error={error}
      failureMessage="Failed to load your account. Please try again."
      back={{ to: "/dashboard", label: "Back to Dashboard" }}
    />
  );
}
