import { parseWithZod } from "@conform-to/zod/v4";
import { recordActivity } from "~/models/activity.server";
import { changeOwnPassword } from "~/models/admin.server";
import { ChangePasswordSchema, PASSWORD_FIELDS } from "~/schemas/account";

/**
 * The password change that /account and the first-password page both post:
 * the schema's rules, then the current password; success ends every other
 * session and token of the account. Passwords are never sent back.
 */
export async function submitPasswordChange(
  request: Request,
  formData: FormData,
  session: { admin: { id: string; email: string }; sessionId: string },
) {
  const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
  if (submission.status !== "success") {
    return { ok: false as const, result: submission.reply({ hideFields: PASSWORD_FIELDS }) };
  }
  const change = await changeOwnPassword(
    session.admin.id,
    submission.value.currentPassword,
    submission.value.newPassword,
    session.sessionId,
  );
  if (!change.ok) {
    return {
      ok: false as const,
      result: submission.reply({
        fieldErrors: { [change.field]: [change.message] },
        hideFields: PASSWORD_FIELDS,
      }),
    };
  }
  recordActivity({ actor: session.admin, action: "password-changed", request });
  return { ok: true as const };
}
