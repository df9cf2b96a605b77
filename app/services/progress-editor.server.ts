/**
 * What the progress update editor shows besides the update: its project (the way back, its
 * public page) and the owner's stages (docs/decisions/067-progress-updates.md).
 */
import { data } from "react-router";
import { editPath } from "~/kinds/registry";
import { getProject } from "~/models/project.server";
import { progressStages } from "~/models/site-content.server";
import { siteLink } from "~/content/publish-state";

export function progressEditorContext(projectId: string | null | undefined) {
  const project = projectId ? getProject(projectId) : null;
  if (!project) throw data(null, { status: 404 });
  return {
    project: {
      id: project.id,
      title: project.title,
      editPath: editPath("project", project.id),
      site: siteLink("project", project),
    },
    stages: progressStages().map(({ slug, name }) => ({ slug, name })),
  };
}
