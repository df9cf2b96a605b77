/**
 * The fields every admin form is built from: labelled controls that take their limits and
 * errors from the entity's schema (through Conform), and the page and section frames around them.
 */
import type { FieldMetadata } from "@conform-to/react";
import { createContext, useContext, type ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";

/** Page frame for an admin form: back link, heading, one-line intro, the form card. */
export function FormPage({
  title,
  intro,
  backTo,
  backLabel,
  site,
  children,
}: {
  title: string;
  intro: string;
  backTo: string;
  backLabel: string;
  /** The public page of the item being edited. */
  /** The item's public page, or its preview while it is not public (docs/decisions/026-publish-state.md). */
  site?: { to: string; preview: boolean };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <Link
          to={backTo}
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-orange-700 hover:text-orange-800"
        >
          <Icon name="chevron-left" className="size-4" />
          {backLabel}
        </Link>
        {site ? (
          <a
            href={site.to}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-orange-700 hover:text-orange-800"
          >
            {site.preview ? "Preview" : "View on site"}
            <Icon name="external-link" className="size-4" />
          </a>
        ) : null}
      </div>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-600">{intro}</p>
      <div className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {children}
      </div>
    </div>
  );
}

/** A titled group of fields inside a form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  // The first section has no rule above it; the form's hidden default button and version field
  // come before it, so it is the first fieldset rather than the first child.
  return (
    <fieldset className="space-y-5 border-t border-slate-200 pt-6 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="sr-only">{title}</legend>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
      </div>
      {children}
    </fieldset>
  );
}

/** The Conform metadata of one field (errors, ids, the value to show, the schema's constraints). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field of any entity schema
export type Field = FieldMetadata<any, any, string[]>;

type FieldProps = {
  label: string;
  meta: Field;
  hint?: string;
  placeholder?: string;
  /** The language of the text typed, where it is not the page's: "ta" for a Tamil field. */
  lang?: string;
};

const INPUT_CLASS =
  "mt-1.5 block w-full rounded-lg border-0 bg-white px-3.5 py-3 text-base text-slate-900 ring-1 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-orange-700 focus:outline-none";

/** A field's label, with a visible star and a spoken "(required)" when it must be filled. */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-800">
      {label}
      {required ? (
        <>
          <span aria-hidden="true" className="text-orange-700">
            {" "}
            *
          </span>
          <span className="sr-only"> (required)</span>
        </>
      ) : null}
    </label>
  );
}

export function FieldFrame({
  label,
  meta,
  hint,
  required = meta.required,
  children,
}: {
  label: string;
  meta: Field;
  hint?: string;
  /** Whether the label says "required"; the schema's answer unless the control decides. */
  required?: boolean;
  children: ReactNode;
}) {
  const error = meta.errors?.[0];
  return (
    <div>
      <FieldLabel htmlFor={meta.id} label={label} required={required} />
      {children}
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

/** The attributes every control takes from its field: name, value, the schema's limits, a11y. */
export function controlProps(meta: Field, hint: string | undefined, autoFocus = false) {
  const error = meta.errors?.[0];
  return {
    autoFocus: autoFocus || undefined,
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    required: meta.required,
    maxLength: meta.maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby":
      [hint ? meta.descriptionId : null, error ? meta.errorId : null].filter(Boolean).join(" ") ||
      undefined,
    className: `${INPUT_CLASS} ${error ? "ring-red-600" : "ring-slate-300"}`,
  };
}

export function initialText(meta: Field): string | undefined {
  const value = meta.initialValue;
  if (Array.isArray(value)) return value.join(", ");
  return typeof value === "string" ? value : undefined;
}

/**
 * A one-line text field. `inputMode` picks the phone's keyboard (digits, a phone pad, @ for an
 * e-mail address) without the browser's own checks of `type="email"` and the like, so every
 * message still comes from the form's schema.
 */
export function TextField({
  label,
  meta,
  hint,
  placeholder,
  lang,
  inputMode,
  autoComplete,
}: FieldProps & {
  inputMode?: "numeric" | "decimal" | "tel" | "email" | "url";
  autoComplete?: string;
}) {
  const autoFocus = useRefusedFirst(meta);
  return (
    <FieldFrame {...{ label, meta, hint }}>
      <input
        key={meta.key}
        type={inputMode === "tel" ? "tel" : "text"}
        inputMode={inputMode}
        autoComplete={autoComplete}
        lang={lang}
        defaultValue={initialText(meta)}
        placeholder={placeholder}
        {...controlProps(meta, hint, autoFocus)}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  meta,
  hint,
  placeholder,
  rows = 5,
  lang,
}: FieldProps & { rows?: number }) {
  const autoFocus = useRefusedFirst(meta);
  return (
    <FieldFrame {...{ label, meta, hint }}>
      <textarea
        key={meta.key}
        lang={lang}
        rows={rows}
        defaultValue={initialText(meta)}
        placeholder={placeholder}
        {...controlProps(meta, hint, autoFocus)}
      />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  meta,
  hint,
  options,
  blankLabel,
}: FieldProps & { options: readonly { value: string; label: string }[]; blankLabel?: string }) {
  const autoFocus = useRefusedFirst(meta);
  const props = controlProps(meta, hint, autoFocus);
  return (
    <FieldFrame {...{ label, meta, hint }}>
      <select
        key={meta.key}
        defaultValue={initialText(meta)}
        {...props}
        className={`${props.className} pr-10`}
      >
        {blankLabel !== undefined ? <option value="">{blankLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

const RefusedFirstContext = createContext<string | undefined>(undefined);

/** Around a form's fields: the field the server's refusal puts the focus on. */
export const RefusedFirstProvider = RefusedFirstContext.Provider;

/**
 * `autoFocus` for the first field a server refusal named, so a page refused
 * without JavaScript opens with the cursor there (with JavaScript, Conform
 * focuses it after each refused submit).
 */
export function useRefusedFirst(meta: Field): boolean {
  const name = useContext(RefusedFirstContext);
  return name !== undefined && name === meta.name && Boolean(meta.errors?.length);
}
