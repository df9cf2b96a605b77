import { data, redirect, useActionData, useLoaderData } from "react-router";
import { HistoryPanel } from "~/components/admin/editor/history-panel";
import { adminErrorBoundary } from "~/components/admin/page";
import { adminContext } from "~/http/auth.server";
import { redirectWithFlash } from "~/http/flash.server";
import { answerUploadsWithJson, formFailure } from "~/http/form-response.server";
import { keepSitePreview } from "~/http/section-preview.server";
import { getSectionRecord, projectChoices } from "~/models/site-content.server";
import { formConstraint } from "~/schemas/common";
import {
  isSiteSection,
  SITE_SECTION_LABELS,
  SITE_SECTION_ANCHORS,
  SITE_SECTION_PAGES,
  SITE_SECTION_SCHEMAS,
  type SitePreview,
} from "~/schemas/site-content";
import { submitSectionForm } from "~/services/site-section-save.server";
import { sectionHistory } from "~/services/site-history.server";
import { SiteSectionEditor } from "./+editors/site-section-editor";
import type { Route } from "./+types/edit-site-section";

/** A save sent by the editor's script is answered in JSON (app/components/admin/editor/save-in-page.tsx). */
export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

function sectionOf(params: { section?: string }) {
  if (!isSiteSection(params.section)) throw data(null, { status: 404 });
  return params.section;
}

export function loader({ params }: Route.LoaderArgs) {
  const key = sectionOf(params);
  const { data: content, version } = getSectionRecord(key);
  return {
    key,
    label: SITE_SECTION_LABELS[key],
    page: SITE_SECTION_PAGES[key],
    content,
    version,
    projects: key === "testimonials" ? projectChoices() : [],
    history: sectionHistory(key),
    constraint: formConstraint(SITE_SECTION_SCHEMAS[key]),
  };
}

/**
 * A save goes live at once (no drafts) and comes back here with a message; a list button
 * (add, remove, move) without JavaScript comes back as the changed form, unsaved; Preview
 * opens the public page with the checked change (in the new tab the button asks for).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const key = sectionOf(params);
  const result = await submitSectionForm(request, key);
  if (result.ok && "preview" in result.value) {
    const preview = {
      key,
      label: SITE_SECTION_LABELS[key],
      content: result.value.preview,
      editPath: `/site-content/${key}`,
    } as SitePreview;
    return redirect(
      keepSitePreview(
        context.get(adminContext).id,
        preview,
        SITE_SECTION_PAGES[key],
        SITE_SECTION_ANCHORS[key],
      ),
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  if (result.ok) {
    return redirectWithFlash(`/site-content/${key}`, {
      message: `${SITE_SECTION_LABELS[key]} saved. The site shows it now.`,
      link: {
        to: `${SITE_SECTION_PAGES[key]}${SITE_SECTION_ANCHORS[key] ?? ""}`,
        label: "View on site",
      },
    });
  }
  return formFailure(context, result);
}

export default function EditSiteSection() {
  const loaded = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <>
      {/* A save or a restore opens the form fresh on the version it wrote. */}
      <SiteSectionEditor
        key={`${loaded.key}:${loaded.version}`}
        loaded={loaded}
        failure={failure}
      />
      <HistoryPanel
        editPath={`/site-content/${loaded.key}`}
        record={{ updatedAt: loaded.version || null, createdAt: loaded.version }}
        history={loaded.history}
      />
    </>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "This section could not be loaded.",
  back: { to: "/site-content", label: "Back to Site Pages" },
});
