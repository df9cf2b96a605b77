import { apiRead, methodNotAllowed } from "~/http/api.server";
import { getAllSections, getSectionRecord } from "~/models/site-content.server";
import { SITE_SECTIONS } from "~/schemas/site-content";

/**
 * The public pages' own content, every section (docs/api.md#site-content), with each
 * section's version for `If-Match` on `PUT /api/site/{section}`.
 */
export function loader() {
  const versions = Object.fromEntries(
    SITE_SECTIONS.map((key) => [key, getSectionRecord(key).version]),
  );
  return apiRead({ sections: getAllSections(), versions });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
