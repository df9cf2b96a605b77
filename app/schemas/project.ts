import { z } from "zod";
import type { TamilTexts } from "~/i18n/tamil-texts";
import { TEXT_LIMITS } from "~/utils/limits";
import { PROJECT_CATEGORIES } from "./form-choices";
import {
  CLIENT_LANGUAGES,
  PROJECT_VISIBILITIES,
  type ClientLanguage,
  type ProjectVisibility,
} from "~/utils/project-visibility";
import {
  categoryOf,
  checkSchedule,
  coverChoice,
  existingPhotos,
  flag,
  imageFile,
  imageFiles,
  list,
  newPhotoDetails,
  oneLine,
  paragraph,
  PublishFieldsSchema,
  requiredText,
  SeoFieldsSchema,
  tamilKeys,
  tamilTexts,
  text,
} from "./common";

export { PROJECT_CATEGORIES, projectCategoryLabel } from "./form-choices";

/**
 * A TNRERA registration number in the regulator's form: TN/<district, 2 digits>/<Building or
 * Layout>/<4 digits>/<year>, such as TN/29/Building/0245/2021 (docs/product/content.md#rera).
 */
const RERA_NUMBER = /^TN\/(\d{2})\/(building|layout)\/(\d{4})\/(20\d{2})$/i;
const RERA_NUMBER_MESSAGE =
  "RERA registration number must look like TN/29/Building/0245/2021 or TN/01/Layout/0012/2023";
const RERA_AUTHORITIES = ["CMDA", "DTCP"] as const;
const PHONE = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;

/** The number in its canonical spelling ("tn/29/building/…" becomes "TN/29/Building/…"). */
function canonicalReraNumber(value: string): string {
  const match = RERA_NUMBER.exec(value);
  if (!match) return value;
  const kind = match[2].toLowerCase() === "building" ? "Building" : "Layout";
  return `TN/${match[1]}/${kind}/${match[3]}/${match[4]}`;
}

/**
 * Who may see the project and its client's details (docs/api/content.md#private-projects). Every
 * part is optional: a client that sends none of these fields keeps what is stored.
 */
const ProjectPrivacySchema = z.object({
  visibility: z.enum(PROJECT_VISIBILITIES, "Visibility must be public or private").optional(),
  client: z
    .object({
      name: text(TEXT_LIMITS.title, "Client's name"),
      phone: oneLine("Client's phone")
        .regex(PHONE, "Client's phone must be a phone number, such as +91 98400 12345")
        .optional(),
      email: oneLine("Client's e-mail")
        .max(254, "Client's e-mail must be at most 254 characters")
        .pipe(z.email("Client's e-mail must be an e-mail address"))
        .optional(),
      language: z.enum(CLIENT_LANGUAGES, "Client's language must be en or ta").optional(),
    })
    .optional(),
  rera: z
    .object({
      registrationNumber: oneLine("RERA registration number")
        .regex(RERA_NUMBER, RERA_NUMBER_MESSAGE)
        .transform(canonicalReraNumber)
        .optional(),
      authority: oneLine("Approving authority")
        .toUpperCase()
        .pipe(z.enum(RERA_AUTHORITIES, "Approving authority must be CMDA or DTCP"))
        .optional(),
      approvalNumber: text(60, "Approval number"),
    })
    .optional(),
});

/** The columns the privacy fields of a save write; a field not sent writes nothing. */
export type ProjectPrivacyColumns = Partial<{
  visibility: ProjectVisibility;
  clientName: string;
  clientPhone: string;
  clientEmail: string;
  clientLanguage: ClientLanguage;
  reraNumber: string;
  reraAuthority: string;
  reraApprovalNumber: string;
}>;

type ProjectPrivacy = z.infer<typeof ProjectPrivacySchema>;

const PRIVACY_FIELDS = [
  ["visibility", "visibility", (value: ProjectPrivacy) => value.visibility],
  ["clientName", "client.name", (value: ProjectPrivacy) => value.client?.name],
  ["clientPhone", "client.phone", (value: ProjectPrivacy) => value.client?.phone],
  ["clientEmail", "client.email", (value: ProjectPrivacy) => value.client?.email],
  ["clientLanguage", "client.language", (value: ProjectPrivacy) => value.client?.language],
  [
    "reraNumber",
    "rera.registrationNumber",
    (value: ProjectPrivacy) => value.rera?.registrationNumber,
  ],
  ["reraAuthority", "rera.authority", (value: ProjectPrivacy) => value.rera?.authority],
  [
    "reraApprovalNumber",
    "rera.approvalNumber",
    (value: ProjectPrivacy) => value.rera?.approvalNumber,
  ],
] as const;

/** Fields that keep their stored value when sent empty (a choice, not a text). */
const CHOICES_KEPT_WHEN_EMPTY = new Set(["visibility", "client.language"]);

/**
 * The columns a save writes from the privacy fields: each field sent writes its (checked)
 * value, empty when sent empty; a field not sent writes nothing, as Tamil texts do
 * (docs/api/content.md#tamil-texts), so an older client never makes a private project public.
 */
export function privacyColumnsOf(value: ProjectPrivacy, form: FormData): ProjectPrivacyColumns {
  const columns: Record<string, string> = {};
  for (const [column, field, read] of PRIVACY_FIELDS) {
    if (!form.has(field)) continue;
    const sent = read(value);
    if (sent === undefined && CHOICES_KEPT_WHEN_EMPTY.has(field)) continue;
    columns[column] = sent ?? "";
  }
  return columns as ProjectPrivacyColumns;
}

const MISSING_COVER_MESSAGE = "Please upload a cover image.";

/** The Tamil version of a project's texts (`ta.title`...), each optional. */
const ProjectTamilSchema = tamilTexts({
  title: { max: TEXT_LIMITS.title, label: "Title" },
  description: { max: TEXT_LIMITS.projectDescription, label: "Description", lines: "many" },
  location: { max: TEXT_LIMITS.location, label: "Location" },
  searchDescription: {
    max: TEXT_LIMITS.searchDescription,
    label: "Search summary",
    lines: "many",
  },
  shareImageAlt: { max: TEXT_LIMITS.shareImageAlt, label: "Share image alt text" },
});
export const PROJECT_TAMIL_KEYS = tamilKeys(ProjectTamilSchema);

/** The text of a project: what the record stores. */
const ProjectTextSchema = z.object({
  title: requiredText(TEXT_LIMITS.title, "Title"),
  description: paragraph(TEXT_LIMITS.projectDescription, "Description"),
  category: categoryOf(PROJECT_CATEGORIES, "", "Choose one of the listed categories"),
  location: text(TEXT_LIMITS.location, "Location"),
  ...SeoFieldsSchema.shape,
  ta: ProjectTamilSchema,
  ...ProjectPrivacySchema.shape,
});

const MISSING_RERA_QR_MESSAGE = "Choose an image of the TNRERA QR code";
const MISSING_PHOTOS_MESSAGE = "Please choose at least one photo; the cover is one of them.";
const COVER_NOT_SENT_MESSAGE = "The cover must be one of the photos sent.";

/**
 * A new project's cover: its own `coverImage` file (what older clients send), or else the photo
 * of `gallery` at `coverIndex`, counted from 0, so the admin form sends each photo once
 * (docs/api/content.md#create-project). Without either there is no cover.
 */
function checkNewCover(
  value: { coverImage?: unknown; coverIndex?: number; gallery: unknown[] },
  ctx: z.RefinementCtx,
) {
  if (value.coverImage !== undefined) return;
  if (value.coverIndex === undefined) {
    ctx.addIssue({ code: "custom", path: ["coverImage"], message: MISSING_COVER_MESSAGE });
  } else if (value.gallery.length === 0) {
    ctx.addIssue({ code: "custom", path: ["gallery"], message: MISSING_PHOTOS_MESSAGE });
  } else if (value.coverIndex >= value.gallery.length) {
    ctx.addIssue({ code: "custom", path: ["coverIndex"], message: COVER_NOT_SENT_MESSAGE });
  }
}

/**
 * Creating a project (admin form and POST /api/create-project): a cover is required, sent as
 * its own file or chosen among the gallery's photos by `coverIndex`.
 */
export const NewProjectSchema = ProjectTextSchema.extend({
  ...PublishFieldsSchema.shape,
  coverImage: imageFile(MISSING_COVER_MESSAGE).optional(),
  coverImageDetails: newPhotoDetails,
  coverIndex: z.coerce
    .number({ error: COVER_NOT_SENT_MESSAGE })
    .int(COVER_NOT_SENT_MESSAGE)
    .min(0, COVER_NOT_SENT_MESSAGE)
    .optional(),
  gallery: imageFiles(),
  galleryDetails: newPhotoDetails,
  reraQrImage: imageFile(MISSING_RERA_QR_MESSAGE).optional(),
  reraQrImageDetails: newPhotoDetails,
})
  .superRefine(checkSchedule)
  .superRefine(checkNewCover);

/**
 * Updating a project (docs/decisions/005-data-model.md): the cover stays
 * unless removed or replaced; exactly the listed gallery images are kept,
 * in the order `photos` lists them; `cover` makes a gallery photo the cover
 * (docs/decisions/027-photo-order-covers-captions.md).
 */
export const ProjectUpdateSchema = ProjectTextSchema.extend({
  ...PublishFieldsSchema.shape,
  coverImage: imageFile(MISSING_COVER_MESSAGE).optional(),
  coverImageDetails: newPhotoDetails,
  gallery: imageFiles(),
  galleryDetails: newPhotoDetails,
  cover: coverChoice,
  removeCoverImage: flag,
  keepGalleryImages: list(z.string()),
  /** The TNRERA QR code (role `rera-qr`): a new file replaces it, the flag removes it. */
  reraQrImage: imageFile(MISSING_RERA_QR_MESSAGE).optional(),
  reraQrImageDetails: newPhotoDetails,
  removeReraQr: flag,
  photos: existingPhotos,
}).superRefine(checkSchedule);

/** The stored text of a project (without the files and image changes). */
export type ProjectFields = Omit<
  z.infer<typeof ProjectTextSchema>,
  "ta" | "visibility" | "client" | "rera"
> & {
  /** What is stored in Tamil: the merged texts of the save, null for none. */
  ta?: TamilTexts | null;
} & ProjectPrivacyColumns;
