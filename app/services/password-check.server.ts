import { verifyCredentials, type Admin } from "~/models/admin.server";
import { HashingBusyError, type HashLane } from "~/utils/password.server";
import { startPasswordAttempt } from "~/utils/rate-limit.server";

/**
 * A password check refused before any hashing: too many failures (for this
 * e-mail from this address, from this address, or for this e-mail from
 * everywhere), or the hashing gate's line was full (`busy`). 429 with
 * Retry-After either way.
 */
type PasswordCheckRefused = {
  outcome: "limited";
  reason: "failures" | "busy";
  retryAfterSeconds: number;
};

/** The one place where a sign-in's result is known (an audit record can be written here). */
type SignInCheck =
  { outcome: "signed-in"; admin: Admin } | { outcome: "wrong-credentials" } | PasswordCheckRefused;

export const BUSY_MESSAGE = new HashingBusyError().message;

/**
 * Every check of a password goes through here: the limits of
 * `startPasswordAttempt` are checked and counted before the hash, a failure
 * keeps what it spent, a success or an unchecked attempt gives it back.
 * docs/decisions/037-sign-in-under-distributed-floods.md.
 */
export async function checkPasswordAttempt<T>(
  email: string,
  clientIp: string,
  check: (lane: HashLane) => Promise<T>,
  passed: (result: T) => boolean,
  options: { knownDevice?: boolean } = {},
): Promise<{ outcome: "checked"; result: T } | PasswordCheckRefused> {
  const attempt = startPasswordAttempt(email, clientIp, options);
  if (!attempt.allowed) {
    return { outcome: "limited", reason: "failures", retryAfterSeconds: attempt.retryAfterSeconds };
  }
  let result: T;
  try {
    result = await check({ knownAddress: attempt.knownAddress, address: attempt.address });
  } catch (error) {
    attempt.notChecked();
    if (!(error instanceof HashingBusyError)) throw error;
    return { outcome: "limited", reason: "busy", retryAfterSeconds: error.retryAfterSeconds };
  }
  if (passed(result)) attempt.succeeded();
  return { outcome: "checked", result };
}

/**
 * Sign-in by e-mail and password, for the form at /login and POST /api/login
 * alike. `knownDevice`: the browser carries a valid device cookie for this
 * e-mail (`startDeviceAttempt`), so it does not spend the e-mail's budget.
 */
export async function checkSignIn(input: {
  email: string;
  password: string;
  clientIp: string;
  knownDevice?: boolean;
}): Promise<SignInCheck> {
  const { email, password, clientIp, knownDevice } = input;
  const checked = await checkPasswordAttempt(
    email,
    clientIp,
    (lane) => verifyCredentials(email, password, lane),
    (admin) => admin !== null,
    { knownDevice },
  );
  if (checked.outcome === "limited") return checked;
  return checked.result
    ? { outcome: "signed-in", admin: checked.result }
    : { outcome: "wrong-credentials" };
}

/**
 * A signed-in administrator's current password, typed again to confirm an
 * action: the same limits as sign-in, on the same per-account budget.
 */
export async function checkCurrentPassword(
  admin: Admin,
  password: string,
  clientIp: string,
): Promise<{ outcome: "right" } | { outcome: "wrong" } | PasswordCheckRefused> {
  const checked = await checkPasswordAttempt(
    admin.email,
    clientIp,
    (lane) => verifyCredentials(admin.email, password, lane),
    (found) => found?.id === admin.id,
  );
  if (checked.outcome === "limited") return checked;
  return checked.result?.id === admin.id ? { outcome: "right" } : { outcome: "wrong" };
}

/** "in 10 minutes", "in 8 seconds": how long a refused password check must wait. */
export function retryAfterText(seconds: number) {
  if (seconds < 60) return seconds === 1 ? "in 1 second" : `in ${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "in 1 minute" : `in ${minutes} minutes`;
}

/**
 * The message beside a refused password field: "Too many failed sign-in
 * attempts. Please try again in 10 minutes." on the sign-in form.
 */
export function refusedMessage(refused: PasswordCheckRefused, attempts = "sign-in attempts") {
  if (refused.reason === "busy") return BUSY_MESSAGE;
  return `Too many failed ${attempts}. Please try again ${retryAfterText(refused.retryAfterSeconds)}.`;
}
