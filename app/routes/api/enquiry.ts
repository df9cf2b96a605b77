/**
 * docs/product/enquiry-pipeline.md#api: PATCH /api/enquiries/:id (an administrator's token, a JSON
 * object of `status`, `lostReason`, `followUpOn`) → { enquiry }; refused input 400
 * { message, field }.
 */
import {
  adminApiAction,
  apiError,
  apiJson,
  enquiryJson,
  methodNotAllowed,
  requireWellFormedId,
} from "~/http/api.server";
import { changeEnquiryPipeline, getEnquiry } from "~/models/enquiry.server";
import { enquiryPipelineSchema } from "~/schemas/enquiry-pipeline";
import type { Route } from "./+types/enquiry";

const NOT_FOUND = "Enquiry not found";
const NOT_JSON = "Request body must be a JSON object: { status, lostReason, followUpOn }";
const MAX_BODY_CHARACTERS = 4 * 1024;

export function loader() {
  return methodNotAllowed(["PATCH"]);
}

export const action = adminApiAction(["PATCH"], async ({ request, params }: Route.ActionArgs) => {
  const id = requireWellFormedId(params.id, NOT_FOUND);
  let body: unknown;
  try {
    const text = await request.text();
    if (text.length > MAX_BODY_CHARACTERS) return apiError("Request body too large", 413);
    body = JSON.parse(text);
  } catch {
    return apiJson({ message: NOT_JSON, field: null }, 400);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return apiJson({ message: NOT_JSON, field: null }, 400);
  }
  if (!getEnquiry(id)) return apiError(NOT_FOUND, 404);
  const parsed = enquiryPipelineSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return apiJson({ message: issue.message, field: String(issue.path[0] ?? "") || null }, 400);
  }
  if (!changeEnquiryPipeline(id, parsed.data)) return apiError(NOT_FOUND, 404);
  return apiJson({ enquiry: enquiryJson(getEnquiry(id)!) });
});
