/**
 * A won enquiry becomes its client's private project (docs/product/enquiry-pipeline.md#won):
 * one project per enquiry, private, with the client's name, phone, e-mail and language (the
 * language of the page the enquiry came from) and its client link made, so the owner can send it
 * at once. The enquiry is linked to it and marked won. Asked twice, it answers the same project.
 */
import { getEnquiry, markEnquiryWonAs, type Enquiry } from "~/models/enquiry.server";
import { createProject, getProject } from "~/models/project.server";
import { recordActivity } from "~/models/activity.server";
import { storeImage } from "~/media/storage.server";
import { languageOfPath } from "~/i18n/language";
import { trackerUrlOf } from "~/services/tracker-links.server";

/**
 * The cover a project must have until the owner adds a photo of the site: a plain drawing of a
 * house in the site's colours (no text, so no font is needed to draw it).
 */
const PLACEHOLDER_COVER = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 40 26.67">
    <rect width="40" height="26.67" fill="#fff7ed"/>
    <path d="M12 15L20 8l8 7" fill="none" stroke="#c2410c" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M14.5 13.5v7h11v-7" fill="none" stroke="#c2410c" stroke-width="1.4" stroke-linejoin="round"/>
    <path d="M18.6 20.5v-4h2.8v4" fill="#fed7aa"/>
  </svg>`,
);

/** Requests for the same enquiry that arrive while its project is made wait for that one. */
const making = new Map<string, Promise<ClientProject | null>>();

type ClientProject = { projectId: string; created: boolean; trackerUrl: string };

/**
 * The client's project of a live enquiry, made if it has none; null for an unknown or trashed
 * enquiry. `request` names the administrator in the activity log.
 */
export function makeClientProject(enquiryId: string, request: Request) {
  let pending = making.get(enquiryId);
  if (!pending) {
    pending = makeOnce(enquiryId, request).finally(() => making.delete(enquiryId));
    making.set(enquiryId, pending);
  }
  return pending;
}

async function makeOnce(enquiryId: string, request: Request): Promise<ClientProject | null> {
  const enquiry = getEnquiry(enquiryId);
  if (!enquiry) return null;
  const existing = enquiry.projectId ? getProject(enquiry.projectId) : null;
  if (existing) {
    markEnquiryWonAs(enquiry.id, existing.id);
    return { projectId: existing.id, created: false, trackerUrl: trackerUrlOf(existing) };
  }
  const project = await createProject(projectInputOf(enquiry), {
    cover: { ...(await storeImage(PLACEHOLDER_COVER)), field: "coverImage" },
    gallery: [],
  });
  markEnquiryWonAs(enquiry.id, project.id);
  recordActivity({
    action: "created",
    subject: { kind: "project", id: project.id, label: project.title },
    request,
    detail: "from an enquiry",
  });
  return { projectId: project.id, created: true, trackerUrl: trackerUrlOf(project) };
}

function projectInputOf(enquiry: Enquiry) {
  return {
    title: `${enquiry.name}'s house`.slice(0, 120),
    description: enquiry.message,
    category: "Residential" as const,
    location: "",
    visibility: "private" as const,
    clientName: enquiry.name,
    clientPhone: enquiry.phone,
    clientEmail: enquiry.email,
    clientLanguage: languageOfPath(enquiry.page),
  };
}
