/**
 * docs/product/enquiry-pipeline.md#api: GET /api/enquiries (an administrator's token; optional
 * `status` and `page`) → { enquiries } with each one's pipeline fields and source, newest first,
 * 20 a page, the total in X-Total-Count.
 */
import {
  apiError,
  apiJson,
  enquiryJson,
  methodNotAllowed,
  UNAUTHORIZED_MESSAGE,
} from "~/http/api.server";
import { getApiAdmin } from "~/http/auth.server";
import { listEnquiries } from "~/models/enquiry.server";
import { isEnquiryStatus } from "~/utils/enquiry-options";
import { ADMIN_PAGE_SIZE } from "~/utils/list-params";
import type { Route } from "./+types/enquiries";

const WHOLE_NUMBER = /^[1-9][0-9]{0,8}$/;

export function loader({ request }: Route.LoaderArgs) {
  if (!getApiAdmin(request)) {
    return apiError(UNAUTHORIZED_MESSAGE, 401, { "WWW-Authenticate": 'Bearer realm="api"' });
  }
  const search = new URL(request.url).searchParams;
  const status = search.get("status");
  if (status !== null && !isEnquiryStatus(status)) {
    return apiJson({ message: "Unknown status", field: "status" }, 400);
  }
  const page = search.get("page");
  if (page !== null && !WHOLE_NUMBER.test(page)) {
    return apiJson({ message: "page must be a whole number, 1 or more", field: "page" }, 400);
  }
  const { items, total } = listEnquiries({ status, page: page === null ? 1 : Number(page) });
  return apiJson({ enquiries: items.map(enquiryJson) }, 200, {
    "Cache-Control": "no-store",
    "X-Total-Count": String(total),
    "X-Per-Page": String(ADMIN_PAGE_SIZE),
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
