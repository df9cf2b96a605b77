import { data, Link } from "react-router";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { AdminErrorState } from "~/components/admin/page";
import { redirectWithFlash } from "~/http/flash.server";
import { field } from "~/schemas/common";
import { restoreVersion } from "~/services/history.server";
import { EDITED_VERSION_FIELD } from "~/content/edit-versions";
import { editPath, kindOfEditSegment } from "~/kinds/registry";
import type { Route } from "./+types/restore-version";

/** The editor a restore belongs to, from its URL: the editor's path and /restore-version. */
function editorOf(request: Request, id: string) {
  const segment = new URL(request.url).pathname.split("/")[1] ?? "";
  const kind = kindOfEditSegment(segment);
  return kind ? { kind, path: editPath(kind, id) } : null;
}

/** Nothing to show at this address but the answer of a restore: back to the editor. */
export function loader({ request, params }: Route.LoaderArgs) {
  const editor = editorOf(request, params.id);
  if (!editor) throw data(null, { status: 404 });
  return { editorPath: editor.path };
}

/**
 * The History panel's Restore (docs/product/admin-forms.md#history), a plain form post: the version
 * becomes current as a new save, or the page says why not (404 gone, 409 saved since).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const editor = editorOf(request, params.id);
  if (!editor) throw data(null, { status: 404 });
  const form = await readFormBody(request);
  if (!form) {
    return data({ error: UNREADABLE_FORM_MESSAGE, editorPath: editor.path }, { status: 400 });
  }
  const outcome = await restoreVersion(
    request,
    editor.kind,
    params.id,
    field(form, "revision") ?? "",
    field(form, EDITED_VERSION_FIELD) || undefined,
  );
  if (!outcome.ok) {
    return data({ error: outcome.message, editorPath: editor.path }, { status: outcome.status });
  }
  // The editor opens fresh on the restored version rather than keep the form it showed.
  return redirectWithFlash(`${editor.path}?restored=${encodeURIComponent(outcome.revisionId)}`, {
    message: outcome.keptState
      ? `The version of ${outcome.savedAt} is now the current one: its texts and photos are back, and it stays ${outcome.keptState}, as it was. Change its Status below to change that.`
      : `The version of ${outcome.savedAt} is now the current one.`,
  });
}

export default function RestoreVersion({ loaderData, actionData }: Route.ComponentProps) {
  const editorPath = actionData?.editorPath ?? loaderData.editorPath;
  return (
    <AdminErrorState
      title="Version not restored"
      message={actionData?.error ?? "Choose a version to restore in the editor's History."}
      action={
        <Link to={editorPath} className="font-semibold text-orange-700 underline">
          Back to the editor
        </Link>
      }
    />
  );
}
