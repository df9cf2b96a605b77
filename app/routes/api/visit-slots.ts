/**
 * `GET /api/visits/slots?from=YYYY-MM-DD&days=N` (docs/product/site-visits.md#api): the slots a
 * visitor can book, with the places left in each; full and past ones are left out.
 */
import { apiError, apiJson, methodNotAllowed } from "~/http/api.server";
import { openSlots } from "~/services/site-visits.server";
import { isDay } from "~/utils/visit-times";
import type { Route } from "./+types/visit-slots";

export function loader({ request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const from = search.get("from") ?? undefined;
  const days = search.get("days");
  if (from !== undefined && !isDay(from)) return apiError("from must be a day, YYYY-MM-DD", 400);
  if (days !== null && !/^[1-9]\d{0,2}$/.test(days)) {
    return apiError("days must be a whole number from 1 to 999", 400);
  }
  // The places left change with every booking: never kept by a browser or proxy.
  return apiJson({ slots: openSlots(new Date(), from, days === null ? undefined : Number(days)) });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
