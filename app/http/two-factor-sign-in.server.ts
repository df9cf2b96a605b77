import { createCookie } from "react-router";
import type { Admin } from "~/models/admin.server";
import {
  verifyPasswordOrTwoFactorCode,
  verifyTwoFactorCode,
  type CodeCheck,
} from "~/models/two-factor.server";
import { getEnv } from "~/utils/env.server";
import { HashingBusyError } from "~/utils/password.server";
import { addressKey, RateLimiter, signInAddressLimiter } from "~/utils/rate-limit.server";

/**
 * The second step of sign-in (docs/decisions/038-two-factor-sign-in.md). A right password of an
 * account with two-factor sign-in creates no session: it sets this short-lived signed cookie,
 * which only lets its holder type a code at /login/two-factor for the next five minutes.
 */
const PENDING_LIFETIME_MS = 5 * 60_000;
export const TWO_FACTOR_SIGN_IN_PATH = "/login/two-factor";

export const CODE_REQUIRED_MESSAGE = "Enter the 6-digit code from your authenticator app";
export const WRONG_CODE_MESSAGE =
  "That code is not correct. Enter the current 6-digit code from your authenticator app, or an unused recovery code.";

type PendingSignIn = { adminId: string; email: string; redirectTo: string; expiresAt: number };

let pendingCookie: ReturnType<typeof createCookie> | undefined;

function getPendingCookie() {
  const env = getEnv();
  pendingCookie ??= createCookie("__two_factor", {
    httpOnly: true,
    sameSite: "lax",
    secure: env.COOKIE_SECURE,
    path: "/login",
    secrets: [env.SESSION_SECRET],
    maxAge: PENDING_LIFETIME_MS / 1000,
  });
  return pendingCookie;
}

/** The Set-Cookie header that opens the code step for `admin`. */
export function startTwoFactorSignIn(admin: Admin, redirectTo: string, now = Date.now()) {
  const pending: PendingSignIn = {
    adminId: admin.id,
    email: admin.email,
    redirectTo,
    expiresAt: now + PENDING_LIFETIME_MS,
  };
  return getPendingCookie().serialize(pending);
}

/** The signed pending step of this request, or null when missing, forged or past its five minutes. */
export async function readTwoFactorSignIn(
  request: Request,
  now = Date.now(),
): Promise<PendingSignIn | null> {
  const value = (await getPendingCookie().parse(request.headers.get("Cookie"))) as unknown;
  if (!value || typeof value !== "object") return null;
  const pending = value as Partial<PendingSignIn>;
  if (
    typeof pending.adminId !== "string" ||
    typeof pending.email !== "string" ||
    typeof pending.redirectTo !== "string" ||
    typeof pending.expiresAt !== "number" ||
    pending.expiresAt <= now
  ) {
    return null;
  }
  return pending as PendingSignIn;
}

export function clearedTwoFactorCookie() {
  return getPendingCookie().serialize("", { maxAge: 0 });
}

/**
 * Wrong codes for one account, from any address: the code is the only thing left to guess once
 * a password is known, so its budget is the account's, not an address's. Five codes in ten minutes
 * without a right one block the account's code step for ten minutes.
 */
const twoFactorLimiter = new RateLimiter({
  limit: 5,
  windowMs: 10 * 60_000,
  blockMs: 10 * 60_000,
});

type CodeAttempt = CodeCheck | { ok: false; retryAfterSeconds: number };

/**
 * A code typed at the second step of sign-in (form or API) or into a form that asks again. The
 * attempt is counted against the account's budget before the code is checked (in one synchronous
 * step, so concurrent guesses cannot all slip past the limit) and given back by a right code; a
 * wrong code also spends the address's sign-in budget.
 */
export async function attemptTwoFactorCode(
  adminId: string,
  code: string,
  clientIp: string,
): Promise<CodeAttempt> {
  const address = addressKey(clientIp);
  const addressLimit = signInAddressLimiter.check(address);
  if (!addressLimit.allowed)
    return { ok: false, retryAfterSeconds: addressLimit.retryAfterSeconds };
  const budget = twoFactorLimiter.hit(adminId);
  if (!budget.allowed) return { ok: false, retryAfterSeconds: budget.retryAfterSeconds };
  const check = await verifyTwoFactorCode(adminId, code);
  if (check.ok) {
    twoFactorLimiter.reset(adminId);
    return check;
  }
  signInAddressLimiter.hit(address);
  return check;
}

/**
 * Proof typed into a form that changes two-factor sign-in itself (turning it off): the current
 * password or a code, from the same per-account budget as the code step, so neither can be
 * guessed there instead.
 */
export async function attemptPasswordOrCode(
  adminId: string,
  value: string,
): Promise<{ ok: boolean; retryAfterSeconds?: number }> {
  const budget = twoFactorLimiter.hit(adminId);
  if (!budget.allowed) return { ok: false, retryAfterSeconds: budget.retryAfterSeconds };
  let ok: boolean;
  try {
    ok = await verifyPasswordOrTwoFactorCode(adminId, value);
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    return { ok: false, retryAfterSeconds: error.retryAfterSeconds };
  }
  if (ok) twoFactorLimiter.reset(adminId);
  return { ok };
}
