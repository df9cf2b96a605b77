import { z } from "zod";
import { mustChangePassword, verifyCredentials } from "~/models/admin.server";
import { apiError, apiJson, methodNotAllowed } from "~/http/api.server";
import { INVALID_CREDENTIALS_MESSAGE, issueApiToken, recordFailedSignIn } from "~/http/auth.server";
import { requestInfoContext } from "~/http/request-context";
import { HashingBusyError } from "~/utils/password.server";
import {
  addressKey,
  signInAddressLimiter,
  signInKey,
  signInLimiter,
} from "~/utils/rate-limit.server";
import type { Route } from "./+types/login";

const LoginSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

const TOO_MANY_ATTEMPTS_MESSAGE = "Too many failed sign-in attempts. Please try again later.";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/**
 * docs/api.md#login: JSON { email, password } → { token }, or 401 { message }.
 * Issue 5.1: failures are counted per account and client address; while
 * blocked even the right password answers 429, so guessing learns nothing.
 * Issue 8.3: and per client address across accounts; when too many
 * sign-ins are being checked at once, 429 with Retry-After too.
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
  const key = signInKey(clientIp, parsed.data.email);
  const address = addressKey(clientIp);
  const limit = signInLimiter.check(key);
  if (!limit.allowed) return tooManyAttempts(limit.retryAfterSeconds);
  const addressLimit = signInAddressLimiter.check(address);
  if (!addressLimit.allowed) return tooManyAttempts(addressLimit.retryAfterSeconds);

  let admin;
  try {
    admin = await verifyCredentials(parsed.data.email, parsed.data.password);
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    return apiError(error.message, 429, { "Retry-After": String(error.retryAfterSeconds) });
  }
  if (!admin) {
    recordFailedSignIn(parsed.data.email, request);
    signInAddressLimiter.hit(address);
    const after = signInLimiter.hit(key);
    return after.allowed
      ? apiError(INVALID_CREDENTIALS_MESSAGE, 401)
      : tooManyAttempts(after.retryAfterSeconds);
  }
  signInLimiter.reset(key);
  if (mustChangePassword(admin.id)) {
    return apiError(
      "This account still has its first password: sign in at /login and change it first.",
      403,
    );
  }
  return apiJson({ token: issueApiToken(admin, request) });
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
