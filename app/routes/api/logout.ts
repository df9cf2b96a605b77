import { apiError, apiJson, methodNotAllowed, UNAUTHORIZED_MESSAGE } from "~/http/api.server";
import { revokeApiToken } from "~/http/auth.server";
import type { Route } from "./+types/logout";

export function loader() {
  return methodNotAllowed(["POST"]);
}

/** Revokes the bearer token; it is refused from then on. */
export function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return revokeApiToken(request)
    ? apiJson({ message: "Logged out" })
    : apiError(UNAUTHORIZED_MESSAGE, 401);
}
