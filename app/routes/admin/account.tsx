import type { SubmissionResult } from "@conform-to/react";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { FormConstraint } from "~/components/admin/form/admin-form";
import { useCheckedForm } from "~/components/admin/form/form-checks";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ChangePasswordForm } from "~/components/admin/change-password-form";
import { AccountSection } from "~/components/admin/account-section";
import {
  ConformField,
  firstInvalidField,
  FormMessage,
  ReauthenticationField,
} from "~/components/admin/form/conform-field";
import { Notice } from "~/components/admin/notice";
import { AdminPageHeader, adminErrorBoundary } from "~/components/admin/page";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { recordActivity } from "~/models/activity.server";
import {
  adminName,
  changeAdminEmail,
  changeAdminName,
  DuplicateAdminError,
  endAdminSession,
  listAdminSessions,
  type SessionInfo,
} from "~/models/admin.server";
import { getTwoFactorStatus } from "~/models/two-factor.server";
import { ChangeEmailSchema, ChangeNameSchema, ChangePasswordSchema } from "~/schemas/account";
import { PASSWORD_FIELDS, REAUTHENTICATION_FIELD } from "~/schemas/form-choices";
import { field } from "~/schemas/common";
import { adminSessionContext, clearedSessionCookie } from "~/http/auth.server";
import { verifyReauthentication } from "~/http/reauthentication.server";
import { requestInfoContext } from "~/http/request-context";
import { retryAfterHeaders } from "~/http/retry-after.server";
import { submitPasswordChange } from "~/services/password-change.server";
import { relativeTime } from "~/utils/relative-time";
import { describeUserAgent } from "~/utils/user-agent";
import type { Route } from "./+types/account";

const DONE_MESSAGES: Record<string, string> = {
  password: "Your password was changed. Every other session and token of your account was ended.",
  ended: "The session was ended.",
  email: "Your e-mail was changed. Sign in with the new one from now on.",
  "two-factor-off": "Two-factor sign-in is off: sign-in asks for your password only.",
  name: "Your name was saved.",
};

type Answer = {
  /** Conform's reply to the password form, and to the e-mail form. */
  result: SubmissionResult<string[]> | null;
  emailResult: SubmissionResult<string[]> | null;
  nameResult: SubmissionResult<string[]> | null;
  error: string | null;
};

const NOTHING: Answer = { result: null, emailResult: null, nameResult: null, error: null };

/** A refused password's Retry-After reaches a page load too, not only data requests. */
export const headers = retryAfterHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    email: session.admin.email,
    name: adminName(session.admin.id),
    currentSessionId: session.sessionId,
    sessions: listAdminSessions(session.admin.id).map((row) => ({
      ...row,
      device: describeUserAgent(row.userAgent),
    })),
    notice: DONE_MESSAGES[done] ?? null,
    now: new Date().toISOString(),
    twoFactor: getTwoFactorStatus(session.admin.id),
    constraints: {
      email: getZodConstraint(ChangeEmailSchema),
      name: getZodConstraint(ChangeNameSchema),
      password: getZodConstraint(ChangePasswordSchema),
    },
  };
}

async function endSession(request: Request, session: SessionInfo, id: string) {
  const ended = listAdminSessions(session.admin.id).find((row) => row.id === id);
  if (!ended || !endAdminSession(session.admin.id, id)) {
    return data<Answer>({ ...NOTHING, error: "That session had already ended." }, { status: 404 });
  }
  if (id === session.sessionId) {
    recordActivity({ action: "signed-out", request });
    return redirect("/login", { headers: { "Set-Cookie": await clearedSessionCookie() } });
  }
  const kind = ended.kind === "token" ? "API token" : "Browser";
  const detail = `${kind}: ${describeUserAgent(ended.userAgent)}`;
  recordActivity({ action: "session-ended", request, detail });
  return redirect("/account?done=ended");
}

/** A new e-mail (the sign-in name) asks for the current password in the same form. */
async function changeEmail(request: Request, session: SessionInfo, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ChangeEmailSchema });
  const refuse = (status: number, fieldErrors?: Record<string, string[]>, headers = {}) =>
    data<Answer>(
      { ...NOTHING, emailResult: submission.reply({ fieldErrors, hideFields: PASSWORD_FIELDS }) },
      { status, headers },
    );
  if (submission.status !== "success") return refuse(400);
  if (submission.value.email.toLowerCase() === session.admin.email) {
    return refuse(400, { email: ["This is already your e-mail."] });
  }
  const check = await verifyReauthentication(request, session.admin, formData);
  if (!check.ok) {
    return refuse(check.status, { [REAUTHENTICATION_FIELD]: [check.message] }, check.headers);
  }
  try {
    const changed = changeAdminEmail(session.admin.id, submission.value.email);
    recordActivity({
      actor: session.admin,
      action: "email-changed",
      request,
      detail: `${session.admin.email} → ${changed.email}`,
    });
  } catch (error) {
    if (!(error instanceof DuplicateAdminError)) throw error;
    return refuse(400, { email: [error.message] });
  }
  return redirect("/account?done=email");
}

/** "Your name": shown in the admin and given to a new post as its author. */
function changeName(request: Request, session: SessionInfo, formData: FormData) {
  const submission = parseWithZod(formData, { schema: ChangeNameSchema });
  if (submission.status !== "success") {
    return data<Answer>({ ...NOTHING, nameResult: submission.reply() }, { status: 400 });
  }
  const before = adminName(session.admin.id);
  changeAdminName(session.admin.id, submission.value.name);
  if (before !== submission.value.name) {
    recordActivity({
      actor: session.admin,
      action: "name-changed",
      request,
      detail: `${before || "(none)"} → ${submission.value.name || "(none)"}`,
    });
  }
  return redirect("/account?done=name");
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const formData = await readFormBody(request);
  if (!formData)
    return data<Answer>({ ...NOTHING, error: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  const intent = field(formData, "intent");
  if (intent === "end-session") return endSession(request, session, field(formData, "sessionId"));
  if (intent === "change-email") return changeEmail(request, session, formData);
  if (intent === "change-name") return changeName(request, session, formData);

  const { clientIp } = context.get(requestInfoContext);
  const change = await submitPasswordChange(formData, session, { request, clientIp });
  if (!change.ok) {
    return data<Answer>(
      { ...NOTHING, result: change.result },
      { status: change.status, headers: change.headers },
    );
  }
  return redirect("/account?done=password");
}

function ChangeEmailForm({
  currentEmail,
  lastResult,
  constraint,
}: {
  currentEmail: string;
  lastResult: SubmissionResult<string[]> | null;
  constraint: FormConstraint;
}) {
  const { form, fields, formProps } = useCheckedForm(
    "change-email",
    () => import("~/schemas/account").then((m) => m.ChangeEmailSchema),
    { lastResult, constraint },
  );
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "change-email";
  const firstInvalid = firstInvalidField([fields.email, fields.currentPassword]);
  return (
    <Form method="post" {...formProps} className="space-y-5">
      <input type="hidden" name="intent" value="change-email" />
      <FormMessage id={form.errorId} errors={form.errors} />
      <ConformField
        meta={fields.email}
        label="New e-mail"
        type="email"
        autoComplete="email"
        help={`Now ${currentEmail}. It is the name you sign in with.`}
        autoFocus={firstInvalid === fields.email.name}
      />
      <ReauthenticationField
        meta={fields.currentPassword}
        autoFocus={firstInvalid === fields.currentPassword.name}
      />
      <button type="submit" className={buttonClass("primary")} disabled={busy}>
        {busy ? "Saving..." : "Change e-mail"}
      </button>
    </Form>
  );
}

function ChangeNameForm({
  currentName,
  lastResult,
  constraint,
}: {
  currentName: string;
  lastResult: SubmissionResult<string[]> | null;
  constraint: FormConstraint;
}) {
  const { form, fields, formProps } = useCheckedForm(
    "change-name",
    () => import("~/schemas/account").then((m) => m.ChangeNameSchema),
    { lastResult, constraint, defaultValue: { name: currentName } },
  );
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "change-name";
  return (
    <Form method="post" {...formProps} className="space-y-5">
      <input type="hidden" name="intent" value="change-name" />
      <FormMessage id={form.errorId} errors={form.errors} />
      <ConformField
        meta={fields.name}
        label="Your name"
        type="text"
        autoComplete="name"
        help="Shown in the admin, and filled in as the author of a new blog post. Optional."
      />
      <button type="submit" className={buttonClass("primary")} disabled={busy}>
        {busy ? "Saving..." : "Save name"}
      </button>
    </Form>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { email, name, sessions, currentSessionId, notice, now, twoFactor } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Account"
        description={`Signed in as ${name ? `${name} (${email})` : email}.`}
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
        <AccountSection title="Your name" id="name-heading">
          <ChangeNameForm
            currentName={name}
            lastResult={actionData?.nameResult ?? null}
            constraint={loaderData.constraints.name}
          />
        </AccountSection>
        <AccountSection title="Change password" id="password-heading">
          <p className="mb-5 text-sm text-slate-600">
            Changing it signs you out everywhere else: other browsers and API tokens.
          </p>
          <ChangePasswordForm
            lastResult={actionData?.result}
            submitLabel="Change password"
            constraint={loaderData.constraints.password}
          />
        </AccountSection>
        <AccountSection title="Change e-mail" id="email-heading">
          <ChangeEmailForm
            currentEmail={email}
            lastResult={actionData?.emailResult ?? null}
            constraint={loaderData.constraints.email}
          />
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

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load your account. Please try again.",
  back: { to: "/dashboard", label: "Back to Dashboard" },
});
