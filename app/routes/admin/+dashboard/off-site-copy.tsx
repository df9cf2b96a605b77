import type { ReplicaStatus } from "~/replica/replica.server";
import { relativeTime } from "~/utils/relative-time";

/**
 * The off-site copy on the dashboard (docs/decisions/061-off-site-copy.md): where it goes, the
 * last database change copied, photos and client documents waiting, and the problem in words when
 * it is behind or failing.
 */
export function OffSiteCopy({ status, now }: { status: ReplicaStatus; now: string }) {
  const well = status.state === "ok";
  const lastCopied = status.database.lastCopiedAt;
  return (
    <section
      aria-labelledby="off-site-copy"
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-6 ${well ? "ring-slate-200" : "ring-red-300"}`}
    >
      <h2 id="off-site-copy" className="text-lg font-bold text-slate-900">
        Off-site copy
      </h2>
      <p
        className={`mt-1 font-semibold ${well ? "text-emerald-800" : "text-red-800"}`}
        role={well ? undefined : "alert"}
      >
        {well ? "Up to date." : status.problem}
      </p>
      <dl className="mt-3 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Last database change copied</dt>
          <dd>
            {lastCopied ? (
              <time dateTime={lastCopied}>{relativeTime(lastCopied, new Date(now))}</time>
            ) : (
              "None since the server started"
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Photos waiting</dt>
          <dd>{status.photos.waiting}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Documents waiting</dt>
          <dd>{status.documents.waiting}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Last error</dt>
          <dd className="break-words">
            {status.database.lastError ??
              status.photos.lastError ??
              status.documents.lastError ??
              "None"}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-500">Copied to {status.target}</p>
    </section>
  );
}
