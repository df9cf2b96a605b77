/**
 * The History panel under each editor (docs/product/admin-forms.md#history): every kept version of
 * the item, who saved it and when, what it changed, and Restore, a plain form post (no script
 * needed) that makes that version current as a new save, so a restore can be undone too.
 */
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { EDITED_VERSION_FIELD, versionOf, type HistoryEntry } from "~/content/edit-versions";
import { restoreVersionPath } from "~/kinds/registry";

export function HistoryPanel({
  editPath,
  record,
  history,
}: {
  /** The editor's path (app/kinds/registry.ts `editPath`): restores post to its restore-version path. */
  editPath: string;
  record: { updatedAt: string | null; createdAt: string };
  history: HistoryEntry[];
}) {
  const navigation = useNavigation();
  const restoring = navigation.formAction === restoreVersionPath(editPath);
  return (
    <section
      aria-labelledby="history-heading"
      className="mx-auto mt-8 w-full max-w-3xl rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="history-heading" className="text-lg font-bold text-slate-900">
        History
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every save is kept for at least 90 days (and the last 30 saves whatever their age).
        Restoring a version saves it as the current one; the version it replaces stays here.
      </p>
      {history.length ? (
        <ol className="mt-4 divide-y divide-slate-200" aria-label="Saved versions">
          {history.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  <time dateTime={entry.savedAt}>{entry.when}</time>
                  {entry.current ? (
                    <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200">
                      Current
                    </span>
                  ) : null}
                </p>
                <p className="text-sm break-words text-slate-600">
                  {entry.restoredFrom
                    ? `Restored by ${entry.who || "an administrator"}: the version of ${entry.restoredFrom}`
                    : entry.who
                      ? `Saved by ${entry.who}`
                      : "Saved before history was kept"}
                </p>
                <p className="text-sm break-words text-slate-700">
                  {entry.changed === null
                    ? "First version kept"
                    : entry.changed.length
                      ? `Changed: ${entry.changed.join(", ")}`
                      : "No changes to the content"}
                </p>
              </div>
              {entry.current ? null : (
                <Form method="post" action={restoreVersionPath(editPath)} className="shrink-0">
                  <input type="hidden" name="revision" value={entry.id} />
                  <input type="hidden" name={EDITED_VERSION_FIELD} value={versionOf(record)} />
                  <Button
                    type="submit"
                    variant="secondary"
                    disabled={restoring}
                    aria-label={`Restore the version of ${entry.when}`}
                  >
                    Restore
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-slate-600">No earlier versions yet.</p>
      )}
    </section>
  );
}
