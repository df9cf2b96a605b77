import { adminApiAction, apiError, apiJson, apiRead } from "~/http/api.server";
import { getSectionRecord } from "~/models/site-content.server";
import { isSiteSection, SITE_SECTIONS } from "~/schemas/site-content";
import { submitSectionJson } from "~/services/site-section-save.server";
import { savedVersionsNamed } from "~/content/edit-versions";
import type { Route } from "./+types/site-section";

const NOT_FOUND = `Unknown section: use one of ${SITE_SECTIONS.join(", ")}`;

/**
 * One section of the public pages' content, its version in `ETag` (docs/api/site.md#site-content).
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!isSiteSection(params.section)) return apiError(NOT_FOUND, 404);
  const { data, version } = getSectionRecord(params.section);
  return apiRead(
    { section: params.section, data, version },
    version ? { ETag: `"${version}"` } : {},
  );
}

/**
 * Replaces one section for an administrator's token: the whole section as JSON, the editor's
 * checks and messages (`errors` by field, named as the form names them), 409 when `If-Match`
 * names an older version. Goes live at once.
 */
export const action = adminApiAction(
  ["PUT"],
  async ({ request, params }: Route.ActionArgs) => {
    if (!isSiteSection(params.section)) return apiError(NOT_FOUND, 404);
    let body: unknown;
    try {
      // The body's size is bounded before it gets here (docs/decisions/012-streamed-body-limits.md).
      body = JSON.parse(await request.text());
    } catch {
      return apiError("Request body must be the section as JSON", 400);
    }
    const result = await submitSectionJson(
      request,
      params.section,
      body,
      savedVersionsNamed(request),
    );
    if (!result.ok) {
      return apiJson(
        { message: result.message, errors: result.errors },
        result.status,
        result.version
          ? { "Cache-Control": "no-store", ETag: `"${result.version}"` }
          : { "Cache-Control": "no-store" },
      );
    }
    return apiJson({ message: "Section saved", section: params.section, ...result.value }, 200, {
      "Cache-Control": "no-store",
      ETag: `"${result.value.version}"`,
    });
  },
  ["GET", "PUT"],
);
