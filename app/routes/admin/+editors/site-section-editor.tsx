/**
 * The editor of one section of the public pages (docs/product.md#site-content): the section's
 * zod schema drives the form through Conform, like the other editors. Lists are changed with
 * Conform's buttons (add, remove, move up and down), which run in the page with JavaScript
 * and come back from the server as the changed form without it. The form is a plain multipart
 * post, so photos go with the save; Preview posts the same form and opens the public page with
 * the unsaved change in a new tab.
 */
import { getFormProps, type FormMetadata } from "@conform-to/react";
import { createContext, useContext, type ReactNode } from "react";
import {
  FieldFrame,
  FieldLabel,
  FormPage,
  FormSection,
  SelectField,
  TextAreaField,
  TextField,
  controlProps,
  type Field,
} from "~/components/admin/form-fields";
import { Notice } from "~/components/admin/notice";
import {
  useAdminForm,
  type FormConstraint,
  type FormFailureData,
} from "~/components/admin/admin-form";
import { KeptWorkOffer, useKeptWork } from "~/components/admin/kept-work";
import { SaveTroubleNotice, useSaveInPage } from "~/components/admin/save-in-page";
import { TamilFieldGroup, type TamilFieldSpec } from "~/components/admin/tamil-fields";
import { Button } from "~/components/ui/button";
import { Icon, type IconName } from "~/components/ui/icon";
import { thumbnailUrl } from "~/media/image-urls";
import { ACCEPTED_IMAGE_TYPES } from "~/media/upload-limits";
import { SITE_TEXT_LIMITS, type SiteSectionKey } from "~/schemas/form-choices";
import type { SiteSections } from "~/schemas/site-content";
import { EDITED_VERSION_FIELD } from "~/content/edit-versions";

/** The icons a figure, point, step or service may show. */
const ICON_CHOICES: IconName[] = [
  "building",
  "home",
  "hammer",
  "excavator",
  "layers",
  "bolt",
  "sofa",
  "ruler",
  "clipboard",
  "users",
  "award",
  "shield",
  "target",
  "eye",
  "message-square",
  "check-circle",
  "star",
  "clock",
  "calendar",
  "image",
  "document",
];
const ICON_OPTIONS = ICON_CHOICES.map((name) => ({
  value: name,
  label: name.charAt(0).toUpperCase() + name.slice(1).replace("-", " "),
}));

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one form for six section schemas
type AnyForm = FormMetadata<any, string[]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list field of any section
type Fields = Record<string, any>;

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
        <SectionKey.Provider value={loaded.key}>
          <div className="space-y-8">
            <SectionFields loaded={loaded} form={form} fields={fields as Fields} />
          </div>
        </SectionKey.Provider>
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

function SectionFields({
  loaded,
  form,
  fields,
}: {
  loaded: Loaded;
  form: AnyForm;
  fields: Fields;
}) {
  switch (loaded.key) {
    case "home":
      return (
        <>
          <FormSection title="Hero">
            <TextField label="Headline" meta={fields.headline} />
            <TextAreaField label="Introduction" meta={fields.introduction} rows={3} />
            <TextField
              label="Badge"
              meta={fields.badge}
              hint="A short claim above the headline, such as “ISO 9001 Certified”."
            />
            <TamilFieldGroup meta={fields.ta} specs={tamilFields("home", "section")} />
          </FormSection>
          <FormSection title="Figures" description="Up to four, such as “200+ Projects Completed”.">
            <ListEditor
              form={form}
              list={fields.stats}
              noun="Figure"
              blank={{ value: "", label: "", icon: "star" }}
              max={4}
            >
              {(item) => (
                <div className="grid gap-4 sm:grid-cols-3">
                  <TextField label="Figure" meta={item.value} placeholder="200+" />
                  <TextField label="Label" meta={item.label} />
                  <SelectField label="Icon" meta={item.icon} options={ICON_OPTIONS} />
                </div>
              )}
            </ListEditor>
          </FormSection>
          <FormSection
            title="Why us"
            description="The first three show beside the headline; all show on the home page's About band."
          >
            <ListEditor
              form={form}
              list={fields.points}
              noun="Point"
              blank={{ title: "", text: "", icon: "check-circle" }}
            >
              {(item) => (
                <div className="grid gap-4 sm:grid-cols-3">
                  <TextField label="Point" meta={item.title} />
                  <TextField label="Line" meta={item.text} />
                  <SelectField label="Icon" meta={item.icon} options={ICON_OPTIONS} />
                </div>
              )}
            </ListEditor>
          </FormSection>
        </>
      );
    case "about":
      return (
        <>
          <FormSection title="Story, mission and vision">
            <TextField label="Story title" meta={fields.storyTitle} />
            <TextAreaField
              label="Story"
              meta={fields.story}
              rows={8}
              hint="Leave an empty line between paragraphs."
            />
            <TextAreaField label="Mission" meta={fields.mission} rows={3} />
            <TextAreaField label="Vision" meta={fields.vision} rows={3} />
            <TamilFieldGroup meta={fields.ta} specs={tamilFields("about", "section")} />
          </FormSection>
          <FormSection title="Timeline">
            <ListEditor
              form={form}
              list={fields.timeline}
              noun="Entry"
              blank={{ year: "", title: "", description: "" }}
            >
              {(item) => (
                <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
                  <TextField label="Year" meta={item.year} placeholder="2024" />
                  <TextField label="Title" meta={item.title} />
                  <div className="sm:col-span-2">
                    <TextField label="Description" meta={item.description} />
                  </div>
                </div>
              )}
            </ListEditor>
          </FormSection>
          <FormSection title="Team">
            <ListEditor
              form={form}
              list={fields.team}
              noun="Team member"
              blank={{ name: "", role: "", bio: "" }}
            >
              {(item, index) => (
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField label="Name" meta={item.name} />
                  <TextField label="Role" meta={item.role} />
                  <div className="sm:col-span-2">
                    <TextAreaField label="About them" meta={item.bio} rows={2} />
                  </div>
                  <div className="sm:col-span-2">
                    <PhotoField
                      list={fields.team.name}
                      index={index}
                      meta={item.photo}
                      label="Photo"
                    />
                  </div>
                </div>
              )}
            </ListEditor>
          </FormSection>
        </>
      );
    case "services":
      return (
        <FormSection title="Services" description="At least one: the Services page needs it.">
          <ListEditor
            form={form}
            list={fields.items}
            noun="Service"
            blank={{ title: "", summary: "", description: "", features: [], icon: "building" }}
          >
            {(item, index) => (
              <div className="grid gap-4">
                <TextField label="Title" meta={item.title} />
                <TextField
                  label="Summary"
                  meta={item.summary}
                  hint="One line, shown on the home page."
                />
                <TextAreaField label="Description" meta={item.description} rows={3} />
                <CheckboxField
                  label="Show in the footer’s “Our Services” (up to five; the first five when none is ticked)"
                  meta={item.inFooter}
                />
                <LinesField
                  label="Features"
                  meta={item.features}
                  hint={`One per line, at most ${SITE_TEXT_LIMITS.features}.`}
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  <SelectField
                    label="Icon"
                    meta={item.icon}
                    options={ICON_OPTIONS}
                    hint="Shown when there is no photo."
                  />
                  <SlugField meta={item.slug} />
                </div>
                <PhotoField
                  list={fields.items.name}
                  index={index}
                  meta={item.photo}
                  label="Photo"
                />
              </div>
            )}
          </ListEditor>
        </FormSection>
      );
    case "process":
      return (
        <FormSection title="Process steps" description="At least one.">
          <ListEditor
            form={form}
            list={fields.items}
            noun="Step"
            blank={{ title: "", description: "", icon: "check-circle" }}
          >
            {(item) => (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="Title" meta={item.title} />
                <SelectField label="Icon" meta={item.icon} options={ICON_OPTIONS} />
                <div className="sm:col-span-2">
                  <TextAreaField label="Description" meta={item.description} rows={2} />
                </div>
              </div>
            )}
          </ListEditor>
        </FormSection>
      );
    case "pricing":
      return (
        <FormSection
          title="Pricing tiers"
          description="At least one. Prices are whole rupees per sq.ft."
        >
          <ListEditor
            form={form}
            list={fields.items}
            noun="Tier"
            blank={{ name: "", description: "", features: [], warranty: "", maintenance: "" }}
          >
            {(item) => (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="Name" meta={item.name} />
                <PriceField meta={item.price} />
                <div className="sm:col-span-2">
                  <TextField label="Description" meta={item.description} />
                </div>
                <div className="sm:col-span-2">
                  <LinesField
                    label="What is included"
                    meta={item.features}
                    hint={`One per line, at most ${SITE_TEXT_LIMITS.features}.`}
                  />
                </div>
                <TextField label="Warranty" meta={item.warranty} placeholder="3 years warranty" />
                <TextField
                  label="Maintenance"
                  meta={item.maintenance}
                  placeholder="Free maintenance for 6 months"
                />
                <CheckboxField label="Mark as “Popular”" meta={item.popular} />
                <SlugField meta={item.slug} />
              </div>
            )}
          </ListEditor>
        </FormSection>
      );
    case "estimator":
      return <EstimatorFields form={form} fields={fields} />;
    case "progress":
      return (
        <FormSection
          title="Construction stages"
          description="The stages a progress update chooses from, in the order work reaches them."
        >
          <ListEditor form={form} list={fields.stages} noun="Stage" blank={{ name: "" }}>
            {(item) => (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="Stage" meta={item.name} />
                <SlugField meta={item.slug} />
              </div>
            )}
          </ListEditor>
        </FormSection>
      );
    case "testimonials":
      return (
        <FormSection title="Testimonials">
          <ListEditor
            form={form}
            list={fields.items}
            noun="Testimonial"
            blank={{ name: "", role: "", quote: "" }}
          >
            {(item, index) => (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="Name" meta={item.name} />
                <TextField label="Role or place" meta={item.role} placeholder="Homeowner, Adyar" />
                <div className="sm:col-span-2">
                  <TextAreaField label="Quote" meta={item.quote} rows={3} />
                </div>
                <SelectField
                  label="Project it is about"
                  meta={item.projectId}
                  options={loaded.projects.map((project) => ({
                    value: project.id,
                    label: project.title,
                  }))}
                  blankLabel="None"
                />
                <PhotoField
                  list={fields.items.name}
                  index={index}
                  meta={item.photo}
                  label="Photo"
                />
              </div>
            )}
          </ListEditor>
        </FormSection>
      );
  }
}

const UNIT_OPTIONS = [
  { value: "each", label: "Each (a checkbox)" },
  { value: "running-foot", label: "Per running foot (a quantity)" },
  { value: "sqft", label: "Per sq.ft (a quantity)" },
];

/**
 * The estimator's own numbers (docs/product.md#cost-estimator); its package rates are the
 * pricing tiers' prices, edited there.
 */
function EstimatorFields({ form, fields }: { form: AnyForm; fields: Fields }) {
  return (
    <>
      <FormSection
        title="Extras"
        description="What a visitor may add to the house. The package rates are the Pricing tiers’ prices."
      >
        <ListEditor
          form={form}
          list={fields.extras}
          noun="Extra"
          blank={{ name: "", unit: "each" }}
        >
          {(item) => (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Name" meta={item.name} />
              <WholeNumberField
                label="Price (₹)"
                meta={item.price}
                hint="Whole rupees for one of the unit."
              />
              <SelectField label="Unit" meta={item.unit} options={UNIT_OPTIONS} />
              <SlugField meta={item.slug} />
            </div>
          )}
        </ListEditor>
      </FormSection>
      <FormSection
        title="Payment stages"
        description="The share of the total paid at each stage. Together they must make 100 %."
      >
        <ListEditor form={form} list={fields.stages} noun="Stage" blank={{ name: "" }}>
          {(item) => (
            <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
              <TextField label="Stage" meta={item.name} />
              <WholeNumberField label="Percent" meta={item.percent} hint="1 to 100." />
            </div>
          )}
        </ListEditor>
      </FormSection>
      <FormSection title="Pace and note">
        <WholeNumberField
          label="Pace (sq.ft built a month)"
          meta={fields.pace}
          hint="The building time is the built-up area divided by this, rounded up to whole months."
        />
        <TextAreaField
          label="Note"
          meta={fields.note}
          rows={3}
          hint="Shown under every estimate, such as “This is an estimate, not a quotation.”"
        />
        <TamilFieldGroup meta={fields.ta} specs={tamilFields("estimator", "section")} />
      </FormSection>
    </>
  );
}

const SMALL_BUTTON =
  "inline-flex min-h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold ring-1 disabled:cursor-not-allowed disabled:opacity-40";

/** One of an item's buttons (a Conform intent): Up, Down or Remove. */
function ItemButton({
  intent,
  disabled = false,
  label,
  icon,
  danger = false,
  children,
}: {
  intent: Record<string, unknown>;
  disabled?: boolean;
  label: string;
  icon: IconName;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      {...intent}
      disabled={disabled}
      aria-label={label}
      className={`${SMALL_BUTTON} bg-white ${
        danger
          ? "text-red-700 ring-red-200 hover:bg-red-50"
          : "text-slate-700 ring-slate-300 hover:bg-slate-100"
      }`}
    >
      <Icon name={icon} className="size-4" />
      {children}
    </button>
  );
}

/**
 * A list the owner adds to, edits, reorders and removes from. The buttons are Conform's
 * intents: submit buttons, so they work without JavaScript too.
 */
/** "Tier 2: Premium": an item's number, and its name or title once it has one. */
function itemHeading(noun: string, index: number, fields: Fields): string {
  const named = fields.name?.value ?? fields.title?.value;
  return typeof named === "string" && named.trim()
    ? `${noun} ${index + 1}: ${named.trim()}`
    : `${noun} ${index + 1}`;
}

function ListEditor({
  form,
  list,
  noun,
  blank,
  max = SITE_TEXT_LIMITS.items,
  children,
}: {
  form: AnyForm;
  list: Fields[string];
  noun: string;
  blank: Record<string, unknown>;
  max?: number;
  children: (item: Fields, index: number) => ReactNode;
}) {
  const items: Fields[string][] = list.getFieldList();
  const sectionKey = useContext(SectionKey);
  const error = list.errors?.[0];
  return (
    <div>
      {error ? (
        <p id={list.errorId} role="alert" className="mb-3 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <ol className="space-y-4">
        {items.map((item, index) => (
          <li key={item.key} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:p-5">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">
                {itemHeading(noun, index, item.getFieldset())}
              </h3>
              <div className="flex flex-wrap gap-2">
                {(["up", "down"] as const).map((direction) => (
                  <ItemButton
                    key={direction}
                    intent={form.reorder.getButtonProps({
                      name: list.name,
                      from: index,
                      to: direction === "up" ? index - 1 : index + 1,
                    })}
                    disabled={direction === "up" ? index === 0 : index === items.length - 1}
                    label={`Move ${noun.toLowerCase()} ${index + 1} ${direction}`}
                    icon={direction === "up" ? "arrow-up" : "arrow-down"}
                  >
                    {direction === "up" ? "Up" : "Down"}
                  </ItemButton>
                ))}
                <ItemButton
                  intent={form.remove.getButtonProps({ name: list.name, index })}
                  label={`Remove ${noun.toLowerCase()} ${index + 1}`}
                  icon="close"
                  danger
                >
                  Remove
                </ItemButton>
              </div>
            </div>
            {children(item.getFieldset(), index)}
            <TamilFieldGroup
              meta={item.getFieldset().ta}
              specs={tamilFields(sectionKey, list.name)}
            />
          </li>
        ))}
      </ol>
      {items.length < max ? (
        <button
          {...form.insert.getButtonProps({ name: list.name, defaultValue: blank as never })}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 font-semibold text-orange-800 ring-1 ring-orange-300 hover:bg-orange-50"
        >
          <Icon name="plus" className="size-5" />
          Add {noun.toLowerCase()}
        </button>
      ) : null}
    </div>
  );
}

/** The section being edited, for the Tamil fields of its lists' items. */
const SectionKey = createContext<SiteSectionKey>("home");

/** The Tamil label and size of each text that has a Tamil version (the schemas' `ta` keys). */
const TAMIL_LABELS: Record<string, Omit<TamilFieldSpec, "key">> = {
  headline: { label: "முதன்மை வரி" },
  introduction: { label: "அறிமுகம்", rows: 3 },
  badge: { label: "சிறு குறிப்பு" },
  label: { label: "எண்ணின் விளக்கம்" },
  text: { label: "விளக்க வரி" },
  storyTitle: { label: "கதையின் தலைப்பு" },
  story: { label: "எங்கள் கதை", rows: 8 },
  mission: { label: "நோக்கம்", rows: 3 },
  vision: { label: "தொலைநோக்கு", rows: 3 },
  title: { label: "தலைப்பு" },
  name: { label: "பெயர்" },
  role: { label: "பொறுப்பு" },
  bio: { label: "அவரைப் பற்றி", rows: 2 },
  summary: { label: "சுருக்கம்" },
  description: { label: "விவரம்", rows: 2 },
  warranty: { label: "உத்தரவாதம்" },
  maintenance: { label: "பராமரிப்பு" },
  quote: { label: "அவர் சொன்னது", rows: 3 },
  note: { label: "மதிப்பீடு பற்றிய குறிப்பு", rows: 3 },
};

/** Which texts of a section ("section") or of its list's items have a Tamil version. */
const TAMIL_KEYS: Record<SiteSectionKey, Record<string, string[]>> = {
  home: {
    section: ["headline", "introduction", "badge"],
    stats: ["label"],
    points: ["title", "text"],
  },
  about: {
    section: ["storyTitle", "story", "mission", "vision"],
    timeline: ["title", "description"],
    team: ["name", "role", "bio"],
  },
  services: { items: ["title", "summary", "description"] },
  process: { items: ["title", "description"] },
  pricing: { items: ["name", "description", "warranty", "maintenance"] },
  testimonials: { items: ["role", "quote"] },
  estimator: { section: ["note"], extras: ["name"], stages: ["name"] },
  progress: { stages: ["name"] },
};

function tamilFields(section: SiteSectionKey, part: string): TamilFieldSpec[] {
  return (TAMIL_KEYS[section][part] ?? []).map((key) => ({ key, ...TAMIL_LABELS[key]! }));
}

/** Short lines, one per line of a text box (a list in the stored section); may be empty. */
function LinesField({ label, meta, hint }: { label: string; meta: Field; hint?: string }) {
  const value = meta.initialValue;
  const text = Array.isArray(value) ? value.join("\n") : typeof value === "string" ? value : "";
  const error = meta.errors?.[0];
  return (
    <div>
      <FieldLabel htmlFor={meta.id} label={label} />
      <textarea
        key={meta.key}
        rows={4}
        defaultValue={text}
        {...controlProps(meta, hint)}
        // Each line's limit is checked on save; the box itself has none.
        maxLength={undefined}
        required={false}
      />
      {hint ? (
        <p id={meta.descriptionId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={meta.errorId} className="mt-1.5 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Whole rupees per sq.ft: digits only, the browser's number keypad on phones. */
function PriceField({ meta }: { meta: Field }) {
  return (
    <WholeNumberField
      label="Price (₹ per sq.ft)"
      meta={meta}
      hint="Whole rupees per sq.ft, such as 1999."
    />
  );
}

/** A whole number: digits only, the browser's number keypad on phones. */
function WholeNumberField({ label, meta, hint }: { label: string; meta: Field; hint: string }) {
  const value = meta.initialValue;
  return (
    <FieldFrame label={label} meta={meta} hint={hint}>
      <input
        key={meta.key}
        type="text"
        inputMode="numeric"
        defaultValue={typeof value === "number" ? String(value) : (value as string | undefined)}
        {...controlProps(meta, hint)}
      />
    </FieldFrame>
  );
}

function CheckboxField({ label, meta }: { label: string; meta: Field }) {
  const value = meta.initialValue as unknown;
  return (
    <div className="flex items-center gap-3 self-end pb-3">
      <input
        key={meta.key}
        id={meta.id}
        type="checkbox"
        name={meta.name}
        defaultChecked={value === true || value === "on" || value === "true"}
        className="size-5 rounded border-slate-300 text-orange-700 focus:ring-orange-700"
      />
      <label htmlFor={meta.id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
    </div>
  );
}

function SlugField({ meta }: { meta: Field }) {
  return (
    <TextField
      label="Address name"
      meta={meta}
      hint="Used in links such as /contact?service=renovation. Made from the name when empty."
    />
  );
}

/**
 * The item's photo: the saved one (kept through a hidden field, or removed with the checkbox)
 * and a file to upload in its place. Stored like every upload (app/media): decoded, cleaned
 * and re-encoded.
 */
function PhotoField({
  list,
  index,
  meta,
  label,
}: {
  list: string;
  index: number;
  meta: Field;
  label: string;
}) {
  const saved = typeof meta.value === "string" && meta.value ? meta.value : null;
  const uploadId = `${meta.id}-upload`;
  return (
    <div className="space-y-2">
      <input type="hidden" name={meta.name} value={saved ?? ""} />
      <label htmlFor={uploadId} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {saved ? (
        <div className="flex items-center gap-3">
          <img
            src={thumbnailUrl(saved)}
            alt=""
            className="size-16 rounded-lg object-cover ring-1 ring-slate-200"
          />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name={`${list}[${index}].removePhoto`}
              className="size-4 rounded border-slate-300"
            />
            Remove this photo
          </label>
        </div>
      ) : null}
      <input
        id={uploadId}
        type="file"
        name={`${list}[${index}].upload`}
        accept={ACCEPTED_IMAGE_TYPES.join(",")}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800"
      />
      <p className="text-sm text-slate-500">
        {saved ? "Choose a file to replace it. " : ""}JPEG, PNG, WebP or GIF, up to 10 MB. It is
        saved with the section.
      </p>
      {meta.errors?.[0] ? (
        <p className="text-sm font-semibold text-red-700">{meta.errors[0]}</p>
      ) : null}
    </div>
  );
}
