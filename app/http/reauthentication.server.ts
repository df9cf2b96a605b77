/**
 * Sensitive actions ask again (docs/security.md#sensitive-actions): adding or removing an
 * administrator, changing an e-mail and, later, turning two-factor sign-in off need the
 * current password typed into that form itself, so a stolen session cookie alone cannot plant
 * an account or lock the owner out. A wrong password counts against the sign-in limits
 * (per account and address, and per address), so the form is no way around them.
 */
import type { Admin } from "~/models/admin.server";
import { verifyAdminPassword } from "~/models/admin.server";
import { field } from "~/schemas/common";
import { REAUTHENTICATION_FIELD, REAUTHENTICATION_MISSING } from "~/schemas/account";
import { HashingBusyError } from "~/utils/password.server";
import {
  addressKey,
  signInAddressLimiter,
  signInKey,
  signInLimiter,
} from "~/utils/rate-limit.server";
import { clientAddressOf } from "~/utils/request-client.server";

export const REAUTHENTICATION_WRONG = "That is not your current password.";

export type Reauthentication =
  | { ok: true }
  | {
      ok: false;
      status: 400 | 429;
      /** The message for beside the password field. */
      message: string;
      headers: Record<string, string>;
    };

function minutesText(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/**
 * Checks the password the form carries in `currentPassword` against the signed-in
 * administrator's. An empty field asks for it; a blocked account or address answers 429
 * without hashing; a wrong one is counted like a failed sign-in.
 */
export async function verifyReauthentication(
  request: Request,
  admin: Admin,
  formData: FormData,
): Promise<Reauthentication> {
  const password = field(formData, REAUTHENTICATION_FIELD).slice(0, 1024);
  if (!password) {
    return { ok: false, status: 400, message: REAUTHENTICATION_MISSING, headers: {} };
  }
  const address = addressKey(clientAddressOf(request));
  const key = signInKey(clientAddressOf(request), admin.email);
  const limit = [signInLimiter.check(key), signInAddressLimiter.check(address)].find(
    (result) => !result.allowed,
  );
  if (limit && !limit.allowed) return tooMany(limit.retryAfterSeconds);
  let correct: boolean;
  try {
    correct = await verifyAdminPassword(admin.id, password);
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    return {
      ok: false,
      status: 429,
      message: error.message,
      headers: { "Retry-After": String(error.retryAfterSeconds) },
    };
  }
  if (correct) return { ok: true };
  signInAddressLimiter.hit(address);
  const after = signInLimiter.hit(key);
  if (!after.allowed) return tooMany(after.retryAfterSeconds);
  return { ok: false, status: 400, message: REAUTHENTICATION_WRONG, headers: {} };
}

function tooMany(retryAfterSeconds: number): Reauthentication {
  return {
    ok: false,
    status: 429,
    message: `Too many wrong passwords. Please try again in ${minutesText(retryAfterSeconds)}.`,
    headers: { "Retry-After": String(retryAfterSeconds) },
  };
}
