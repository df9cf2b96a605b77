/**
 * The pieces of the site-section editor (site-section-editor.tsx): the list editor every
 * section's lists use, and the fields its items are made of.
 */
import type { FormMetadata } from "@conform-to/react";
import { createContext, useContext, type ReactNode } from "react";
import {
  FieldFrame,
  FormSection,
  SelectField,
  TextField,
  controlProps,
  type Field,
} from "~/components/admin/form/form-fields";
import { TamilFieldGroup, type TamilFieldSpec } from "~/components/admin/form/tamil-fields";
import { SiteIcon, type IconName } from "~/components/ui/site-icon";
import { thumbnailUrl } from "~/media/image-urls";
import { ACCEPTED_IMAGE_TYPES } from "~/media/upload-limits";
import { SITE_TEXT_LIMITS, type SiteSectionKey } from "~/schemas/form-choices";
import { CONTENT_ICON_NAMES } from "~/config/icon-names";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one form for six section schemas
export type AnyForm = FormMetadata<any, string[]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list field of any section
export type Fields = Record<string, any>;

/** The section being edited and its form, for the lists' buttons and their items' Tamil fields. */
export const SectionEditing = createContext<{ key: SiteSectionKey; form: AnyForm }>({
  key: "home",
  form: undefined as unknown as AnyForm,
});

const ICON_OPTIONS = CONTENT_ICON_NAMES.map((name) => ({
  value: name,
  label: name.charAt(0).toUpperCase() + name.slice(1).replace("-", " "),
}));

/** The icon a figure, point, step or service shows. */
export function IconField({ meta, hint }: { meta: Field; hint?: string }) {
  return <SelectField label="Icon" meta={meta} options={ICON_OPTIONS} hint={hint} />;
}

/** A section of the form that is one list: its heading, and the list editor. */
export function ListSection({
  title,
  description,
  ...list
}: {
  title: string;
  description?: string;
} & Parameters<typeof ListEditor>[0]) {
  return (
    <FormSection title={title} description={description}>
      <ListEditor {...list} />
    </FormSection>
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
      <SiteIcon name={icon} className="size-4" />
      {children}
    </button>
  );
}

/** "Tier 2: Premium": an item's number, and its name or title once it has one. */
function itemHeading(noun: string, index: number, fields: Fields): string {
  const named = fields.name?.value ?? fields.title?.value;
  return typeof named === "string" && named.trim()
    ? `${noun} ${index + 1}: ${named.trim()}`
    : `${noun} ${index + 1}`;
}

/**
 * A list the owner adds to, edits, reorders and removes from. The buttons are Conform's
 * intents: submit buttons, so they work without JavaScript too.
 */
function ListEditor({
  list,
  noun,
  blank,
  max = SITE_TEXT_LIMITS.items,
  children,
}: {
  list: Fields[string];
  noun: string;
  blank: Record<string, unknown>;
  max?: number;
  children: (item: Fields, index: number) => ReactNode;
}) {
  const items: Fields[string][] = list.getFieldList();
  const { key: sectionKey, form } = useContext(SectionEditing);
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
          <SiteIcon name="plus" className="size-5" />
          Add {noun.toLowerCase()}
        </button>
      ) : null}
    </div>
  );
}

/** The Tamil label and size of each text that has a Tamil version (the schemas' `ta` keys). */
const TAMIL_LABELS: Record<string, Omit<TamilFieldSpec, "key">> = {
  headline: { label: "முதன்மை வரி" },
  year: { label: "ஆண்டு" },
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
    timeline: ["year", "title", "description"],
    team: ["name", "role", "bio"],
  },
  // A service's and a tier's features have their Tamil list beside the English one (FeaturesField).
  services: { items: ["title", "summary", "description"] },
  process: { items: ["title", "description"] },
  pricing: { items: ["name", "description", "warranty", "maintenance"] },
  testimonials: { items: ["name", "role", "quote"] },
  estimator: { section: ["note"], extras: ["name"], stages: ["name"] },
  progress: { stages: ["name"] },
};

export function tamilFields(section: SiteSectionKey, part: string): TamilFieldSpec[] {
  return (TAMIL_KEYS[section][part] ?? []).map((key) => ({ key, ...TAMIL_LABELS[key]! }));
}

/**
 * A service's features or a tier's included items: the English lines and, beside them, the Tamil
 * ones a Tamil page shows instead (docs/decisions/065-tamil-list-items.md).
 */
export function FeaturesField({
  label,
  tamilLabel,
  item,
}: {
  label: string;
  tamilLabel: string;
  item: Fields;
}) {
  const hint = `One per line, at most ${SITE_TEXT_LIMITS.features}.`;
  const tamil = item.ta?.getFieldset().features as Field | undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LinesField label={label} meta={item.features} hint={hint} />
      {tamil ? (
        <LinesField
          label={tamilLabel}
          meta={tamil}
          hint={`${hint} Optional: a Tamil page shows the English list when this is empty.`}
          lang="ta"
        />
      ) : null}
    </div>
  );
}

/** Short lines, one per line of a text box (a list in the stored section); may be empty. */
function LinesField({
  label,
  meta,
  hint,
  lang,
}: {
  label: string;
  meta: Field;
  hint?: string;
  lang?: "ta";
}) {
  const value = meta.initialValue;
  const text = Array.isArray(value) ? value.join("\n") : typeof value === "string" ? value : "";
  // The list may be empty, and each line's limit is checked on save: the box has neither.
  return (
    <FieldFrame label={label} meta={meta} hint={hint} required={false}>
      <textarea
        key={meta.key}
        lang={lang}
        rows={4}
        defaultValue={text}
        {...controlProps(meta, hint)}
        maxLength={undefined}
        required={false}
      />
    </FieldFrame>
  );
}

/** Whole rupees per sq.ft: digits only, the browser's number keypad on phones. */
export function PriceField({ meta }: { meta: Field }) {
  return (
    <WholeNumberField
      label="Price (₹ per sq.ft)"
      meta={meta}
      hint="Whole rupees per sq.ft, such as 1999."
    />
  );
}

/** A whole number: digits only, the browser's number keypad on phones. */
export function WholeNumberField({
  label,
  meta,
  hint,
}: {
  label: string;
  meta: Field;
  hint: string;
}) {
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

export function CheckboxField({ label, meta }: { label: string; meta: Field }) {
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

export function SlugField({ meta }: { meta: Field }) {
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
export function PhotoField({
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
