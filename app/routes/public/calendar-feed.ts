/**
 * /calendar/<secret>.ics: the owner's calendar feed of every upcoming site visit, for a phone's
 * calendar to subscribe to (docs/product/site-visits.md#calendar-feed). The secret is the
 * owner's link (`owner_links`, renewed in Site visits, which cuts the old address off); a wrong
 * one is 404. Never cached.
 */
import { isOwnerLinkSecret } from "~/models/owner-links.server";
import { ownerCalendar } from "~/services/site-visits.server";
import type { Route } from "./+types/calendar-feed";

export function loader({ params }: Route.LoaderArgs) {
  const match = /^(.+)\.ics$/.exec(params.secretFile ?? "");
  if (!match || !isOwnerLinkSecret("calendar", match[1])) {
    return new Response("Not found", {
      status: 404,
      headers: { "Cache-Control": "private, no-store", "Content-Type": "text/plain" },
    });
  }
  return new Response(ownerCalendar(), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
