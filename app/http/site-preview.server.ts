/**
 * Preview of a section's unsaved change (docs/product.md#site-content): the section editor's
 * Preview button posts its form to the public page the section appears on, which answers this
 * action's data and shows the page with the change, to a signed-in administrator only, never
 * stored by any cache. Nothing is saved; new photos are not shown until saved.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import {
  isSiteSection,
  SITE_SECTION_LABELS,
  SITE_SECTION_SCHEMAS,
  type SitePreview,
} from "~/schemas/site-content";
import { getAdminSession } from "./auth.server";
import { PREVIEW_HEADERS } from "./preview.server";

export const SECTION_FIELD = "section";

export async function sitePreviewAction({ request }: { request: Request }) {
  const session = await getAdminSession(request);
  if (!session || session.mustChangePassword) throw data(null, { status: 404 });
  const form = await request.formData();
  const key = form.get(SECTION_FIELD);
  if (typeof key !== "string" || !isSiteSection(key)) throw data(null, { status: 400 });
  const submission = parseWithZod(form, { schema: SITE_SECTION_SCHEMAS[key] });
  if (submission.status !== "success") {
    return data(
      { preview: null, problem: "Some fields need attention: fix them in the editor first." },
      { status: 400, headers: PREVIEW_HEADERS },
    );
  }
  const preview = {
    key,
    label: SITE_SECTION_LABELS[key],
    content: submission.value,
    editPath: `/site-content/${key}`,
  } as SitePreview;
  return data({ preview, problem: null }, { headers: PREVIEW_HEADERS });
}
