import type { SubmissionResult } from "@conform-to/react";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, type ReactNode } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import {
  ConformField,
  firstInvalidField,
  FormMessage,
  ReauthenticationField,
} from "~/components/admin/form/conform-field";
import type { FormConstraint } from "~/components/admin/form/admin-form";
import { useCheckedForm } from "~/components/admin/form/form-checks";
import { Notice } from "~/components/admin/notice";
import { formatDate } from "~/components/admin/lists/list-controls";
import { AdminPageHeader, adminErrorBoundary } from "~/components/admin/page";
import { buttonClass } from "~/components/ui/button";
import { recordActivity } from "~/models/activity.server";
import {
  createAdmin,
  DuplicateAdminError,
  listAdmins,
  removeAdmin,
  setFirstPassword,
  WeakPasswordError,
} from "~/models/admin.server";
import { AddAdminSchema, SetFirstPasswordSchema } from "~/schemas/account";
import { PASSWORD_FIELDS, REAUTHENTICATION_FIELD } from "~/schemas/form-choices";
import { field } from "~/schemas/common";
import { adminContext, clearedSessionCookie } from "~/http/auth.server";
import { retryAfterHeaders } from "~/http/retry-after.server";
import { verifyReauthentication } from "~/http/reauthentication.server";
import { MIN_PASSWORD_LENGTH } from "~/utils/password-rules";
import type { Route } from "./+types/administrators";

const LAST_ADMIN_MESSAGE =
  "The last administrator cannot be removed: add another administrator first.";
const DONE_MESSAGES: Record<string, string> = {
  added: "Administrator added. They must choose their own password when they first sign in.",
  removed: "Administrator removed. Their sessions and tokens were ended.",
  "first-password":
    "New first password set. Their sessions and tokens were ended; they must choose their own password when they next sign in.",
};
const OWN_PASSWORD_MESSAGE = "Change your own password from Account.";

/** What the page shows after a post that did not lead elsewhere. */
type Answer = {
  result: SubmissionResult<string[]> | null;
  error: string | null;
  /** The administrator whose removal is being confirmed, and the message beside its password. */
  confirmRemove: string | null;
  removeError: string | null;
  /** The administrator a new first password is being set for, and what its form answered. */
  firstPasswordFor: string | null;
  firstPasswordResult: SubmissionResult<string[]> | null;
};

const NOTHING: Answer = {
  result: null,
  error: null,
  confirmRemove: null,
  removeError: null,
  firstPasswordFor: null,
  firstPasswordResult: null,
};

/** A refused password's Retry-After reaches a page load too, not only data requests. */
export const headers = retryAfterHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    admins: listAdmins(),
    currentAdminId: context.get(adminContext).id,
    notice: DONE_MESSAGES[done] ?? null,
    constraint: getZodConstraint(AddAdminSchema),
    firstPasswordConstraint: getZodConstraint(SetFirstPasswordSchema),
  };
}

async function removeAdministrator(
  request: Request,
  me: { id: string; email: string },
  form: FormData,
) {
  const id = field(form, "adminId");
  // The Remove button asks first, on the page, with the password field.
  if (field(form, "confirmed") !== "yes") return data<Answer>({ ...NOTHING, confirmRemove: id });
  const check = await verifyReauthentication(request, me, form);
  if (!check.ok) {
    return data<Answer>(
      { ...NOTHING, confirmRemove: id, removeError: check.message },
      { status: check.status, headers: check.headers },
    );
  }
  const email = listAdmins().find((admin) => admin.id === id)?.email ?? "";
  const outcome = removeAdmin(id);
  if (outcome === "last")
    return data<Answer>({ ...NOTHING, error: LAST_ADMIN_MESSAGE }, { status: 409 });
  if (outcome === "missing") {
    return data<Answer>(
      { ...NOTHING, error: "That administrator was already removed." },
      { status: 404 },
    );
  }
  recordActivity({
    action: "admin-removed",
    subject: { kind: "administrator", id, label: email },
    request,
  });
  // Removing oneself ends one's own session too.
  if (id === me.id) {
    return redirect("/login", { headers: { "Set-Cookie": await clearedSessionCookie() } });
  }
  return redirect("/administrators?done=removed");
}

/**
 * The way back in for an administrator who forgot their password where the site cannot send mail:
 * another administrator sets a first password, which the account must replace at its next sign-in;
 * every session and token of the account ends (docs/security/sign-in.md#sensitive-actions).
 */
async function setFirstPasswordFor(
  request: Request,
  me: { id: string; email: string },
  form: FormData,
) {
  const id = field(form, "adminId");
  if (id === me.id)
    return data<Answer>({ ...NOTHING, error: OWN_PASSWORD_MESSAGE }, { status: 400 });
  // The button opens the form on the page; the form itself carries `confirmed`.
  if (field(form, "confirmed") !== "yes") return data<Answer>({ ...NOTHING, firstPasswordFor: id });
  const submission = parseWithZod(form, { schema: SetFirstPasswordSchema });
  const refuse = (status: number, fieldErrors?: Record<string, string[]>, headers = {}) =>
    data<Answer>(
      {
        ...NOTHING,
        firstPasswordFor: id,
        firstPasswordResult: submission.reply({ fieldErrors, hideFields: PASSWORD_FIELDS }),
      },
      { status, headers },
    );
  if (submission.status !== "success") return refuse(400);
  const check = await verifyReauthentication(request, me, form);
  if (!check.ok) {
    return refuse(check.status, { [REAUTHENTICATION_FIELD]: [check.message] }, check.headers);
  }
  let admin;
  try {
    admin = await setFirstPassword(id, submission.value.password);
  } catch (error) {
    if (error instanceof WeakPasswordError) return refuse(400, { password: [error.message] });
    throw error;
  }
  if (!admin) {
    return data<Answer>(
      { ...NOTHING, error: "That administrator was already removed." },
      { status: 404 },
    );
  }
  recordActivity({
    action: "first-password-set",
    subject: { kind: "administrator", id: admin.id, label: admin.email },
    request,
  });
  return redirect("/administrators?done=first-password");
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = context.get(adminContext);
  const formData = await readFormBody(request);
  if (!formData)
    return data<Answer>({ ...NOTHING, error: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  const intent = field(formData, "intent");
  if (intent === "remove") return removeAdministrator(request, me, formData);
  if (intent === "first-password") return setFirstPasswordFor(request, me, formData);

  const submission = parseWithZod(formData, { schema: AddAdminSchema });
  const refuse = (status: number, fieldErrors?: Record<string, string[]>, headers = {}) =>
    data<Answer>(
      { ...NOTHING, result: submission.reply({ fieldErrors, hideFields: PASSWORD_FIELDS }) },
      { status, headers },
    );
  if (submission.status !== "success") return refuse(400);
  const check = await verifyReauthentication(request, me, formData);
  if (!check.ok) {
    return refuse(check.status, { [REAUTHENTICATION_FIELD]: [check.message] }, check.headers);
  }
  try {
    const added = await createAdmin(submission.value.email, submission.value.password, {
      mustChangePassword: true,
    });
    recordActivity({
      action: "admin-added",
      subject: { kind: "administrator", id: added.id, label: added.email },
      request,
    });
  } catch (error) {
    if (error instanceof DuplicateAdminError || error instanceof WeakPasswordError) {
      return refuse(400, {
        [error instanceof DuplicateAdminError ? "email" : "password"]: [error.message],
      });
    }
    throw error;
  }
  return redirect("/administrators?done=added");
}

/**
 * What a row's action posts: which action, for whom and, from the row's panel, that it was
 * confirmed there.
 */
function RowActionFields({
  intent,
  adminId,
  confirmed = false,
}: {
  intent: "remove" | "first-password";
  adminId: string;
  confirmed?: boolean;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="adminId" value={adminId} />
      {confirmed ? <input type="hidden" name="confirmed" value="yes" /> : null}
    </>
  );
}

/** A row action's first step: the button whose answer opens the action's panel in the row. */
function OpenRowPanelButton({
  intent,
  adminId,
  label,
  className,
  children,
}: {
  intent: "remove" | "first-password";
  adminId: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <RowActionFields intent={intent} adminId={adminId} />
      <button type="submit" aria-label={label} className={className}>
        {children}
      </button>
    </Form>
  );
}

/** The buttons at the foot of a row's panel: the confirming one, then Cancel back to the list. */
function PanelButtons({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {children}
      <Link to="/administrators" className={buttonClass("secondary", "shrink-0", "sm")}>
        Cancel
      </Link>
    </div>
  );
}

/**
 * Remove asks first, on the page (with or without JavaScript): the row shows the question, the
 * password field that confirms it and the confirming button.
 */
function RemoveAdminButton({
  adminId,
  email,
  self,
  asking,
  error,
}: {
  adminId: string;
  email: string;
  self: boolean;
  asking: boolean;
  error: string | null;
}) {
  const password = useRef<HTMLInputElement>(null);
  // A refused password leaves the panel in place: the field gets the focus back.
  useEffect(() => {
    if (asking) password.current?.focus();
  }, [asking, error]);
  const question = self
    ? "Remove your own account? You will be signed out."
    : `Remove ${email}? They will be signed out everywhere.`;
  if (!asking) {
    return (
      <OpenRowPanelButton
        intent="remove"
        adminId={adminId}
        label={`Remove ${email}`}
        className={buttonClass("danger-outline", "shrink-0", "sm")}
      >
        Remove
      </OpenRowPanelButton>
    );
  }
  const fieldId = `remove-${adminId}-password`;
  return (
    <Form method="post" className="w-full space-y-3 rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
      <RowActionFields intent="remove" adminId={adminId} confirmed />
      <p className="text-sm font-semibold text-slate-900">{question}</p>
      <div>
        <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-800">
          Confirm the removal with your password
        </label>
        <input
          ref={password}
          id={fieldId}
          name={REAUTHENTICATION_FIELD}
          type="password"
          autoComplete="current-password"
          autoFocus
          required
          maxLength={1024}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={`mt-1.5 block w-full rounded-lg border-0 bg-white px-3.5 py-2.5 text-base text-slate-900 ring-1 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none ${
            error ? "ring-red-600" : "ring-slate-300"
          }`}
        />
        {error ? (
          <p id={`${fieldId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <PanelButtons>
        <button
          type="submit"
          aria-label={`Yes, remove ${email}`}
          className={buttonClass("danger", "shrink-0", "sm")}
        >
          Yes, remove
        </button>
      </PanelButtons>
    </Form>
  );
}

/**
 * "Set a new first password" for another administrator: like Remove, the button opens the form
 * in the row (with or without JavaScript), which asks for the new password and one's own.
 */
function FirstPasswordControl({
  adminId,
  email,
  asking,
  lastResult,
  constraint,
}: {
  adminId: string;
  email: string;
  asking: boolean;
  lastResult: SubmissionResult<string[]> | null;
  constraint: FormConstraint;
}) {
  if (!asking) {
    return (
      <OpenRowPanelButton
        intent="first-password"
        adminId={adminId}
        label={`Set a new first password for ${email}`}
        className={buttonClass("secondary", "shrink-0", "sm")}
      >
        Set a new first password
      </OpenRowPanelButton>
    );
  }
  return (
    <FirstPasswordForm
      adminId={adminId}
      email={email}
      lastResult={lastResult}
      constraint={constraint}
    />
  );
}

function FirstPasswordForm({
  adminId,
  email,
  lastResult,
  constraint,
}: {
  adminId: string;
  email: string;
  lastResult: SubmissionResult<string[]> | null;
  constraint: FormConstraint;
}) {
  const { fields, formProps } = useCheckedForm(
    `first-password-${adminId}`,
    () => import("~/schemas/account").then((m) => m.SetFirstPasswordSchema),
    { lastResult, constraint },
  );
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "first-password";
  const firstInvalid = firstInvalidField([fields.password, fields.currentPassword]);
  return (
    <Form
      method="post"
      {...formProps}
      className="w-full space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <RowActionFields intent="first-password" adminId={adminId} confirmed />
      <p className="text-sm font-semibold text-slate-900">
        Set a new first password for {email}? They will be signed out everywhere and must choose
        their own password when they next sign in.
      </p>
      <ConformField
        meta={fields.password}
        label="New first password"
        type="password"
        autoComplete="new-password"
        help={`At least ${MIN_PASSWORD_LENGTH} characters. Tell it to them in person or by phone.`}
        autoFocus={firstInvalid === undefined || firstInvalid === fields.password.name}
      />
      <ReauthenticationField
        meta={fields.currentPassword}
        help="Your own password: setting another administrator's password asks for it every time."
        autoFocus={firstInvalid === fields.currentPassword.name}
      />
      <PanelButtons>
        <button
          type="submit"
          aria-label={`Set the first password of ${email}`}
          className={buttonClass("primary", "shrink-0", "sm")}
          disabled={busy}
        >
          {busy ? "Setting..." : "Set the first password"}
        </button>
      </PanelButtons>
    </Form>
  );
}

function AddAdminForm({
  lastResult,
  constraint,
}: {
  lastResult: Route.ComponentProps["actionData"];
  constraint: FormConstraint;
}) {
  const { form, fields, formProps } = useCheckedForm(
    "add-admin",
    () => import("~/schemas/account").then((m) => m.AddAdminSchema),
    { lastResult: lastResult?.result, constraint },
  );
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.has("email");
  const firstInvalid = firstInvalidField([fields.email, fields.password, fields.currentPassword]);
  return (
    <Form method="post" {...formProps} className="space-y-5">
      <FormMessage id={form.errorId} errors={form.errors} />
      <ConformField
        meta={fields.email}
        label="Email"
        type="email"
        autoComplete="off"
        autoFocus={firstInvalid === fields.email.name}
      />
      <ConformField
        meta={fields.password}
        label="First password"
        type="password"
        autoComplete="new-password"
        help={`At least ${MIN_PASSWORD_LENGTH} characters. Tell it to them in person or by phone; they must change it when they first sign in.`}
        autoFocus={firstInvalid === fields.password.name}
      />
      <ReauthenticationField
        meta={fields.currentPassword}
        help="Your own password: adding an administrator asks for it every time."
        autoFocus={firstInvalid === fields.currentPassword.name}
      />
      <button type="submit" className={buttonClass("primary")} disabled={busy}>
        {busy ? "Adding..." : "Add administrator"}
      </button>
    </Form>
  );
}

export default function Administrators({ loaderData, actionData }: Route.ComponentProps) {
  const { admins, currentAdminId, notice } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Administrators"
        description="Everyone who can sign in and manage this website."
      />
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <section
          aria-labelledby="admins-heading"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="admins-heading" className="text-lg font-bold text-slate-900">
            Administrators
          </h2>
          <ul aria-label="Administrators" className="mt-2 divide-y divide-slate-200">
            {admins.map((admin) => (
              <li
                key={admin.id}
                aria-label={admin.email}
                className="flex flex-wrap items-center gap-3 py-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-all text-slate-900">
                    {admin.name ? `${admin.name} · ${admin.email}` : admin.email}
                    {admin.id === currentAdminId ? (
                      <span className="ml-2 inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-800 ring-1 ring-emerald-200">
                        You
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-600">
                    Added {formatDate(admin.createdAt)}
                    {admin.mustChangePassword ? " · has not chosen a password yet" : ""}
                  </p>
                </div>
                {admin.id === currentAdminId ? null : (
                  <FirstPasswordControl
                    adminId={admin.id}
                    email={admin.email}
                    asking={actionData?.firstPasswordFor === admin.id}
                    constraint={loaderData.firstPasswordConstraint}
                    lastResult={
                      actionData?.firstPasswordFor === admin.id
                        ? actionData.firstPasswordResult
                        : null
                    }
                  />
                )}
                <RemoveAdminButton
                  adminId={admin.id}
                  email={admin.email}
                  self={admin.id === currentAdminId}
                  asking={actionData?.confirmRemove === admin.id}
                  error={actionData?.confirmRemove === admin.id ? actionData.removeError : null}
                />
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="add-admin-heading"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="add-admin-heading" className="text-lg font-bold text-slate-900">
            Add an administrator
          </h2>
          <div className="mt-4">
            <AddAdminForm lastResult={actionData} constraint={loaderData.constraint} />
          </div>
        </section>
      </div>
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load administrators. Please try again.",
  back: { to: "/account", label: "Back to Account" },
});
