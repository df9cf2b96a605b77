/**
 * Which item a public detail page may show (docs/decisions/026-publish-state.md):
 * a published one to everybody; a draft or a scheduled one only as the
 * owner's preview (a signed-in administrator, first password replaced, asking with ?preview), answered
 * `Cache-Control: no-store`. Anybody else gets the page's 404, also for the
 * item's earlier slugs, so a draft's address gives nothing away.
 */
import { data, redirect } from "react-router";
import type { SlugLookup } from "~/models/slugs.server";
import { describePublishState, isPublic, PREVIEW_PARAM } from "~/content/publish-state";
import { getAdminSession } from "./auth.server";
import { PREVIEW_HEADERS } from "./preview-headers.server";

/** The banner a preview shows: the state in words ("Draft", "Scheduled for …") and where to edit. */
type PreviewFacts = { label: string; editPath: string };

/**
 * Drafts are shown only to a fully signed-in administrator who asked with
 * ?preview: one who still has to replace a first password set by someone
 * else gets nothing the admin area would not show them either (every admin
 * page sends them to /change-password first).
 */
async function mayPreview(request: Request) {
  if (!new URL(request.url).searchParams.has(PREVIEW_PARAM)) return false;
  const session = await getAdminSession(request);
  return session !== null && !session.mustChangePassword;
}

export async function itemForPage<T extends { slug: string; publishedAt: string | null }>(
  request: Request,
  found: SlugLookup<T>,
  paths: { page: (slug: string) => string; edit: (item: T) => string },
): Promise<{ item: T; preview: PreviewFacts | null }> {
  if (!found) throw data(null, { status: 404 });
  const { item } = found;
  const visible = isPublic(item);
  if (!visible && !(await mayPreview(request))) throw data(null, { status: 404 });
  // Old id links and earlier slugs (docs/decisions/017-readable-urls.md).
  if (!found.current) {
    // The query goes along (a shared link's tracking parameters, say).
    if (visible) throw redirect(`${paths.page(item.slug)}${new URL(request.url).search}`, 301);
    throw redirect(`${paths.page(item.slug)}?${PREVIEW_PARAM}`, {
      status: 302,
      headers: PREVIEW_HEADERS,
    });
  }
  return {
    item,
    preview: visible
      ? null
      : { label: describePublishState(item.publishedAt).label, editPath: paths.edit(item) },
  };
}

/** A detail page's loader answer: its data, answered `no-store` while it is a preview. */
export function detailPageData<D extends { preview: PreviewFacts | null }>(body: D) {
  return data(body, { headers: body.preview ? PREVIEW_HEADERS : {} });
}
