/**
 * Sensitive actions ask again (docs/security/sign-in.md#sensitive-actions): adding or removing an
 * administrator, changing an e-mail and turning two-factor sign-in off need the current password
 * (or, with two-factor sign-in on, a code) typed into that form itself, so a stolen session
 * cookie alone cannot plant an account or lock the owner out. The check shares the sign-in
 * limits and the account's failure budget (docs/decisions/037), so the form is no way around them.
 */
import type { Admin } from "~/models/admin.server";
import { isTwoFactorEnabled } from "~/models/two-factor.server";
import { field } from "~/schemas/common";
import { REAUTHENTICATION_FIELD, REAUTHENTICATION_MISSING } from "~/schemas/account";
import {
  BUSY_MESSAGE,
  checkCurrentPassword,
  retryAfterText,
} from "~/services/password-check.server";
import { clientAddressOf } from "~/utils/request-client.server";
import { attemptPasswordOrCode } from "./two-factor-sign-in.server";

const REAUTHENTICATION_WRONG = "That is not your current password.";

type Reauthentication =
  | { ok: true }
  | {
      ok: false;
      status: 400 | 429;
      /** The message for beside the password field. */
      message: string;
      headers: Record<string, string>;
    };

const WRONG: Reauthentication = {
  ok: false,
  status: 400,
  message: REAUTHENTICATION_WRONG,
  headers: {},
};

/**
 * Checks what the form carries in `currentPassword` against the signed-in administrator: their
 * password, or with two-factor sign-in on, a code from their app or a recovery code. An empty
 * field asks for it; a blocked account or address answers 429 without hashing; a wrong one is
 * counted like a failed sign-in.
 */
export async function verifyReauthentication(
  request: Request,
  admin: Admin,
  formData: FormData,
): Promise<Reauthentication> {
  const typed = field(formData, REAUTHENTICATION_FIELD).slice(0, 1024);
  if (!typed) return { ok: false, status: 400, message: REAUTHENTICATION_MISSING, headers: {} };

  if (isTwoFactorEnabled(admin.id)) {
    // The two-factor budget of the account covers the password and codes alike.
    const attempt = await attemptPasswordOrCode(admin.id, typed);
    if (attempt.ok) return { ok: true };
    return attempt.retryAfterSeconds ? tooMany(attempt.retryAfterSeconds) : WRONG;
  }

  const check = await checkCurrentPassword(admin, typed, clientAddressOf(request));
  if (check.outcome === "right") return { ok: true };
  if (check.outcome === "wrong") return WRONG;
  if (check.reason === "busy") {
    return {
      ok: false,
      status: 429,
      message: BUSY_MESSAGE,
      headers: { "Retry-After": String(check.retryAfterSeconds) },
    };
  }
  return tooMany(check.retryAfterSeconds);
}

function tooMany(retryAfterSeconds: number): Reauthentication {
  return {
    ok: false,
    status: 429,
    message: `Too many wrong passwords. Please try again ${retryAfterText(retryAfterSeconds)}.`,
    headers: { "Retry-After": String(retryAfterSeconds) },
  };
}
