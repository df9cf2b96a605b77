import { parseWithZod } from "@conform-to/zod/v4";
import { recordActivity } from "~/models/activity.server";
import { changeOwnPassword } from "~/models/admin.server";
import { ChangePasswordSchema, PASSWORD_FIELDS } from "~/schemas/account";
import { checkPasswordAttempt, refusedMessage } from "./password-check.server";

const NO_HEADERS: Record<string, string> = {};

/**
 * The password change that /account and the first-password page both post:
 * the schema's rules, then the current password; success ends every other
 * session and token of the account. Passwords are never sent back.
 * The current password is checked under the sign-in limits, on the same
 * per-account budget (docs/decisions/037): too many wrong ones answer 429.
 */
export async function submitPasswordChange(
  formData: FormData,
  session: { admin: { id: string; email: string }; sessionId: string },
  /** Who asks: the client address the limits count, and the request the audit log records. */
  from: { request: Request; clientIp: string },
) {
  const { request, clientIp } = from;
  const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
  if (submission.status !== "success") {
    return {
      ok: false as const,
      status: 400,
      headers: NO_HEADERS,
      result: submission.reply({ hideFields: PASSWORD_FIELDS }),
    };
  }
  const checked = await checkPasswordAttempt(
    session.admin.email,
    clientIp,
    (lane) =>
      changeOwnPassword(
        session.admin.id,
        submission.value.currentPassword,
        submission.value.newPassword,
        session.sessionId,
        lane,
      ),
    (change) => change.ok || change.field !== "currentPassword",
  );
  if (checked.outcome === "limited") {
    return {
      ok: false as const,
      status: 429,
      headers: { "Retry-After": String(checked.retryAfterSeconds) },
      result: submission.reply({
        fieldErrors: { currentPassword: [refusedMessage(checked, "password attempts")] },
        hideFields: PASSWORD_FIELDS,
      }),
    };
  }
  const change = checked.result;
  if (!change.ok) {
    return {
      ok: false as const,
      status: 400,
      headers: NO_HEADERS,
      result: submission.reply({
        fieldErrors: { [change.field]: [change.message] },
        hideFields: PASSWORD_FIELDS,
      }),
    };
  }
  recordActivity({ actor: session.admin, action: "password-changed", request });
  return { ok: true as const };
}
