/**
 * /forgot-password (docs/security/sign-in.md#forgotten-passwords): with mail configured, a one-time
 * link to the account's address; the answer is the same whether or not the address has an account.
 * Without mail, the page says who can set a new password instead.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { ConformField, FormMessage } from "~/components/admin/form/conform-field";
import { AuthCard, authSubmitClass } from "~/components/auth-card";
import { requestInfoContext } from "~/http/request-context";
import { readFormBody, unreadableFormReply } from "~/http/form-body.server";
import { retryAfterHeaders } from "~/http/retry-after.server";
import { PASSWORD_RESET_LIFETIME_MS } from "~/utils/password-rules";
import { ForgotPasswordSchema } from "~/schemas/account";
import {
  passwordResetMailConfigured,
  requestPasswordReset,
} from "~/routes/auth/forgot-password.server";
import type { Route } from "./+types/forgot-password";

export const handle = { solidHeader: true };

export const headers = retryAfterHeaders;

const LINK_MINUTES = PASSWORD_RESET_LIFETIME_MS / 60_000;

export function loader() {
  return { mailConfigured: passwordResetMailConfigured() };
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!passwordResetMailConfigured()) return data({ result: null, sentTo: null }, { status: 404 });
  const form = await readFormBody(request);
  if (!form) return data({ result: unreadableFormReply(), sentTo: null }, { status: 400 });
  const submission = parseWithZod(form, { schema: ForgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sentTo: null }, { status: 400 });
  }
  const { clientIp } = context.get(requestInfoContext);
  const answer = requestPasswordReset(submission.value.email, { clientIp, request });
  if (!answer.allowed) {
    return data(
      {
        result: submission.reply({
          formErrors: [
            `Too many requests from this connection. Try again in ${Math.ceil(answer.retryAfterSeconds / 60)} minutes.`,
          ],
        }),
        sentTo: null,
      },
      { status: 429, headers: { "Retry-After": String(answer.retryAfterSeconds) } },
    );
  }
  return { result: null, sentTo: submission.value.email };
}

function NoMail() {
  return (
    <div className="mt-4 space-y-3 text-slate-700">
      <p>This website cannot send e-mail, so a reset link cannot be sent.</p>
      <p>
        Ask another administrator to <strong>Set a new first password</strong> for your account from{" "}
        <strong>Administrators</strong> (under Account), or whoever runs the server to run{" "}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm break-all">
          npm run admin -- set-password your@e-mail
        </code>
        .
      </p>
    </div>
  );
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ForgotPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
  });
  const sentTo = actionData?.sentTo;
  return (
    <AuthCard
      pageTitle="Forgot Password"
      heading="Set a new password"
      below={
        <p className="mt-6 text-center text-sm text-slate-600">
          <Link to="/login" className="font-medium text-orange-700 hover:text-orange-800">
            ← Back to sign in
          </Link>
        </p>
      }
    >
      {!loaderData.mailConfigured ? (
        <NoMail />
      ) : sentTo ? (
        <p
          role="status"
          className="mt-6 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-800 ring-1 ring-green-200"
        >
          If <strong className="break-all">{sentTo}</strong> belongs to an administrator, a link to
          set a new password is on its way. It works once, for {LINK_MINUTES} minutes. Check the
          spam folder if it does not arrive.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-600">
            Enter your e-mail. We send a link to set a new password, valid for {LINK_MINUTES}{" "}
            minutes.
          </p>
          <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
            <FormMessage id={form.errorId} errors={form.errors} />
            <ConformField meta={fields.email} label="Email" type="email" autoComplete="username" />
            <button type="submit" className={authSubmitClass}>
              Send the link
            </button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
