/**
 * The pieces every admin form is built from: useAdminForm (Conform over
 * the entity's zod schema), labelled fields that take their limits and
 * errors from it, page and notice layout, and UploadForm, a real multipart
 * form that, once JavaScript runs, sends itself with XMLHttpRequest to show
 * upload progress (the action answers JSON then).
 */
import {
  getFormProps,
  useForm,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import type { Constraint } from "@conform-to/dom";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { Form, Link, useNavigate } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { saveTrouble, type SaveAnswer, type SaveTrouble } from "~/components/admin/save-trouble-reason";
import { SaveTroubleMessage } from "./save-trouble-message";
import { Notice, type NoticeTone } from "./notice";
import { useUnsavedChanges } from "./unsaved-changes";
import { withUploadedPhotos } from "./photo-uploads";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { z } from "zod";
import { useFormChecks, type SchemaLoader } from "./form-checks";
import { PUBLISH_STATES, submitLabelFor, type PublishState } from "~/content/publish-state";

/**
 * How long a message after an action stays unless dismissed (docs/product.md#form-behaviour):
 * 6 seconds, counted again once the pointer or the focus leaves it. And the gallery's success
 * redirect delay.
 */
export const MESSAGE_MS = 6000;
export const SUCCESS_REDIRECT_MS = 2000;

export type TimedMessage = { text: string; tone: NoticeTone };

/**
 * A message after an action: shown beside the control that caused it, gone after MESSAGE_MS or
 * its Dismiss button (Notice's `onDismiss`), and kept while the owner's pointer or focus is in it.
 */
export function useTimedMessage(ms = MESSAGE_MS) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback(
    (text: string, tone: NoticeTone = "info") => {
      clearTimeout(timer.current);
      setMessage({ text, tone });
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  /** Holds the message while the owner is in it (reading, or about to press Dismiss). */
  const hold = useCallback(
    (holding: boolean) => {
      clearTimeout(timer.current);
      if (!holding) timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return [message, show, dismiss, hold] as const;
}

/** A timed message from useTimedMessage, with its Dismiss button. */
export function TimedNotice({
  timed,
}: {
  timed: readonly [TimedMessage | null, unknown, () => void, (holding: boolean) => void];
}) {
  const [message, , dismiss, hold] = timed;
  if (!message) return null;
  return (
    <div
      onPointerEnter={() => hold(true)}
      onPointerLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold(false);
      }}
    >
      <Notice tone={message.tone} onDismiss={dismiss}>
        {message.text}
      </Notice>
    </div>
  );
}

// Kept in its own module so screens that only show a message (the admin layout's) load no form code.
export { Notice, type NoticeTone } from "./notice";

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
  children,
}: {
  label: string;
  meta: Field;
  hint?: string;
  children: ReactNode;
}) {
  const error = meta.errors?.[0];
  return (
    <div>
      <FieldLabel htmlFor={meta.id} label={label} required={meta.required} />
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

/** What an action answers when it refuses a save (see form-response.server.ts). */
export type FormFailureData = {
  message: string;
  reply: SubmissionResult<string[]>;
  /** Rendered Markdown fields after a no-JavaScript preview. */
  preview?: Record<string, string>;
  /** After a save refused as based on an older version: the record's version now. */
  version?: string;
};

type UploadAnswer = { redirectTo?: string } & Partial<FormFailureData>;

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
export function firstRefusedField(reply: SubmissionResult<string[]> | undefined) {
  return Object.entries(reply?.error ?? {}).find(
    ([name, errors]) => name !== "" && Array.isArray(errors) && errors.length > 0,
  )?.[0];
}

/** Whether a refusal is about fields only, each message shown beside its field. */
export function refusesFieldsOnly(reply: SubmissionResult<string[]> | undefined) {
  const formErrors = reply?.error?.[""];
  return firstRefusedField(reply) !== undefined && !formErrors?.length;
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

/** Any entity's admin form, as the shared pieces (UploadForm, EditorPage) take it. */
export type AdminForm = Omit<ReturnType<typeof useAdminForm>, "form"> & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form of any entity schema
  form: FormMetadata<any, string[]>;
};

export type UploadFormProps = {
  admin: Pick<AdminForm, "form" | "checks" | "answer" | "setAnswer"> &
    Partial<Pick<AdminForm, "refusedFirst">>;
  managePath: string;
  /** The save-failure message, used when the server gives no specific one. */
  fallbackError: string;
  /** The save button while the item is and stays published. */
  submitLabel: string;
  busyLabel: string;
  /**
   * The button follows the Publishing choice: the item's noun ("Schedule
   * Post") and, when editing, the state it was saved in. Without JavaScript
   * it shows the label of the choice the page was rendered with.
   */
  publishing: { noun: string; saved?: PublishState };
  /** Shown for 2 seconds before going to the manage page (the gallery forms). */
  successMessage?: string;
  /**
   * Changes to compare against start again when this changes (for a form
   * whose saved state changes without a save of the form).
   */
  baseline?: unknown;
  /** With JavaScript: why the form cannot be sent yet (disables the button). */
  blockedReason?: string | null;
  /** Called when a save succeeded (the work kept on the device is cleared, kept-work.tsx). */
  onSaved?: () => void;
  children: ReactNode;
};

/**
 * A real multipart form. Once JavaScript runs, a valid form sends itself
 * with XMLHttpRequest to show upload progress (the action answers JSON
 * then, docs/decisions/008-upload-progress-same-action.md).
 */
export function UploadForm({
  admin,
  managePath,
  fallbackError,
  submitLabel,
  busyLabel,
  publishing,
  successMessage,
  blockedReason,
  baseline,
  onSaved,
  children,
}: UploadFormProps) {
  const { form, checks, answer, setAnswer, refusedFirst } = admin;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [clientMessage, setClientMessage] = useState("");
  const [success, setSuccess] = useState("");
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  // A save that never reached the action (offline, signed out) or failed on the server.
  const [trouble, setTrouble] = useState<SaveTrouble | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { setSaving } = useUnsavedChanges(formRef, baseline);
  const request = useRef<XMLHttpRequest | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A refusal of fields shows each message beside its field, and the focus goes to the first
  // (docs/decisions/042-checks-that-wait.md); a box above the form is for the rest.
  const message = clientMessage || (refusesFieldsOnly(answer?.reply) ? "" : answer?.message || "");
  // Conform keeps form.value up to date as the radios change.
  const chosen =
    PUBLISH_STATES.find((state) => state === (form.value as { status?: string })?.status) ??
    "published";
  const saveLabel = submitLabelFor(chosen, { save: submitLabel, ...publishing });

  useEffect(
    () => () => {
      request.current?.abort();
      clearTimeout(redirectTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (message || success || trouble) messageRef.current?.focus();
  }, [message, success, answer, trouble]);

  function fail(answered: Partial<FormFailureData>, why: SaveTrouble | null = null) {
    request.current = null;
    setTrouble(why);
    setBusy(false);
    setSaving(false);
    setClientMessage("");
    // Nothing was checked when the save did not reach the action: the fields keep their state.
    if (why) return;
    setAnswer({
      message: answered.message || fallbackError,
      reply: { status: "error", ...answered.reply },
      version: answered.version,
    });
  }

  function troubleOf(answer: SaveAnswer) {
    const page = window.location.pathname + window.location.search;
    return saveTrouble(answer, { online: navigator.onLine, page, genericMessage: fallbackError });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const body = new FormData(event.currentTarget);
    form.onSubmit(event);
    // Refused in the browser (or one of Conform's own intents): Conform shows each message
    // beside its field and focuses the first refused one.
    if (event.defaultPrevented) return;
    event.preventDefault();
    // A second tap before React re-renders the disabled button must not send again.
    if (busy || request.current) return;
    setClientMessage("");
    setTrouble(null);
    setBusy(true);
    setSaving(true);
    setProgress(0);

    const xhr = new XMLHttpRequest();
    request.current = xhr;
    xhr.open("POST", window.location.pathname + window.location.search);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) {
        setProgress(Math.round((progressEvent.loaded / progressEvent.total) * 100));
      }
    };
    xhr.onload = () => {
      const answered = (xhr.response ?? {}) as UploadAnswer;
      const why = troubleOf({ status: xhr.status, body: xhr.response, url: xhr.responseURL });
      if (!why && xhr.status < 300 && answered.redirectTo) {
        onSaved?.();
        const to = answered.redirectTo;
        if (to.startsWith(managePath) && successMessage) {
          setProgress(100);
          setSuccess(successMessage);
          redirectTimer.current = setTimeout(() => navigate(managePath), SUCCESS_REDIRECT_MS);
        } else {
          navigate(to);
        }
        return;
      }
      fail(answered, why);
    };
    xhr.onerror = () => fail({}, troubleOf(null));
    xhr.send(body);
  }

  const blocked = hydrated && Boolean(blockedReason);
  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      onSubmit={(event) => checks.submit(event, handleSubmit)}
      onFocus={checks.onFocus}
      className="space-y-8"
    >
      {/* Enter in a field saves: the first submit button is the form's default, and the
          Markdown fields' no-JavaScript Preview buttons come before the visible Save. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
        {saveLabel}
      </button>
      {message || success || trouble ? (
        <div ref={messageRef} tabIndex={-1} className="scroll-mt-24 outline-none">
          {success ? (
            <Notice tone="success">{success}</Notice>
          ) : trouble ? (
            <Notice tone="error">
              <SaveTroubleMessage trouble={trouble} />
            </Notice>
          ) : (
            <Notice tone="error">{message}</Notice>
          )}
        </div>
      ) : null}
      <RefusedFirstProvider value={refusedFirst}>{children}</RefusedFirstProvider>

      <div className="space-y-4 border-t border-slate-200 pt-6">
        {busy ? <UploadProgress percent={progress} /> : null}
        {blocked ? <p className="text-sm font-semibold text-red-700">{blockedReason}</p> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink to={managePath} variant="secondary" className="min-h-12">
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={busy || blocked} className="min-h-12">
            {busy ? busyLabel : saveLabel}
          </Button>
        </div>
      </div>
    </Form>
  );
}

function UploadProgress({ percent }: { percent: number }) {
  const done = percent >= 100;
  return (
    <div>
      <div className="flex justify-between text-sm font-medium text-slate-700">
        <span>{done ? "Processing images..." : "Uploading..."}</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-orange-700 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
