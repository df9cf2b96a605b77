/**
 * /reset-password/:token, the link of a "Forgot password?" e-mail
 * (docs/security/sign-in.md#forgotten-passwords): a new password with the same rules as everywhere;
 * the link then stops working and every session of the account ends.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { NewPasswordFields } from "~/components/admin/change-password-form";
import { FormMessage } from "~/components/admin/form/conform-field";
import { AuthCard, authSubmitClass } from "~/components/auth-card";
import { readFormBody, unreadableFormReply } from "~/http/form-body.server";
import { recordActivity } from "~/models/activity.server";
import { findPasswordReset, resetPasswordWithLink } from "~/models/password-reset.server";
import { PASSWORD_FIELDS, ResetPasswordSchema } from "~/schemas/account";
import type { Route } from "./+types/reset-password";

export const handle = { solidHeader: true };

/** The link's secret stays on this page: no address it leads to is told where it came from. */
export function headers() {
  return { "Referrer-Policy": "no-referrer" };
}

export function loader({ params }: Route.LoaderArgs) {
  const admin = findPasswordReset(params.token);
  return data({ email: admin?.email ?? null }, { status: admin ? 200 : 410 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) return data({ result: unreadableFormReply() }, { status: 400 });
  const submission = parseWithZod(form, { schema: ResetPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
  }
  const admin = await resetPasswordWithLink(params.token, submission.value.newPassword);
  if (!admin) {
    return data(
      {
        result: submission.reply({
          formErrors: [LINK_GONE],
          hideFields: PASSWORD_FIELDS,
        }),
      },
      { status: 410 },
    );
  }
  recordActivity({
    actor: admin,
    action: "password-reset",
    subject: { kind: "administrator", id: admin.id, label: admin.email },
    request,
  });
  return redirect("/login?reset=done");
}

const LINK_GONE =
  "This link no longer works: it was used already or is more than 30 minutes old. Ask for a new one.";

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ResetPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
  });
  const below = (
    <p className="mt-6 text-center text-sm text-slate-600">
      <Link to="/forgot-password" className="font-medium text-orange-700 hover:text-orange-800">
        Ask for a new link
      </Link>
    </p>
  );
  if (!loaderData.email) {
    return (
      <AuthCard pageTitle="Link Expired" heading="This link no longer works" below={below}>
        <p role="alert" className="mt-4 text-slate-700">
          {LINK_GONE}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard pageTitle="New Password" heading="Choose a new password" below={below}>
      <p className="mt-2 text-slate-600">
        For <strong className="break-all">{loaderData.email}</strong>. Every other place signed in
        to this account is signed out.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <FormMessage id={form.errorId} errors={form.errors} />
        <NewPasswordFields
          newPassword={fields.newPassword}
          confirmPassword={fields.confirmPassword}
        />
        <button type="submit" className={authSubmitClass}>
          Save the new password
        </button>
      </Form>
    </AuthCard>
  );
}
