import { apiError } from "~/http/api.server";

/** Unknown /api paths answer JSON, not the HTML not-found page. */
export function loader() {
  return apiError("Not found", 404);
}

export function action() {
  return apiError("Not found", 404);
}
