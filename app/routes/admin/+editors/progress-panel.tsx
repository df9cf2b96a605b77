/**
 * A project's construction progress in its editor (docs/decisions/067-progress-updates.md): where
 * it stands (its latest published update), every update newest first with Edit and Delete, and
 * the link that adds one. Plain links: it needs no script.
 */
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { deletePath, editPath, KINDS } from "~/kinds/registry";
import { formatDay } from "~/utils/dates";
import { describePublishState } from "~/content/publish-state";

type PanelUpdate = {
  id: string;
  date: string;
  stage: string;
  percent: number;
  title: string;
  publishedAt: string | null;
  photoCount: number;
};

export function ProgressPanel({
  projectId,
  updates,
  current,
  stageNames,
}: {
  projectId: string;
  updates: PanelUpdate[];
  /** The latest published update's stage and per cent; null without one (completed work). */
  current: { stage: string; percent: number } | null;
  stageNames: Record<string, string>;
}) {
  const name = (slug: string) => stageNames[slug] ?? slug;
  return (
    <section
      id="progress"
      aria-labelledby="progress-heading"
      className="mx-auto mt-8 w-full max-w-3xl rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="progress-heading" className="text-lg font-bold text-slate-900">
          Construction progress
        </h2>
        <ButtonLink to={`${KINDS.progress.paths.new}?project=${encodeURIComponent(projectId)}`}>
          Add progress update
        </ButtonLink>
      </div>
      <p className="mt-2 text-sm text-slate-700" data-testid="current-progress">
        {current
          ? `Current stage: ${name(current.stage)}, ${current.percent}% done.`
          : "No published update: the site shows this project as completed."}
      </p>
      {updates.length ? (
        <ol className="mt-4 divide-y divide-slate-200" aria-label="Progress updates">
          {updates.map((update) => (
            <li key={update.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-slate-900">
                  <Link to={editPath("progress", update.id)} className="hover:underline">
                    {update.title}
                  </Link>
                </p>
                <p className="text-sm text-slate-600">
                  {`${formatDay(update.date)} · ${name(update.stage)} · ${update.percent}% · ${update.photoCount} photo${update.photoCount === 1 ? "" : "s"} · ${describePublishState(update.publishedAt).label}`}
                </p>
              </div>
              <div className="flex gap-2">
                <ButtonLink to={editPath("progress", update.id)} variant="secondary">
                  Edit
                </ButtonLink>
                <ButtonLink to={deletePath("progress", update.id)} variant="secondary">
                  Delete
                </ButtonLink>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-slate-600">No progress updates yet.</p>
      )}
    </section>
  );
}
