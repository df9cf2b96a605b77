import { z } from "zod";
import { verifyCredentials } from "~/models/admin.server";
import { apiError, apiJson, methodNotAllowed } from "~/utils/api.server";
import { INVALID_CREDENTIALS_MESSAGE, issueApiToken } from "~/utils/auth.server";
import type { Route } from "./+types/login";

const LoginSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** DECISIONS.md 6: JSON { email, password } → { token }, or 401 { message }. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  let body: unknown;
  try {
    body = JSON.parse(await readLimitedText(request, 16 * 1024));
  } catch {
    return apiError("Request body must be JSON: { email, password }", 400);
  }
  const parsed = LoginSchema.safeParse(body);
  if (!parsed.success) return apiError("Email and password are required", 400);
  const admin = await verifyCredentials(parsed.data.email, parsed.data.password);
  if (!admin) return apiError(INVALID_CREDENTIALS_MESSAGE, 401);
  return apiJson({ token: issueApiToken(admin) });
}

async function readLimitedText(request: Request, limit: number) {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > limit) throw new Error("too large");
  const text = await request.text();
  if (text.length > limit) throw new Error("too large");
  return text;
}
