import { data } from "react-router";
import { Icon } from "~/components/ui/icon";
import { NotFoundContent } from "~/components/not-found-content";
import { PageHero } from "~/components/ui/page-hero";
import { ProjectCover } from "~/components/listings/project-card";
import { ItemGallery } from "~/components/listings/item-gallery";
import {
  PercentBar,
  ProgressTimeline,
  stageName,
  type TimelineStage,
} from "~/components/progress/progress-timeline";
import { Text } from "~/components/ui/text";
import { useRootData } from "~/components/use-root-data";
import { contentTexts, plainText } from "~/i18n/content";
import { languageOfRequest } from "~/i18n/language";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { formatNumber } from "~/i18n/messages";
import { listProgressUpdates } from "~/models/progress.server";
import { progressStages } from "~/models/site-content.server";
import { getProject } from "~/models/project.server";
import { projectIdOfTrackerSecret } from "~/models/project-tracker.server";
import { pageImage } from "~/services/public-content.server";
import { chatLink } from "~/utils/chat-link";
import { clientExtrasOf } from "./+track/client-extras.server";
import { TrackDocuments } from "./+track/documents";
import { TrackQuestions, UpdateQuestions } from "./+track/questions";
import { clientPaymentsOf } from "~/services/client-payments.server";
import { ClientPaymentsSection } from "./+track/payments";
import type { Route } from "./+types/track";

/**
 * A private project's client page (docs/product/content.md#private-projects): found by the secret
 * in its address through its hash (app/models/project-tracker.server.ts). A wrong or revoked secret
 * is the not-found page. The server keeps it out of every cache and log
 * (docs/security/caching.md#private-projects).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const id = projectIdOfTrackerSecret(params.secret ?? "");
  const project = id ? getProject(id) : null;
  if (!project) throw data(null, { status: 404 });
  const texts = contentTexts(language, project, project.ta, ["title", "location"]);
  return {
    project: {
      title: texts.title,
      location: texts.location,
      cover: pageImage(project.cover, language),
      gallery: project.gallery.map((image) => pageImage(image, language)),
    },
    // Its published updates, newest first (docs/decisions/067-progress-updates.md).
    progress: {
      updates: listProgressUpdates(project.id, { visitor: true }),
      stages: progressStages(),
    },
    // Its documents and questions (docs/product/client-documents.md).
    extras: clientExtrasOf(project.id, params.secret!, language),
    payments: await clientPaymentsOf(project, params.secret, language),
  };
}

export function headers() {
  return {
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

export default function TrackProject({ loaderData }: Route.ComponentProps) {
  const { project, progress, extras } = loaderData;
  const { site } = useRootData();
  const language = useLanguage();
  const messages = useMessages();
  const t = messages.tracker;
  const title = plainText(project.title);
  return (
    <>
      <title>{`${t.title(title)} | ${site.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <PageHero eyebrow={t.eyebrow} title={project.title} intro={t.description} />
      <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <ProjectCover cover={project.cover} title={title} sizes="(min-width: 896px) 860px, 100vw" />
        <ProjectStanding stages={progress.stages} current={progress.updates[0] ?? null} />
        <ContactButtons title={title} />
        <ClientPaymentsSection payments={loaderData.payments} />
        {progress.updates.length > 0 ? (
          <ProgressTimeline
            updates={progress.updates}
            language={language}
            stages={progress.stages}
            withCurrent={false}
            entryEnd={(updateId) => <UpdateQuestions extras={extras} updateId={updateId} />}
          />
        ) : (
          <p className="mt-10 text-slate-700">{t.noUpdates}</p>
        )}
        {project.gallery.length > 0 ? (
          <ItemGallery
            id="tracker-photos-heading"
            heading={messages.project.gallery}
            itemTitle={title}
            images={project.gallery}
          />
        ) : null}
        <TrackDocuments extras={extras} />
        <TrackQuestions extras={extras} />
        <p className="mt-10 text-sm text-slate-600">{t.privateNote}</p>
      </section>
    </>
  );
}

/**
 * Where the project stands: its current stage and per cent (from the latest published update),
 * the owner's stages in order with the done ones and the one under way marked, and the next
 * stage. A list, so it
 * reads at 375 px in either language and needs no script.
 */
function ProjectStanding({
  stages,
  current,
}: {
  stages: TimelineStage[];
  current: { stage: string; percent: number } | null;
}) {
  const language = useLanguage();
  const t = useMessages().tracker;
  const reachedIndex = current ? stages.findIndex((stage) => stage.slug === current.stage) : -1;
  const complete = current !== null && current.percent >= 100;
  // Undefined: the current stage is no longer on the list, so what follows it is unknown.
  const next =
    reachedIndex >= 0 ? (stages[reachedIndex + 1] ?? null) : current ? undefined : stages[0];
  return (
    <section aria-labelledby="tracker-standing-heading" className="mt-8">
      <h2 id="tracker-standing-heading" className="sr-only">
        {t.currentStage}
      </h2>
      {current ? (
        <p className="text-lg text-slate-800" data-tracker-current="">
          <span className="font-semibold">{t.currentStage}:</span>{" "}
          <Text value={stageName(stages, current.stage, language)} />
          {" · "}
          {t.percent(current.percent)}
        </p>
      ) : null}
      {current ? (
        <PercentBar
          label={t.currentStage}
          percent={current.percent}
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
        />
      ) : null}
      {stages.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold text-slate-900">{t.stages}</h3>
          <ol className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-stage-bar="">
            {stages.map((stage, index) => {
              // The current stage is under way, not done: only the stages before it are, unless
              // the work is complete (100 %, docs/decisions/067-progress-updates.md).
              const reached = index < reachedIndex || (index === reachedIndex && complete);
              const isCurrent = index === reachedIndex;
              return (
                <li
                  key={stage.slug}
                  data-reached={reached ? "" : undefined}
                  aria-current={isCurrent ? "step" : undefined}
                  className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 ${
                    isCurrent
                      ? "bg-orange-100 font-semibold text-orange-950 ring-2 ring-orange-600"
                      : reached
                        ? "bg-orange-50 text-slate-900"
                        : "bg-slate-50 text-slate-600"
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                      reached
                        ? "bg-orange-600 text-white"
                        : isCurrent
                          ? "bg-white text-orange-800 ring-2 ring-orange-600"
                          : "bg-white text-slate-500 ring-1 ring-slate-300"
                    }`}
                  >
                    {reached ? "✓" : formatNumber(index + 1, language)}
                  </span>
                  <span className="min-w-0 break-words">
                    <Text value={stageName(stages, stage.slug, language)} />
                    {reached || isCurrent ? (
                      <span className="sr-only">{` (${reached ? t.reached : t.underway})`}</span>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ol>
          {next !== undefined ? (
            <p className="mt-4 text-slate-800" data-tracker-next="">
              <span className="font-semibold">{t.next}:</span>{" "}
              {next ? <Text value={stageName(stages, next.slug, language)} /> : t.nothingNext}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** The company's call and WhatsApp buttons, plain links that work without a script. */
function ContactButtons({ title }: { title: string }) {
  const { site } = useRootData();
  const t = useMessages().tracker;
  const button =
    "inline-flex min-h-12 items-center gap-2 rounded-lg px-5 py-3 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2";
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <a
        href={`tel:${site.phone.replace(/\s/g, "")}`}
        className={`${button} bg-orange-700 hover:bg-orange-800 focus-visible:outline-orange-700`}
      >
        <Icon name="phone" className="size-5" />
        {t.call}
      </a>
      <a
        href={chatLink(site.chatNumber, t.chatGreeting(title))}
        target="_blank"
        rel="noopener noreferrer"
        className={`${button} bg-green-700 hover:bg-green-800 focus-visible:outline-green-700`}
      >
        <Icon name="chat" className="size-5" />
        {t.chat}
      </a>
    </div>
  );
}

/** A wrong or revoked secret: exactly the not-found page. */
export function ErrorBoundary() {
  return <NotFoundContent />;
}
