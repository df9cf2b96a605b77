import { getZodConstraint } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import { ChangePasswordForm } from "~/components/admin/change-password-form";
import { AuthCard } from "~/components/auth-card";
import { requireAdminSession } from "~/http/auth.server";
import { retryAfterHeaders } from "~/http/retry-after.server";
import { requestInfoContext } from "~/http/request-context";
import { readFormBody, unreadableFormReply } from "~/http/form-body.server";
import { ChangePasswordSchema } from "~/schemas/account";
import { submitPasswordChange } from "~/services/password-change.server";
import type { Route } from "./+types/change-password";

/** The page has no dark band at the top, so the public header stays white. */
export const handle = { solidHeader: true };

/** A refused current-password check's Retry-After reaches document responses too. */
export const headers = retryAfterHeaders;

/**
 * An administrator added by another one signs in with a first password that
 * someone else chose; every admin page sends them here until they pick
 * their own (requireAdminSession).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminSession(request, { allowFirstPassword: true });
  if (!session.mustChangePassword) throw redirect("/account");
  return { email: session.admin.email, constraint: getZodConstraint(ChangePasswordSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdminSession(request, { allowFirstPassword: true });
  const { clientIp } = context.get(requestInfoContext);
  const form = await readFormBody(request);
  if (!form) return data({ result: unreadableFormReply() }, { status: 400 });
  const change = await submitPasswordChange(form, session, {
    request,
    clientIp,
  });
  if (!change.ok) {
    return data({ result: change.result }, { status: change.status, headers: change.headers });
  }
  return redirect("/dashboard");
}

export default function ChangeFirstPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      pageTitle="Choose Your Password"
      heading="Choose your own password"
      below={
        <Form method="post" action="/logout" className="mt-6 text-center">
          <button
            type="submit"
            className="text-sm font-medium text-orange-700 hover:text-orange-800"
          >
            Sign out
          </button>
        </Form>
      }
    >
      <p className="mt-2 mb-6 text-slate-600">
        You signed in as <strong className="break-all">{loaderData.email}</strong> with a first
        password someone else chose. Replace it before you continue.
      </p>
      <ChangePasswordForm
        lastResult={actionData?.result}
        submitLabel="Save and continue"
        constraint={loaderData.constraint}
      />
    </AuthCard>
  );
}
