import { data } from "react-router";
import { Icon } from "~/components/ui/icon";
import { NotFoundContent } from "~/components/not-found-content";
import { PageHero } from "~/components/ui/page-hero";
import { ResponsiveImage } from "~/components/listings/responsive-image";
import { ImagePlaceholder } from "~/components/listings/project-card";
import { ItemGallery } from "~/components/listings/item-gallery";
import { useRootData } from "~/components/use-root-data";
import { contentTexts, plainText } from "~/i18n/content";
import { languageOfRequest } from "~/i18n/language";
import { useMessages } from "~/i18n/use-messages";
import { getProject } from "~/models/project.server";
import { projectIdOfTrackerSecret } from "~/models/project-tracker.server";
import { pageImage } from "~/services/public-content.server";
import { chatLink } from "~/utils/chat-link";
import type { Route } from "./+types/track";

/**
 * A private project's client page (docs/product.md#private-projects): found by the secret in
 * its address through its hash (app/models/project-tracker.server.ts). A wrong or revoked secret
 * is the not-found page. The server keeps it out of every cache and log
 * (docs/security.md#private-projects).
 */
export function loader({ params, request }: Route.LoaderArgs) {
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
  const { project } = loaderData;
  const { site } = useRootData();
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
        <div className="aspect-[16/10] overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200">
          {project.cover ? (
            <ResponsiveImage
              image={project.cover}
              priority
              sizes="(min-width: 896px) 860px, 100vw"
              className="size-full object-cover"
            />
          ) : (
            <ImagePlaceholder label={messages.listings.noImageFor(title)} />
          )}
        </div>
        <ContactButtons title={title} />
        {project.gallery.length > 0 ? (
          <ItemGallery
            id="tracker-photos-heading"
            heading={messages.project.gallery}
            itemTitle={title}
            images={project.gallery}
          />
        ) : null}
        <p className="mt-10 text-sm text-slate-600">{t.privateNote}</p>
      </section>
    </>
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
