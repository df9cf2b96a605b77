/**
 * The frame that each content type's one editor (routes/admin/+editors/,
 * docs/decisions/036-one-editor-per-content-type.md) is built in: the page,
 * the form and its save button for creating or editing a record, the
 * version the edit form was based on, the work kept on the device
 * (kept-work.tsx) and the edit page's error.
 */
import { useState } from "react";
import { useRootData } from "~/components/use-root-data";
import { IDEMPOTENCY_FIELD } from "~/media/upload-limits";
import { EDITED_VERSION_FIELD, versionOf } from "~/content/edit-versions";
import { KINDS, type ContentKind } from "~/kinds/registry";
import { siteLink, type publishFormValues } from "~/content/publish-state";
import { FormPage } from "../form/form-fields";
import { UploadForm, type UploadFormProps } from "./upload-form";
import type { AdminForm, FormConstraint, FormFailureData } from "../form/admin-form";
import { KeptWorkOffer, useKeptWork } from "../offline/kept-work";
import { AdminRouteError } from "../page";
import { usePhotosNotSent } from "../photos/photo-uploads";

/** What an editor shows of the record it edits. */
type EditedRecord = {
  slug: string;
  publishedAt: string | null;
  updatedAt: string | null;
  createdAt: string;
};

/**
 * What each content type's editor (routes/admin/+editors/) is given: the
 * record its edit route loaded, with the publish fields as saved (none on
 * the create page), the last refused save and the form's constraints.
 */
export type EditorProps<T> = {
  edited?: { record: T; publish: ReturnType<typeof publishFormValues> };
  failure: FormFailureData | undefined;
  /** The form's constraints, from its schema on the server (form-checks.ts). */
  constraint: FormConstraint;
};

/**
 * The frame of each content type's editor: its page, title, form and save
 * button, for creating (no `edited`) or editing a record, whose version the
 * form then carries (EditedVersion).
 */
export function EditorPage({
  kind,
  admin,
  edited,
  title,
  intro,
  submitLabel,
  busyLabel,
  noun,
  parent,
  children,
  ...upload
}: {
  kind: ContentKind;
  admin: UploadFormProps["admin"];
  edited: EditorProps<EditedRecord>["edited"];
  title: string;
  intro: string;
  submitLabel: string;
  busyLabel: string;
  /** The item's noun on the save button ("Schedule Post"). */
  noun: string;
  /** For a kind that belongs to another: the way back (its parent's editor) and the parent's page. */
  parent?: { backTo: string; site?: { to: string; preview: boolean } };
} & Pick<UploadFormProps, "successMessage" | "baseline" | "blockedReason" | "children">) {
  const { site } = useRootData();
  const { paths, editor } = KINDS[kind];
  const { backLabel, failed } = editor;
  const listPath = paths.list;
  const keptWork = useKeptWork(admin.form, {
    version: edited ? versionOf(edited.record) : null,
  });
  // Save waits for the photos still being sent (docs/decisions/047-photos-shrunk-and-sent-resumably.md).
  const photosNotSent = usePhotosNotSent(admin.form.id);
  return (
    <FormPage
      title={title}
      intro={intro}
      backTo={parent?.backTo ?? listPath}
      backLabel={backLabel}
      site={parent ? parent.site : edited ? siteLink(kind, edited.record) : undefined}
    >
      <title>{`${title} | ${site.name}`}</title>
      <UploadForm
        admin={admin}
        managePath={parent?.backTo ?? listPath}
        fallbackError={failed[edited ? "saved" : "created"]}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        publishing={{ noun, saved: edited?.publish.status }}
        onSaved={keptWork.clear}
        {...upload}
        blockedReason={photosNotSent ?? upload.blockedReason}
      >
        <KeptWorkOffer keptWork={keptWork} />
        {edited ? <EditedVersion admin={admin} record={edited.record} /> : null}
        <IdempotencyKey key={edited ? versionOf(edited.record) : "new"} />
        {children}
      </UploadForm>
    </FormPage>
  );
}

/**
 * One random key per form instance (a new one for each saved version): the server answers a save
 * sent twice with this key once (docs/api/conventions.md#idempotent-saves). Rendered on the server
 * and kept as it is by the browser (the hydrated value differs; `defaultValue` is not patched).
 */
function IdempotencyKey() {
  const [key] = useState(() =>
    Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      byte.toString(16).padStart(2, "0"),
    ).join(""),
  );
  return (
    <input type="hidden" name={IDEMPOTENCY_FIELD} defaultValue={key} suppressHydrationWarning />
  );
}

/** An edit page's error (an unknown record or a failed load), with the way back to its list. */
export function EditorError({ kind, error }: { kind: ContentKind; error: unknown }) {
  const { paths, editor } = KINDS[kind];
  const { backLabel, loadFailed } = editor;
  const listPath = paths.list;
  return (
    <AdminRouteError
      error={error}
      failureMessage={loadFailed}
      back={{ to: listPath, label: backLabel }}
    />
  );
}

/**
 * The version of the record an edit form was based on, sent with its save:
 * a save based on an older version is refused rather than overwrite another
 * administrator's (docs/product/admin-forms.md#two-people-editing). It stays the one the
 * form was opened with through refused saves, until a save is refused for
 * being older: then it becomes the newer one, so saving again replaces it.
 */
function EditedVersion({
  admin,
  record,
}: {
  admin: Pick<AdminForm, "answer">;
  record: { updatedAt: string | null; createdAt: string };
}) {
  // Pinned when the form opens: data reloaded later (after deleting a gallery photo) must not
  // move the form onto a version it has not shown.
  const [opened] = useState(() => versionOf(record));
  const sent = admin.answer?.reply.initialValue?.[EDITED_VERSION_FIELD];
  const version = admin.answer?.version || (typeof sent === "string" && sent ? sent : opened);
  return <input type="hidden" name={EDITED_VERSION_FIELD} value={version} />;
}
