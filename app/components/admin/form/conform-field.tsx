import { REAUTHENTICATION_LABEL } from "~/schemas/form-choices";
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

/** A labelled input driven by a Conform field: the schema's limits, its errors, what was typed. */
export function ConformField({
  meta,
  label,
  type,
  autoComplete,
  help,
  autoFocus,
}: {
  meta: FieldMetadata<string>;
  label: string;
  type: "text" | "email" | "password";
  autoComplete?: string;
  help?: ReactNode;
  /** For the first field a refused post points at: a page that came back without JavaScript
   * puts the cursor there (with JavaScript, Conform moves the focus itself). */
  autoFocus?: boolean;
}) {
  const errors = meta.errors?.length ? meta.errors : null;
  return (
    <div>
      <label htmlFor={meta.id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: help ? `${meta.id}-help` : undefined })}
        key={meta.key}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        className={`mt-1.5 block w-full rounded-lg border-0 px-3.5 py-2.5 text-base text-slate-900 ring-1 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none ${
          errors ? "ring-red-600" : "ring-slate-300"
        }`}
      />
      {help ? (
        <p id={`${meta.id}-help`} className="mt-1.5 text-sm text-slate-600">
          {help}
        </p>
      ) : null}
      {errors ? (
        <p id={meta.errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level message Conform carries (e.g. a refusal that belongs to no single field). */
export function FormMessage({ id, errors }: { id?: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
    >
      {errors[0]}
    </p>
  );
}

/** The name of the first field with an error, for `autoFocus` (see ConformField). */
export function firstInvalidField(fields: FieldMetadata<string>[]): string | undefined {
  return fields.find((meta) => meta.errors?.length)?.name;
}

/**
 * The current password a sensitive action asks for again, typed into that action's own form
 * (docs/security/sign-in.md#sensitive-actions).
 */
export function ReauthenticationField({
  meta,
  help,
  autoFocus,
}: {
  meta: FieldMetadata<string>;
  help?: ReactNode;
  autoFocus?: boolean;
}) {
  return (
    <ConformField
      meta={meta}
      label={REAUTHENTICATION_LABEL}
      type="password"
      autoComplete="current-password"
      help={help}
      autoFocus={autoFocus}
    />
  );
}
