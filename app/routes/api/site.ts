import { apiRead, methodNotAllowed } from "~/http/api.server";
import { getAllSections, getSectionRecord } from "~/models/site-content.server";
import { publicSiteSettings, visitingHours } from "~/models/site-settings.server";
import { SITE_SECTIONS } from "~/schemas/site-content";

/**
 * The public site content (docs/api/site.md#site-content): the company's settings and every section
 * of the pages' own content, with each section's version for `If-Match` on `PUT /api/site/{section}`.
 */
export function loader() {
  const versions = Object.fromEntries(
    SITE_SECTIONS.map((key) => [key, getSectionRecord(key).version]),
  );
  // The site visits' hours (docs/product/site-visits.md#api): nothing secret.
  const { days, slots, perSlot, daysAhead, closedDates } = visitingHours();
  return apiRead({
    settings: publicSiteSettings(),
    sections: getAllSections(),
    versions,
    visits: { days, slots, perSlot, daysAhead, closedDates },
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
