/**
 * The editor of one section of the public pages (docs/product/content.md#site-content): the
 * section's zod schema drives the form through Conform, like the other editors. Lists are changed
 * with Conform's buttons (add, remove, move up and down), which run in the page with JavaScript and
 * come back from the server as the changed form without it. The form is a plain multipart post, so
 * photos go with the save; Preview posts the same form and opens the public page with the unsaved
 * change in a new tab.
 */
import { getFormProps } from "@conform-to/react";
import { FormPage } from "~/components/admin/form/form-fields";
import { Notice } from "~/components/admin/notice";
import {
  useAdminForm,
  type FormConstraint,
  type FormFailureData,
} from "~/components/admin/form/admin-form";
import { KeptWorkOffer, useKeptWork } from "~/components/admin/offline/kept-work";
import { SaveTroubleNotice, useSaveInPage } from "~/components/admin/editor/save-in-page";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { SiteSectionKey } from "~/schemas/form-choices";
import type { SiteSections } from "~/schemas/site-content";
import { EDITED_VERSION_FIELD } from "~/content/edit-versions";
import { SECTION_FIELDS } from "./site-section-fields";
import { SectionEditing, type Fields } from "./site-section-parts";

const SAVE_FAILED = "The section could not be saved. Please try again.";

type Loaded = {
  key: SiteSectionKey;
  label: string;
  page: string;
  content: SiteSections[SiteSectionKey];
  version: string;
  projects: { id: string; title: string }[];
  constraint: FormConstraint;
};

export function SiteSectionEditor({
  loaded,
  failure,
}: {
  loaded: Loaded;
  failure: FormFailureData | undefined;
}) {
  const {
    form,
    fields,
    checks,
    answer: refusal,
    setAnswer,
  } = useAdminForm(
    () => import("~/schemas/site-content").then((m) => m.SITE_SECTION_SCHEMAS[loaded.key]),
    {
      constraint: loaded.constraint,
      failure,
      defaultValue: loaded.content as Record<string, unknown>,
    },
  );
  const version = refusal?.version ?? loaded.version;
  // What is typed is kept on the device like in the other editors; a save comes back as the
  // saved section, which equals the kept text, so the kept copy is dropped then.
  const keptWork = useKeptWork(form, { version: loaded.version || null });
  const save = useSaveInPage<FormFailureData>({
    genericMessage: SAVE_FAILED,
    onRefused: setAnswer,
  });
  const formError = form.errors?.[0];
  return (
    <FormPage
      title={loaded.label}
      intro="Changes go live on the site when you save. Preview shows the page with them first."
      backTo="/site-content"
      backLabel="Site Pages"
      site={{ to: loaded.page, preview: false }}
    >
      <form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        onSubmit={(event) =>
          checks.submit(event, (checked) => save.onSubmit(checked, form.onSubmit))
        }
        onFocus={checks.onFocus}
        className="space-y-8"
      >
        <input type="hidden" name={EDITED_VERSION_FIELD} value={version} />
        <KeptWorkOffer keptWork={keptWork} />
        <SaveTroubleNotice trouble={save.trouble} />
        {refusal?.message ? <Notice tone="error">{refusal.message}</Notice> : null}
        {formError && formError !== refusal?.message ? (
          <Notice tone="error">{formError}</Notice>
        ) : null}
        <SectionEditing.Provider value={{ key: loaded.key, form }}>
          <div className="space-y-8">
            <SectionFields
              section={loaded.key}
              fields={fields as Fields}
              projects={loaded.projects}
            />
          </div>
        </SectionEditing.Provider>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
          <button
            type="submit"
            name="intent"
            value="preview"
            formTarget="_blank"
            formNoValidate
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            <Icon name="eye" className="size-5" />
            Preview
          </button>
          <Button type="submit" disabled={save.busy}>
            {save.busy ? "Saving..." : "Save and publish"}
          </Button>
        </div>
      </form>
    </FormPage>
  );
}

/** The edited section's own fields. */
function SectionFields({
  section,
  ...props
}: Parameters<(typeof SECTION_FIELDS)["home"]>[0] & { section: SiteSectionKey }) {
  const Section = SECTION_FIELDS[section];
  return <Section {...props} />;
}
