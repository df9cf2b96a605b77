import { data, Link } from "react-router";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { AdminErrorState } from "~/components/admin/page";
import { redirectWithFlash } from "~/http/flash.server";
import { field } from "~/schemas/common";
import { isSiteSection, SITE_SECTION_LABELS } from "~/schemas/form-choices";
import { restoreSectionVersion, restoreSettingsVersion } from "~/services/site-history.server";
import { EDITED_VERSION_FIELD } from "~/content/edit-versions";
import type { Route } from "./+types/restore-site-version";

/** The editor a restore belongs to: a section's (/site-content/:section) or the settings. */
function editorOf(params: { section?: string }) {
  if (params.section === undefined) return { path: "/settings", section: null };
  if (!isSiteSection(params.section)) throw data(null, { status: 404 });
  return { path: `/site-content/${params.section}`, section: params.section };
}

/** Nothing to show at this address but the answer of a restore: back to the editor. */
export function loader({ params }: Route.LoaderArgs) {
  return { editorPath: editorOf(params).path };
}

/**
 * The History panel's Restore on a section editor or the settings page
 * (docs/product/admin-forms.md#history), a plain form post: the version is saved again through the
 * same checks as a save, or the page says why not (404 gone, 409 saved since, 400 no longer valid).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const editor = editorOf(params);
  const form = await readFormBody(request);
  if (!form) {
    return data({ error: UNREADABLE_FORM_MESSAGE, editorPath: editor.path }, { status: 400 });
  }
  const revision = field(form, "revision") ?? "";
  const basedOn = field(form, EDITED_VERSION_FIELD) || undefined;
  const outcome = editor.section
    ? await restoreSectionVersion(request, editor.section, revision, basedOn)
    : await restoreSettingsVersion(request, revision, basedOn);
  if (!outcome.ok) {
    return data({ error: outcome.message, editorPath: editor.path }, { status: outcome.status });
  }
  const what = editor.section ? SITE_SECTION_LABELS[editor.section] : "Settings";
  return redirectWithFlash(editor.path, {
    message: `${what}: the version of ${outcome.savedAt} is now the current one. The site shows it now.`,
  });
}

export default function RestoreSiteVersion({ loaderData, actionData }: Route.ComponentProps) {
  const editorPath = actionData?.editorPath ?? loaderData.editorPath;
  return (
    <AdminErrorState
      title="Version not restored"
      message={actionData?.error ?? "Choose a version to restore in the page's History."}
      action={
        <Link to={editorPath} className="font-semibold text-orange-700 underline">
          Back to the editor
        </Link>
      }
    />
  );
}
