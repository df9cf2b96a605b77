import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, redirect, useNavigation } from "react-router";
import { ConformField, FormMessage } from "~/components/admin/conform-field";
import { Notice } from "~/components/admin/editor-form";
import { formatDate } from "~/components/admin/list-controls";
import { AdminPageHeader, AdminRouteError } from "~/components/admin/page";
import { buttonClass } from "~/components/ui/button";
import {
  createAdmin,
  DuplicateAdminError,
  listAdmins,
  removeAdmin,
  WeakPasswordError,
} from "~/models/admin.server";
import { AddAdminSchema, PASSWORD_FIELDS } from "~/schemas/account";
import { field } from "~/schemas/common";
import { clearedSessionCookie, requireAdminSession } from "~/http/auth.server";
import { MIN_PASSWORD_LENGTH } from "~/utils/password-rules";
import type { Route } from "./+types/administrators";

const LAST_ADMIN_MESSAGE =
  "The last administrator cannot be removed: add another administrator first.";
const DONE_MESSAGES: Record<string, string> = {
  added: "Administrator added. They must choose their own password when they first sign in.",
  removed: "Administrator removed. Their sessions and tokens were ended.",
};

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminSession(request);
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    admins: listAdmins(),
    currentAdminId: session.admin.id,
    notice: DONE_MESSAGES[done] ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminSession(request);
  const formData = await request.formData();

  if (field(formData, "intent") === "remove") {
    const id = field(formData, "adminId");
    // Without JavaScript the Remove button asks first, on the page itself.
    if (field(formData, "confirmed") !== "yes") {
      return data({ result: null, error: null, confirmRemove: id });
    }
    const outcome = removeAdmin(id);
    if (outcome === "last") {
      return data(
        { result: null, error: LAST_ADMIN_MESSAGE, confirmRemove: null },
        { status: 409 },
      );
    }
    if (outcome === "missing") {
      return data(
        { result: null, error: "That administrator was already removed.", confirmRemove: null },
        { status: 404 },
      );
    }
    // Removing oneself ends one's own session too.
    if (id === session.admin.id) {
      return redirect("/login", { headers: { "Set-Cookie": await clearedSessionCookie() } });
    }
    return redirect("/administrators?done=removed");
  }

  const submission = parseWithZod(formData, { schema: AddAdminSchema });
  if (submission.status !== "success") {
    return data(
      {
        result: submission.reply({ hideFields: PASSWORD_FIELDS }),
        error: null,
        confirmRemove: null,
      },
      { status: 400 },
    );
  }
  try {
    await createAdmin(submission.value.email, submission.value.password, {
      mustChangePassword: true,
    });
  } catch (error) {
    if (error instanceof DuplicateAdminError || error instanceof WeakPasswordError) {
      const name = error instanceof DuplicateAdminError ? "email" : "password";
      return data(
        {
          result: submission.reply({
            fieldErrors: { [name]: [error.message] },
            hideFields: PASSWORD_FIELDS,
          }),
          error: null,
          confirmRemove: null,
        },
        { status: 400 },
      );
    }
    throw error;
  }
  return redirect("/administrators?done=added");
}

/**
 * Remove asks first: with JavaScript through confirm(); without, the server
 * answers the first press with the question and a confirming button.
 */
function RemoveAdminButton({
  adminId,
  email,
  self,
  asking,
}: {
  adminId: string;
  email: string;
  self: boolean;
  asking: boolean;
}) {
  const question = self
    ? "Remove your own account? You will be signed out."
    : `Remove ${email}? They will be signed out everywhere.`;
  return (
    <Form method="post" className="flex flex-col items-end gap-2">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="adminId" value={adminId} />
      <input type="hidden" name="confirmed" value={asking ? "yes" : ""} />
      {asking ? <p className="text-right text-sm text-slate-700">{question}</p> : null}
      <button
        type="submit"
        aria-label={asking ? `Yes, remove ${email}` : `Remove ${email}`}
        className={buttonClass("danger-outline", "shrink-0", "sm")}
        onClick={(event) => {
          if (asking) return;
          if (!window.confirm(question)) {
            event.preventDefault();
            return;
          }
          const confirmed = event.currentTarget.form?.elements.namedItem("confirmed");
          if (confirmed instanceof HTMLInputElement) confirmed.value = "yes";
        }}
      >
        {asking ? "Yes, remove" : "Remove"}
      </button>
    </Form>
  );
}

function AddAdminForm({ lastResult }: { lastResult: Route.ComponentProps["actionData"] }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.has("email");
  const [form, fields] = useForm({
    id: "add-admin",
    lastResult: lastResult?.result,
    constraint: getZodConstraint(AddAdminSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AddAdminSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormMessage id={form.errorId} errors={form.errors} />
      <ConformField meta={fields.email} label="Email" type="email" autoComplete="off" />
      <ConformField
        meta={fields.password}
        label="First password"
        type="password"
        autoComplete="new-password"
        help={`At least ${MIN_PASSWORD_LENGTH} characters. Tell it to them in person or by phone; they must change it when they first sign in.`}
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
              <li key={admin.id} aria-label={admin.email} className="flex items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-all text-slate-900">
                    {admin.email}
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
                <RemoveAdminButton
                  adminId={admin.id}
                  email={admin.email}
                  self={admin.id === currentAdminId}
                  asking={actionData?.confirmRemove === admin.id}
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
            <AddAdminForm lastResult={actionData} />
          </div>
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminRouteError
      error={error}
      failureMessage="Failed to load administrators. Please try again."
      back={{ to: "/account", label: "Back to Account" }}
    />
  );
}
