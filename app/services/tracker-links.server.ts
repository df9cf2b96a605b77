/**
 * The addresses of a private project's client page and of its e-mails' unsubscribe link
 * (docs/decisions/068-private-projects-and-tracker.md), from SITE_URL, in the client's language.
 */
import { pathInLanguage } from "~/i18n/language";
import type { Project } from "~/models/project.server";
import {
  projectIdOfTrackerSecret,
  renewTrackerSecret,
  storedTrackerOf,
  trackerOf,
} from "~/models/project-tracker.server";
import type { ClientLanguage } from "~/utils/project-visibility";
import { getEnv } from "~/utils/env.server";
import { absoluteUrl } from "~/utils/seo";
import { chatLink, indianChatNumber } from "~/utils/chat-link";
import { editPath } from "~/kinds/registry";

type Tracked = Pick<Project, "id" | "client">;

function trackerPath(secret: string, language: ClientLanguage = "en"): string {
  return pathInLanguage(`/track/${secret}`, language);
}

/** The client page's full address (its secret made the first time it is asked for). */
export function trackerUrlOf(project: Tracked): string {
  const { secret } = trackerOf(project.id);
  return absoluteUrl(getEnv().SITE_URL, trackerPath(secret, project.client.language));
}

/**
 * The client page's address as it stands now, without making a secret: null when the project
 * has no link, or its link opens nothing (the project is public, in the trash or gone).
 */
export function workingTrackerUrlOf(projectId: string, language: ClientLanguage): string | null {
  const secret = storedTrackerOf(projectId)?.secret;
  if (!secret || projectIdOfTrackerSecret(secret) !== projectId) return null;
  return absoluteUrl(getEnv().SITE_URL, trackerPath(secret, language));
}

/** The link of the client's e-mails that stops them, without signing in. */
export function unsubscribeUrlOf(project: Tracked): string {
  const { unsubscribeSecret } = trackerOf(project.id);
  return absoluteUrl(
    getEnv().SITE_URL,
    pathInLanguage(`/track-mail/stop/${unsubscribeSecret}`, project.client.language),
  );
}

/** A new client link; the old one answers 404 from now on. Returns the new address. */
export function renewTrackerUrl(project: Tracked): string {
  renewTrackerSecret(project.id);
  return trackerUrlOf(project);
}

/** The WhatsApp greeting that carries the link, in the client's language. */
function clientGreeting(project: Pick<Project, "title" | "ta" | "client">, url: string) {
  const name = project.client.name.trim();
  if (project.client.language === "ta") {
    const title = project.ta.title || project.title;
    return `வணக்கம்${name ? ` ${name}` : ""}, உங்கள் திட்டம் ${title} எப்படி முன்னேறுகிறது என்பதை இந்தப் பக்கத்தில் பார்க்கலாம்: ${url}`;
  }
  return `Hello${name ? ` ${name}` : ""}, you can follow the progress of your project ${project.title} on this page: ${url}`;
}

/** What the editor's "Client's page" section shows (app/routes/admin/+editors/client-link.tsx). */
export function clientLinkOf(project: Project) {
  const trackerUrl = trackerUrlOf(project);
  const number = indianChatNumber(project.client.phone);
  const editor = editPath("project", project.id);
  return {
    trackerUrl,
    whatsappHref: number ? chatLink(number, clientGreeting(project, trackerUrl)) : null,
    newLinkAction: `${editor}/tracker`,
    // The private project's own screens (app/routes.ts: edit-project/:id/…).
    screens: {
      payments: `${editor}/payments`,
      documents: `${editor}/documents`,
      questions: `${editor}/questions`,
    },
  };
}
