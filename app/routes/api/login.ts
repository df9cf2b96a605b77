import { z } from "zod";
import { mustChangePassword } from "~/models/admin.server";
import { apiError, apiJson, methodNotAllowed } from "~/http/api.server";
import { INVALID_CREDENTIALS_MESSAGE, issueApiToken, recordFailedSignIn } from "~/http/auth.server";
import { requestInfoContext } from "~/http/request-context";
import {
  attemptTwoFactorCode,
  CODE_REQUIRED_MESSAGE,
  WRONG_CODE_MESSAGE,
} from "~/http/two-factor-sign-in.server";
import { isTwoFactorEnabled } from "~/models/two-factor.server";
import { BUSY_MESSAGE, checkSignIn } from "~/services/password-check.server";
import type { Route } from "./+types/login";

const LoginSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
  /** The second step of an account with two-factor sign-in: an app code or a recovery code. */
  code: z.string().max(64).optional(),
});

const TOO_MANY_ATTEMPTS_MESSAGE = "Too many failed sign-in attempts. Please try again later.";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * docs/api/conventions.md#login: JSON { email, password, code? } → { token }, or 401 { message }.
 * Attempts are counted per account and client address when they start
 * (docs/security/sign-in.md#password-guessing); while blocked even the right password answers
 * 429, so guessing learns nothing. They are also counted per client address
 * across accounts (item 21) and per account across addresses
 * (docs/decisions/037); when too many sign-ins are being checked at once,
 * 429 with Retry-After too. An account with two-factor sign-in needs `code`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  let body: unknown;
  try {
    body = JSON.parse(await readLimitedText(request, 16 * 1024));
  } catch {
    return apiError("Request body must be JSON: { email, password }", 400);
  }
  const parsed = LoginSchema.safeParse(body);
  if (!parsed.success) return apiError("Email and password are required", 400);

  const { clientIp } = context.get(requestInfoContext);
  // The limits and the hash, shared with the form at /login (docs/decisions/037).
  const check = await checkSignIn({ ...parsed.data, clientIp });
  if (check.outcome === "limited") {
    return check.reason === "busy"
      ? apiError(BUSY_MESSAGE, 429, { "Retry-After": String(check.retryAfterSeconds) })
      : tooManyAttempts(check.retryAfterSeconds);
  }
  if (check.outcome === "wrong-credentials") {
    recordFailedSignIn(parsed.data.email, request);
    return apiError(INVALID_CREDENTIALS_MESSAGE, 401);
  }
  const { admin } = check;
  const secondStep = await checkSecondStep(admin.id, parsed.data.code, clientIp);
  if (secondStep) return secondStep;
  if (mustChangePassword(admin.id)) {
    return apiError(
      "This account still has its first password: sign in at /login and change it first.",
      403,
    );
  }
  return apiJson({ token: issueApiToken(admin, request) });
}

/**
 * An account with two-factor sign-in also needs `code` (docs/api/conventions.md#login); the answer
 * says so only after a right password, so it tells nothing about accounts to someone guessing
 * those.
 */
async function checkSecondStep(adminId: string, code: string | undefined, clientIp: string) {
  if (!isTwoFactorEnabled(adminId)) return null;
  if (!code?.trim()) return twoFactorRequired(CODE_REQUIRED_MESSAGE);
  const attempt = await attemptTwoFactorCode(adminId, code, clientIp);
  if ("retryAfterSeconds" in attempt) return tooManyAttempts(attempt.retryAfterSeconds);
  return attempt.ok ? null : twoFactorRequired(WRONG_CODE_MESSAGE);
}

function twoFactorRequired(message: string) {
  return apiJson({ message, twoFactorRequired: true }, 401);
}

function tooManyAttempts(retryAfterSeconds: number) {
  return apiError(TOO_MANY_ATTEMPTS_MESSAGE, 429, { "Retry-After": String(retryAfterSeconds) });
}

async function readLimitedText(request: Request, limit: number) {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > limit) throw new Error("too large");
  const text = await request.text();
  if (text.length > limit) throw new Error("too large");
  return text;
}
