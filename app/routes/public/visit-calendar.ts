/**
 * /visit/<secret>/calendar.ics: the visitor's "Add to calendar" file (iCalendar, the visit at its
 * India time). Private like the page it comes from; a wrong secret is 404.
 */
import { visitOfSecret } from "~/models/site-visits.server";
import { visitorCalendar } from "~/services/site-visits.server";
import type { Route } from "./+types/visit-calendar";

export function loader({ params }: Route.LoaderArgs) {
  const secret = params.secret ?? "";
  const visit = visitOfSecret(secret);
  if (!visit) {
    return new Response("Not found", {
      status: 404,
      headers: { "Cache-Control": "private, no-store", "Content-Type": "text/plain" },
    });
  }
  return new Response(visitorCalendar(visit, secret), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="site-visit.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
