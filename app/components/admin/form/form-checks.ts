/**
 * The browser's checks of an admin form, loaded when the owner starts using the form instead of
 * with the page (docs/decisions/054-admin-script-budget.md): zod, Conform's zod adapter and the
 * entity's schema are a fifth of an editor's script. The page still gets everything that shows
 * before a check runs from the server: the schema's constraints (required, lengths) come with
 * the loader's data (`formConstraint`), so labels, the browser's own attributes and the page
 * without JavaScript need no zod in the browser.
 *
 * The checks start loading at the first focus in the form. A submit that comes before they are
 * there waits for them (then sends itself again), so every save is checked in the browser as
 * before; if they cannot be loaded (offline), the save goes on unchecked and the server checks
 * it, as it checks every save.
 */
import {
  getFormProps,
  parse,
  useForm,
  type Submission,
  type SubmissionResult,
} from "@conform-to/react";
import { INTENT } from "@conform-to/dom";
import { useCallback, useRef, type FormEvent } from "react";
import type { z } from "zod";
import type { FormConstraint } from "./admin-form";

/** Where the form's schema comes from: a dynamic import, so it is a chunk of its own. */
export type SchemaLoader<Schema extends z.ZodType = z.ZodType> = () => Promise<Schema>;

type SubmissionOf<Schema extends z.ZodType> = Submission<
  z.input<Schema>,
  string[],
  z.output<Schema>
>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the submission of any schema
type AnySubmission = Submission<any, string[], any>;
type Check = (formData: FormData) => AnySubmission;

/**
 * A submission that decides nothing, for checks not loaded yet: Conform then keeps the errors
 * it shows and lets a submit through (`error: null`). Its own changes (a field checked as it is
 * left, a restore, the list buttons) stay in the page (`value: undefined`): let through, they
 * would be posted to the server as the form.
 */
function undecided(formData: FormData): AnySubmission {
  return parse(formData, {
    resolve: (_payload, intent) => (intent ? { value: undefined } : { error: null }),
  }) as AnySubmission;
}

/** The kind of a Conform intent button ("validate", "update", "insert", ...). */
function intentType(button: Element): string | undefined {
  try {
    return (JSON.parse(button.getAttribute("value") ?? "") as { type?: string }).type;
  } catch {
    return undefined;
  }
}

/**
 * Conform's `onValidate` for a schema loaded on first use, and the form's `onSubmit` and
 * `onFocus` that load it. `prepare` adjusts the form data before it is checked (photos sent
 * ahead of the save).
 */
export function useFormChecks<Schema extends z.ZodType>(
  loadSchema: SchemaLoader<Schema>,
  prepare: (formData: FormData) => FormData = (formData) => formData,
) {
  const state = useRef<{ check?: Check; loading?: Promise<void>; failed?: boolean }>({});
  const loader = useRef(loadSchema);
  loader.current = loadSchema;
  const prepared = useRef(prepare);
  prepared.current = prepare;

  const load = useCallback(() => {
    const current = state.current;
    if (current.check) return Promise.resolve();
    current.loading ??= Promise.all([loader.current(), import("@conform-to/zod/v4")]).then(
      ([schema, { parseWithZod }]) => {
        current.check = (formData) =>
          parseWithZod(prepared.current(formData), { schema }) as AnySubmission;
        current.failed = false;
      },
      () => {
        // Offline, most likely: the server checks the save; the next focus tries again.
        current.failed = true;
        current.loading = undefined;
      },
    );
    return current.loading;
  }, []);

  const onValidate = useCallback(
    ({ formData }: { formData: FormData }): SubmissionOf<Schema> =>
      state.current.check ? state.current.check(formData) : undecided(formData),
    [],
  );

  /** A form's submit, checked first: `onSubmit={(event) => checks.submit(event, handler)}`. */
  const submit = useCallback(
    <E extends FormEvent<HTMLFormElement>>(event: E, handler: (event: E) => void) => {
      const { check, failed } = state.current;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const intent = submitter?.getAttribute("name") === INTENT ? submitter : null;
      if (check || failed) {
        handler(event);
        return;
      }
      // Conform's own changes are submits too, with its intent button. They never wait: a second
      // submit after the button is gone would send the form to the server as a save.
      if (intent) {
        // Checking a field as it is left needs the checks: without them it checks nothing.
        if (intentType(intent) === "validate") {
          event.preventDefault();
          void load();
        } else handler(event); // a restore, a list button: Conform applies it in the page
        return;
      }
      event.preventDefault();
      const formElement = event.currentTarget;
      void load().then(() => {
        if (!formElement.isConnected) return;
        // The failed flag lets this second submit through unchecked when loading failed.
        if (!state.current.check) state.current.failed = true;
        formElement.requestSubmit(submitter?.isConnected ? submitter : undefined);
      });
    },
    [load],
  );

  return { onValidate, submit, load, onFocus: load };
}

/**
 * A small admin form (an account's e-mail or password, an administrator) on Conform, checked as
 * the editors are: each field when it is left, a refused one again as it is typed in, the whole
 * form at submit. Gives the form, its fields and the props of its `<Form>`.
 */
export function useCheckedForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(
  id: string,
  loadSchema: SchemaLoader<Schema>,
  options: {
    lastResult?: SubmissionResult<string[]> | null;
    constraint: FormConstraint;
    defaultValue?: Partial<z.input<Schema>>;
  },
) {
  const checks = useFormChecks(loadSchema);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue as never,
    constraint: options.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: checks.onValidate,
  });
  const formProps = {
    ...getFormProps(form),
    onSubmit: (event: FormEvent<HTMLFormElement>) => checks.submit(event, form.onSubmit),
    onFocus: checks.onFocus,
  };
  return { form, fields, formProps };
}
