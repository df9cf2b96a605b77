import { data, Form, redirect } from "react-router";
import { ChangePasswordForm } from "~/components/admin/change-password-form";
import { useRootData } from "~/components/use-root-data";
import { requireAdminSession } from "~/http/auth.server";
import { submitPasswordChange } from "~/services/password-change.server";
import type { Route } from "./+types/change-password";

/** The page has no dark band at the top, so the public header stays white. */
export const handle = { solidHeader: true };

/**
 * An administrator added by another one signs in with a first password that
 * someone else chose; every admin page sends them here until they pick
 * their own (requireAdminSession).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminSession(request, { allowFirstPassword: true });
  if (!session.mustChangePassword) throw redirect("/account");
  return { email: session.admin.email };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAdminSession(request, { allowFirstPassword: true });
  const change = await submitPasswordChange(request, await request.formData(), session);
  if (!change.ok) return data({ result: change.result }, { status: 400 });
  return redirect("/dashboard");
}

export default function ChangeFirstPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { site } = useRootData();
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 pt-28 pb-16">
      <title>{`Choose Your Password | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <div className="w-full max-w-md">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <p className="text-sm font-semibold tracking-wider text-orange-700 uppercase">
            Administrator
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Choose your own password
          </h1>
          <p className="mt-2 mb-6 text-slate-600">
            You signed in as <strong className="break-all">{loaderData.email}</strong> with a first
            password someone else chose. Replace it before you continue.
          </p>
          <ChangePasswordForm lastResult={actionData?.result} submitLabel="Save and continue" />
        </div>
        <Form method="post" action="/logout" className="mt-6 text-center">
          <button
            type="submit"
            className="text-sm font-medium text-orange-700 hover:text-orange-800"
          >
            Sign out
          </button>
        </Form>
      </div>
    </main>
  );
}
