/**
 * useAdminForm: one admin form's state (Conform over the entity's zod schema), and what the
 * server's refusal of a save says.
 */
import { useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import type { Constraint } from "@conform-to/dom";
import { useState } from "react";
import type { z } from "zod";
import { useFormChecks, type SchemaLoader } from "./form-checks";
import { withUploadedPhotos } from "../photos/photo-uploads";

/** What an action answers when it refuses a save (see form-response.server.ts). */
export type FormFailureData = {
  message: string;
  reply: SubmissionResult<string[]>;
  /** Rendered Markdown fields after a no-JavaScript preview. */
  preview?: Record<string, string>;
  /** After a save refused as based on an older version: the record's version now. */
  version?: string;
};

/** A form's constraints as the server computed them from its schema (`formConstraint`). */
export type FormConstraint = Record<string, Constraint>;

/**
 * One admin form's state, built from the entity's zod schema: the browser
 * checks the same rules the server applies, and the server's refusal
 * (from the page's action or the upload request) shows the errors and
 * what was typed. The schema itself is loaded when the owner starts using
 * the form (form-checks.ts); the attributes that also work without
 * JavaScript come with the page (`constraint`, from the loader).
 *
 * Fields are checked when the form is submitted, and a refused field again
 * as it is typed in; leaving a field checks nothing, so no message about a
 * field not reached yet appears and the focus stays where the owner put it
 * (docs/decisions/042-checks-that-wait.md). After a refused submit Conform
 * puts the focus on the first refused field; a page refused without
 * JavaScript does the same with `autofocus` (useRefusedFirst).
 */
export function useAdminForm<Schema extends z.ZodObject>(
  schema: SchemaLoader<Schema>,
  {
    constraint,
    failure,
    defaultValue,
  }: {
    constraint: FormConstraint;
    failure: FormFailureData | undefined;
    defaultValue?: Record<string, unknown>;
  },
) {
  const [answer, setAnswer] = useState(failure);
  const checks = useFormChecks(schema, withUploadedPhotos);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    lastResult: answer?.reply,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route passes its record's values
    defaultValue: defaultValue as any,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: checks.onValidate,
  });
  // The page as the server rendered it: its first refused field takes the focus on load.
  const [refusedFirst] = useState(() => firstRefusedField(failure?.reply));
  return { form, fields, checks, answer, setAnswer, refusedFirst };
}

/**
 * The first field a refusal names, in the schema's order (the order of the editors' fields);
 * none for a refusal of the whole form.
 */
function firstRefusedField(reply: SubmissionResult<string[]> | undefined) {
  return Object.entries(reply?.error ?? {}).find(
    ([name, errors]) => name !== "" && Array.isArray(errors) && errors.length > 0,
  )?.[0];
}

/** Whether a refusal is about fields only, each message shown beside its field. */
export function refusesFieldsOnly(reply: SubmissionResult<string[]> | undefined) {
  const formErrors = reply?.error?.[""];
  return firstRefusedField(reply) !== undefined && !formErrors?.length;
}
/** Any entity's admin form, as the shared pieces (UploadForm, EditorPage) take it. */
export type AdminForm = Omit<ReturnType<typeof useAdminForm>, "form"> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form of any entity schema
  form: FormMetadata<any, string[]>;
};
