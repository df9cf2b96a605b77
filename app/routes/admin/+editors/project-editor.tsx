/**
 * The one project editor: the form of both the new project's page and a
 * project's edit page (app/kinds/registry.ts), which differ only in their loader and title
 * (docs/decisions/036-one-editor-per-content-type.md). Its save is
 * the submission in services/submissions.server.ts, which /api shares.
 */
import { CoverImageEditor, KeptImages } from "~/components/admin/photos/existing-images";
import { FormSection, SelectField, TextField } from "~/components/admin/form/form-fields";
import { useAdminForm } from "~/components/admin/form/admin-form";
import { BilingualFields, type BilingualText } from "~/components/admin/form/bilingual-fields";
import { EditorPage, type EditorProps } from "~/components/admin/editor/editor-page";
import { ImagePicker } from "~/components/admin/photos/image-picker";
import { PhotoThumbnail, photoValues } from "~/components/admin/photos/photo-list";
import { PublishFields } from "~/components/admin/form/publish-fields";
import { SeoFields } from "~/components/admin/form/seo-fields";
import { useRootData } from "~/components/use-root-data";
import type { Project } from "~/models/project.server";
import { PROJECT_CATEGORIES } from "~/schemas/form-choices";
import type { ProjectUpdateSchema } from "~/schemas/project";

const PROJECT_TEXTS: BilingualText[] = [
  {
    name: "title",
    en: { label: "Title", placeholder: "e.g. Green Villa, Anna Nagar" },
    ta: { label: "தலைப்பு", placeholder: "எ.கா. கிரீன் வில்லா, அண்ணா நகர்" },
  },
  {
    name: "description",
    control: "markdown",
    rows: 6,
    en: { label: "Description" },
    ta: { label: "விவரம்" },
  },
  {
    name: "location",
    en: { label: "Location", placeholder: "e.g. Adyar, Chennai" },
    ta: { label: "இடம்", placeholder: "எ.கா. அடையாறு, சென்னை" },
  },
];

/** What the create and edit pages say. */
const CREATING = {
  title: "Create New Project",
  intro: "Add a finished or ongoing project to the portfolio on the website.",
  submitLabel: "Create Project",
  busyLabel: "Creating...",
};
const EDITING = (project: Project) => ({
  title: "Edit Project",
  intro: `Change the details and images of “${project.title}”.`,
  submitLabel: "Save Changes",
  busyLabel: "Saving...",
});

export function ProjectEditor({ edited, failure, constraint }: EditorProps<Project>) {
  const { site, siteUrl } = useRootData();
  const project = edited?.record;
  // The cover comes first in the photo details, then the gallery in its order.
  const photos = project ? [...(project.cover ? [project.cover] : []), ...project.gallery] : [];
  // The update schema's fields include all of the new one's; a new project's cover is required.
  const admin = useAdminForm<typeof ProjectUpdateSchema>(
    () =>
      import("~/schemas/project").then(
        (m) =>
          (project ? m.ProjectUpdateSchema : m.NewProjectSchema) as typeof m.ProjectUpdateSchema,
      ),
    {
      constraint,
      failure,
      defaultValue: project
        ? {
            ...edited.publish,
            title: project.title,
            description: project.description,
            category: project.category,
            location: project.location,
            slug: project.slug,
            searchDescription: project.searchDescription,
            shareImageAlt: project.shareImageAlt,
            ta: project.ta,
            keepGalleryImages: project.gallery.map((image) => image.fileName),
            photos: photoValues(photos),
            cover: project.cover?.fileName ?? "",
            visibility: project.visibility,
            client: project.client,
            rera: {
              registrationNumber: project.rera.registrationNumber,
              authority: project.rera.authority,
              approvalNumber: project.rera.approvalNumber,
            },
          }
        : {
            category: "Residential",
            status: "published",
            visibility: "public",
            client: { language: "en" },
          },
    },
  );
  const { fields } = admin;
  return (
    <EditorPage
      kind="project"
      admin={admin}
      edited={edited}
      {...(project ? EDITING(project) : CREATING)}
      noun="Project"
    >
      <FormSection title="Project details">
        <BilingualFields
          label="Project text"
          fields={fields}
          texts={PROJECT_TEXTS}
          preview={failure?.preview}
        />
        <SelectField
          label="Category"
          meta={fields.category}
          options={PROJECT_CATEGORIES}
          // The edit form lets a project keep "no category" (older records have none).
          blankLabel={project ? "Select category" : undefined}
        />
      </FormSection>
      {project ? (
        <ProjectImages admin={admin} project={project} />
      ) : (
        <FormSection
          title="Photos"
          description="Each photo is sent once. The cover is one of them, shown on project cards and at the top of the project page; the others are the gallery."
        >
          <ImagePicker
            meta={fields.gallery}
            details={fields.galleryDetails}
            label="Photos"
            coverIndexName="coverIndex"
            required
          />
        </FormSection>
      )}
      <ClientFields admin={admin} />
      <ReraFields admin={admin} project={project} />
      <SeoFields
        kind="project"
        bodyField="description"
        fields={fields}
        siteUrl={siteUrl}
        siteName={site.name}
        shareImage={project?.shareImage ?? null}
      />
      <PublishFields fields={fields} noun="project" />
    </EditorPage>
  );
}

/** A saved project's cover and gallery: kept, reordered, captioned or removed on save. */
function ProjectImages({
  admin,
  project,
}: {
  admin: ReturnType<typeof useAdminForm<typeof ProjectUpdateSchema>>;
  project: Project;
}) {
  const { fields } = admin;
  const photoFields = fields.photos.getFieldList();
  return (
    <>
      <FormSection
        title="Cover image"
        description="Shown on project cards and at the top of the project page."
      >
        <CoverImageEditor
          cover={project.cover}
          photo={project.cover ? photoFields[0] : undefined}
          removeField={fields.removeCoverImage}
          coverField={fields.cover}
        />
        <ImagePicker
          meta={fields.coverImage}
          details={fields.coverImageDetails}
          label={project.cover ? "Replace the cover with a new image" : "Cover image"}
        />
      </FormSection>
      <FormSection
        title="Gallery images"
        description="Drag photos or use Move up / Move down to change their order; Make cover swaps a photo with the cover. Order, captions and removals are saved with the form."
      >
        <KeptImages
          form={admin.form}
          images={project.gallery}
          photos={photoFields}
          first={project.cover ? 1 : 0}
          keepField={fields.keepGalleryImages}
          coverField={fields.cover}
          emptyText="This project has no gallery images yet."
        />
        <ImagePicker
          meta={fields.gallery}
          details={fields.galleryDetails}
          label="Add gallery images"
        />
      </FormSection>
    </>
  );
}

type ProjectForm = ReturnType<typeof useAdminForm<typeof ProjectUpdateSchema>>;

const VISIBILITY_CHOICES = [
  { value: "public", label: "Public: on the website for everybody" },
  { value: "private", label: "Private: only the client, through their own link" },
] as const;
const CLIENT_LANGUAGE_CHOICES = [
  { value: "en", label: "English" },
  { value: "ta", label: "Tamil (தமிழ்)" },
] as const;
const AUTHORITY_CHOICES = [
  { value: "CMDA", label: "CMDA" },
  { value: "DTCP", label: "DTCP" },
] as const;

/**
 * Who sees the project, and its client (docs/product/content.md#private-projects): the client's
 * details are the owner's alone, never on a public page.
 */
function ClientFields({ admin }: { admin: ProjectForm }) {
  const client = admin.fields.client.getFieldset();
  return (
    <FormSection
      title="Visibility and client"
      description="A private project appears nowhere on the website: its client follows it on their own page, through a link you send them."
    >
      <SelectField label="Visibility" meta={admin.fields.visibility} options={VISIBILITY_CHOICES} />
      <TextField label="Client's name" meta={client.name} autoComplete="off" />
      <TextField
        label="Client's phone"
        meta={client.phone}
        inputMode="tel"
        placeholder="e.g. +91 98400 12345"
        autoComplete="off"
      />
      <TextField
        label="Client's e-mail"
        meta={client.email}
        inputMode="email"
        hint="Each published progress update is e-mailed to this address, when the site sends e-mail."
        autoComplete="off"
      />
      <SelectField
        label="Client's language"
        meta={client.language}
        options={CLIENT_LANGUAGE_CHOICES}
      />
    </FormSection>
  );
}

/**
 * The TNRERA registration and approval (docs/product/content.md#rera), shown on the public page.
 */
function ReraFields({ admin, project }: { admin: ProjectForm; project?: Project }) {
  const rera = admin.fields.rera.getFieldset();
  const qr = project?.reraQr;
  return (
    <FormSection
      title="RERA and approvals"
      description="Shown on the project's page with a link to the TNRERA website. Leave the number empty to show nothing."
    >
      <TextField
        label="TNRERA registration number"
        meta={rera.registrationNumber}
        placeholder="e.g. TN/29/Building/0245/2021"
        autoComplete="off"
      />
      <SelectField
        label="Approving authority"
        meta={rera.authority}
        options={AUTHORITY_CHOICES}
        blankLabel="None"
      />
      <TextField label="Approval number" meta={rera.approvalNumber} autoComplete="off" />
      {qr ? (
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <div className="w-32">
            <PhotoThumbnail image={qr} />
          </div>
          <label className="flex min-h-11 items-center gap-2 font-semibold text-slate-800">
            <input
              type="checkbox"
              name={admin.fields.removeReraQr.name}
              value="true"
              defaultChecked={admin.fields.removeReraQr.initialValue === "true"}
              className="size-5"
            />
            Remove the QR code
          </label>
        </div>
      ) : null}
      <ImagePicker
        meta={admin.fields.reraQrImage}
        details={admin.fields.reraQrImageDetails}
        label={qr ? "Replace the TNRERA QR code" : "TNRERA QR code (image)"}
      />
    </FormSection>
  );
}
