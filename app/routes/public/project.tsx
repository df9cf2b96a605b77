import { ProgressTimeline } from "~/components/progress/progress-timeline";
import { listProgressUpdates } from "~/models/progress.server";
import { progressStages } from "~/models/site-content.server";
import { isPrivate } from "~/utils/project-visibility";
import { SiteIcon } from "~/components/ui/site-icon";
import { JsonLd } from "~/components/seo/json-ld";
import { contentErrorBoundary } from "~/components/listings/load-error";
import { BackLink } from "~/components/listings/back-link";
import { ProjectCover } from "~/components/listings/project-card";
import { ItemGallery } from "~/components/listings/item-gallery";
import { PreviewBanner } from "~/components/listings/preview-banner";
import { detailPageData, itemForPage } from "~/http/draft-preview.server";
import { previewablePageHeaders } from "~/http/preview-headers.server";
import { DetailColumns } from "~/components/listings/detail-columns";
import { PageHero } from "~/components/ui/page-hero";
import { PageMeta } from "~/components/ui/page-meta";
import { ShareLinks } from "~/components/listings/share-links";
import { ReraBlock } from "~/components/listings/rera-block";
import { BookVisitLink } from "~/components/visit/book-visit-link";
import { findProjectBySlug, listProjects } from "~/models/project.server";
import { useRootData } from "~/components/use-root-data";
import { categoryText } from "~/i18n/messages";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { renderMarkdown } from "~/text/markdown";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "~/media/share-card";
import { breadcrumbData } from "~/utils/structured-data";
import { projectCategoryLabel } from "~/schemas/project";
import { pageImage, pageUrl, projectCard } from "~/services/public-content.server";
import { Text, useLocalPath } from "~/components/ui/text";
import { contentTexts, plainText, summaryText } from "~/i18n/content";
import { languageOfRequest, pathInLanguage } from "~/i18n/language";
import type { Route } from "./+types/project";
import { editPath } from "~/kinds/registry";

export async function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const { item: project, preview } = await itemForPage(request, findProjectBySlug(params.slug), {
    page: (slug) => pathInLanguage(`/projects/${slug}`, language),
    edit: (item) => editPath("project", item.id),
  });
  const others = listProjects({ limit: 3, excludeId: project.id }).map((other) =>
    projectCard(other, 0, language),
  );
  const texts = contentTexts(language, project, project.ta, [
    "title",
    "description",
    "location",
    "searchDescription",
    "shareImageAlt",
  ]);
  const summary = summaryText(texts.searchDescription, texts.description, {
    search: project.searchDescription,
    body: project.description,
  });
  return detailPageData({
    project: {
      ...project,
      title: texts.title,
      location: texts.location,
      categoryLabel: projectCategoryLabel(project.category),
      descriptionHtml: renderMarkdown(texts.description.text),
      descriptionLang: texts.description.lang,
      summary: summary.text,
      // A Tamil page shares the card drawn with the Tamil title (docs/decisions/018-share-images.md).
      shareImage:
        (!texts.title.lang && language === "ta" && project.shareImageTa) || project.shareImage,
      shareImageAlt: texts.shareImageAlt.lang === texts.title.lang ? texts.shareImageAlt.text : "",
      cover: pageImage(project.cover, language),
      gallery: project.gallery.map((image) => pageImage(image, language)),
      rera: { ...project.rera, qr: project.reraQr },
      // The owner's alone (docs/decisions/068-private-projects-and-tracker.md).
      client: undefined,
      reraQr: undefined,
    },
    others,
    // Construction progress (docs/decisions/067-progress-updates.md): published updates only.
    progress: {
      // A private project's updates are its client's alone, even in the owner's preview
      // (docs/decisions/068-private-projects-and-tracker.md).
      updates: isPrivate(project) ? [] : listProgressUpdates(project.id, { visitor: true }),
      stages: progressStages(),
    },
    url: pageUrl(request),
    preview,
  });
}

export const headers = previewablePageHeaders;

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const { project, others, url, preview, progress } = loaderData;
  const { site, siteUrl } = useRootData();
  const local = useLocalPath();
  const title = plainText(project.title);
  const messages = useMessages();
  const language = useLanguage();
  const t = messages.project;
  const summary = project.summary || t.summary(title, site.name);

  return (
    <>
      {preview ? <PreviewBanner preview={preview} /> : null}
      <PageMeta
        title={title}
        description={summary}
        image={
          project.shareImage
            ? {
                fileName: project.shareImage,
                width: SHARE_IMAGE_WIDTH,
                height: SHARE_IMAGE_HEIGHT,
                alt: project.shareImageAlt || t.shareAlt(title, site.name),
              }
            : null
        }
      />
      <JsonLd
        data={breadcrumbData(siteUrl, [
          { name: messages.nav.home, path: local("/") },
          { name: messages.nav.projects, path: local("/projects") },
          { name: title, path: local(`/projects/${project.slug}`) },
        ])}
      />

      <PageHero
        eyebrow={
          project.categoryLabel
            ? categoryText(messages, language, project.categoryLabel)
            : t.fallbackEyebrow
        }
        title={project.title}
        intro={
          project.location.text ? (
            <span className="flex items-center gap-2">
              <SiteIcon name="map-pin" className="size-5 shrink-0 text-orange-400" />
              <Text value={project.location} className="break-words" />
            </span>
          ) : undefined
        }
      >
        <BackLink to="/projects" label={t.back} />
      </PageHero>

      <DetailColumns
        texts={t}
        others={{
          id: "other-projects-heading",
          items: others,
          detail: (other) => (other.location.text ? <Text value={other.location} /> : null),
          all: { to: "/projects", label: messages.projects.viewAll },
        }}
      >
        <figure>
          <ProjectCover
            cover={project.cover}
            title={title}
            sizes="(min-width: 1280px) 820px, (min-width: 1024px) 66vw, 100vw"
          />
          {project.cover?.caption ? (
            <figcaption
              lang={project.cover.captionLang}
              className="mt-2 text-sm break-words text-slate-600"
            >
              {project.cover.caption}
            </figcaption>
          ) : null}
        </figure>

        <h2 className="mt-10 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {t.about}
        </h2>
        <div
          lang={project.descriptionLang}
          className="formatted-text mt-4 text-lg leading-relaxed text-slate-700"
          dangerouslySetInnerHTML={{ __html: project.descriptionHtml }}
        />

        <BookVisitLink project={project.slug ?? undefined} className="mt-8" />

        <ReraBlock rera={project.rera} />
        <ProgressTimeline updates={progress.updates} language={language} stages={progress.stages} />

        <div className="mt-10 border-t border-slate-200 pt-6">
          <ShareLinks url={url} title={title} heading={t.share} />
        </div>

        {project.gallery.length > 0 ? (
          <ItemGallery
            id="project-gallery-heading"
            heading={t.gallery}
            itemTitle={title}
            images={project.gallery}
          />
        ) : null}
      </DetailColumns>
    </>
  );
}

export const ErrorBoundary = contentErrorBoundary((t) => ({
  pageName: t.project.pageName,
  failureMessage: t.project.loadFailed,
  missing: "project",
  back: { to: "/projects", label: t.project.back },
}));
