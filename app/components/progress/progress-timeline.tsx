/**
 * A project's construction progress for visitors (docs/decisions/067-progress-updates.md): its
 * updates newest first, each with its date, stage, work done, note and photos, which open in
 * the same lightbox as the gallery's. In the page's language: the Tamil texts where the owner
 * wrote them, the English ones marked `lang="en"` where not
 * (docs/decisions/052-tamil-content-on-public-pages.md). Rendered on the server; the lightbox
 * script enhances the photos.
 */
import type { ReactNode } from "react";
import { LightboxGrid } from "~/components/listings/lightbox-grid";
import { contentText, localizeImage, tamilText, type ContentText } from "~/i18n/content";
import type { Language } from "~/i18n/language";
import { formatNumber, messagesFor } from "~/i18n/messages";
import type { ImageRecord } from "~/media/images.server";
import { formatDay } from "~/utils/dates";
import { renderMarkdown } from "~/text/markdown";
import { Text } from "~/components/ui/text";

/** An update as the timeline shows it (a ProgressUpdate, or its JSON). */
type TimelineUpdate = {
  id: string;
  date: string;
  stage: string;
  percent: number;
  title: string;
  note: string;
  ta?: { title?: string; note?: string } | null;
  images: ImageRecord[];
};

/** A stage of the owner's list (the `progress` site section). */
export type TimelineStage = { slug: string; name: string; ta?: { name?: string } | null };

/** A stage's name in the page's language; a stage no longer on the list shows its slug. */
export function stageName(stages: TimelineStage[], slug: string, language: Language): ContentText {
  const stage = stages.find((candidate) => candidate.slug === slug);
  if (!stage)
    return { text: slug.replace(/-/g, " "), ...(language === "ta" ? { lang: "en" } : {}) };
  return contentText(language, stage.name, tamilText(stage.ta, "name"));
}

export function ProgressTimeline({
  updates,
  language,
  stages,
  headingId = "progress-heading",
  withCurrent = true,
  entryEnd,
}: {
  updates: TimelineUpdate[];
  language: Language;
  stages: TimelineStage[];
  /** The heading's id, which names the section. */
  headingId?: string;
  /** Whether it says the current stage first (false where the page says it already). */
  withCurrent?: boolean;
  /** What follows each update's entry (the client page's questions about it). */
  entryEnd?: (updateId: string) => ReactNode;
}) {
  const t = messagesFor(language).progress;
  if (updates.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t.heading}
      </h2>
      {withCurrent ? (
        <CurrentProgress update={updates[0]} language={language} stages={stages} />
      ) : null}
      <ol className="mt-6 space-y-8 border-l-2 border-orange-200 pl-5 sm:pl-7">
        {updates.map((update) => (
          <TimelineEntry key={update.id} update={update} language={language} stages={stages}>
            {entryEnd?.(update.id)}
          </TimelineEntry>
        ))}
      </ol>
    </section>
  );
}

/** One update, read in the page's language with the owner's stage names. */
type UpdateProps = { update: TimelineUpdate; language: Language; stages: TimelineStage[] };

/** Where the project stands: the newest update's stage and work done. */
function CurrentProgress({ update, language, stages }: UpdateProps) {
  const t = messagesFor(language).progress;
  return (
    <p className="mt-3 text-lg text-slate-800" data-current-progress="">
      <span className="font-semibold">{t.currentStage}:</span>{" "}
      <Text value={stageName(stages, update.stage, language)} />
      {" · "}
      {t.done(update.percent)}
    </p>
  );
}

function TimelineEntry({
  update,
  language,
  stages,
  children,
}: UpdateProps & { children?: ReactNode }) {
  const t = messagesFor(language).progress;
  const title = contentText(language, update.title, tamilText(update.ta, "title"));
  const note = contentText(language, update.note, tamilText(update.ta, "note"));
  const stage = stageName(stages, update.stage, language);
  const percent = formatNumber(update.percent, language);
  return (
    <li className="relative" data-progress-update="">
      <span
        aria-hidden="true"
        className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full bg-orange-600 ring-4 ring-orange-100 sm:-left-[2.22rem]"
      />
      <p className="text-sm font-semibold text-orange-800">
        <time dateTime={update.date}>{formatDay(update.date, language)}</time>
      </p>
      <h3 className="mt-1 text-xl font-bold break-words text-slate-900">
        <Text value={title} />
      </h3>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <div className="flex gap-1.5">
          <dt className="font-semibold">{t.stage}:</dt>
          <dd>
            <Text value={stage} />
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="font-semibold">{t.workDone}:</dt>
          <dd>{`${percent}%`}</dd>
        </div>
      </dl>
      <PercentBar
        label={t.workDone}
        percent={update.percent}
        className="mt-2 h-2 max-w-sm overflow-hidden rounded-full bg-slate-200"
      />
      {note.text ? (
        <div
          lang={note.lang}
          className="formatted-text mt-3 leading-relaxed text-slate-700"
          dangerouslySetInnerHTML={{ __html: renderMarkdown(note.text) }}
        />
      ) : null}
      {update.images.length > 0 ? (
        <div className="mt-4">
          <LightboxGrid
            images={update.images.map((image) => ({
              ...localizeImage(image, language),
              title: title.text,
              titleLang: title.lang,
              label: "",
            }))}
          />
        </div>
      ) : null}
      {children}
    </li>
  );
}

/** Work done as a bar, for the eye and for screen readers alike. */
export function PercentBar({
  label,
  percent,
  className,
}: {
  label: string;
  percent: number;
  className: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={className}
    >
      <div className="h-full rounded-full bg-orange-600" style={{ width: `${percent}%` }} />
    </div>
  );
}
