/**
 * `PATCH /api/visits/:id` (token; docs/product/site-visits.md#api): JSON `{status, message?}`
 * sets a visit's status (`message`: the owner's words to the visitor on a cancellation) →
 * `{visit}`; `GET` reads one.
 */
import {
  adminApiAction,
  apiError,
  apiJson,
  requireWellFormedId,
  UNAUTHORIZED_MESSAGE,
} from "~/http/api.server";
import { getApiAdmin } from "~/http/auth.server";
import { VISIT_STATUSES } from "~/db/schema";
import { getVisit } from "~/models/site-visits.server";
import { changeVisitStatus, visitJson } from "~/services/site-visits.server";
import type { Route } from "./+types/visit";

const NOT_FOUND = "Visit not found";
const STATUS_MESSAGE = `status must be one of ${VISIT_STATUSES.join(", ")}`;

export function loader({ request, params }: Route.LoaderArgs) {
  if (!getApiAdmin(request)) {
    return apiError(UNAUTHORIZED_MESSAGE, 401, { "WWW-Authenticate": 'Bearer realm="api"' });
  }
  const visit = getVisit(requireWellFormedId(params.id, NOT_FOUND));
  return visit ? apiJson({ visit: visitJson(visit) }) : apiError(NOT_FOUND, 404);
}

export const action = adminApiAction(
  ["PATCH"],
  async ({ request, params }: Route.ActionArgs) => {
    const id = requireWellFormedId(params.id, NOT_FOUND);
    let body: { status?: unknown; message?: unknown };
    try {
      body = JSON.parse(await request.text());
    } catch {
      return apiError("Request body must be JSON: { status }", 400);
    }
    const status = VISIT_STATUSES.find((value) => value === body?.status);
    if (!status) return apiJson({ message: STATUS_MESSAGE, field: "status" }, 400);
    const message = typeof body.message === "string" ? body.message.trim().slice(0, 1000) : "";
    const changed = changeVisitStatus(id, status, message);
    if (changed === "missing") return apiError(NOT_FOUND, 404);
    if (changed === "full") {
      return apiJson(
        { message: "That time is full: the visit keeps its status.", field: "status" },
        409,
      );
    }
    return apiJson({ visit: visitJson(getVisit(id)!) });
  },
  ["GET", "PATCH"],
);
