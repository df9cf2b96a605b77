/**
 * The pieces every admin form is built from: labelled fields that show
 * their own error, page and notice layout, and UploadForm, a real
 * multipart form that, once JavaScript runs, sends itself with
 * XMLHttpRequest to show upload progress (the action answers JSON then).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { Form, Link, useNavigate } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { FieldErrors } from "~/schemas/common";

/** Message display duration and the gallery's success redirect delay (docs/product.md#form-behaviour). */
export const MESSAGE_MS = 3000;
export const SUCCESS_REDIRECT_MS = 2000;

/** A message that clears itself after 3 seconds (docs/product.md#form-behaviour). */
export function useTimedMessage(ms = MESSAGE_MS) {
  const [message, setMessage] = useState<{ text: string; tone: NoticeTone } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string, tone: NoticeTone = "info") => {
      clearTimeout(timer.current);
      setMessage({ text, tone });
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return [message, show] as const;
}

const FieldErrorsContext = createContext<FieldErrors>({});

export function useFieldError(name: string): string | undefined {
  return useContext(FieldErrorsContext)[name];
}

export type NoticeTone = "error" | "success" | "info";

const NOTICE_STYLES: Record<NoticeTone, string> = {
  error: "bg-red-50 text-red-800 ring-red-200",
  success: "bg-green-50 text-green-800 ring-green-200",
  info: "bg-amber-50 text-amber-900 ring-amber-200",
};

export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-3 rounded-lg p-4 text-sm font-medium ring-1 ${NOTICE_STYLES[tone]}`}
    >
      <NoticeIcon tone={tone} />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

function NoticeIcon({ tone }: { tone: NoticeTone }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="mt-0.5 size-5 shrink-0"
    >
      {tone === "success" ? (
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.86a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.6-1.6a.75.75 0 1 0-1.06 1.06l2.22 2.22a.75.75 0 0 0 1.14-.1l3.76-5.2Z"
          clipRule="evenodd"
        />
      ) : (
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      )}
    </svg>
  );
}

/** Page frame for an admin form: back link, heading, one-line intro, the form card. */
export function FormPage({
  title,
  intro,
  backTo,
  backLabel,
  children,
}: {
  title: string;
  intro: string;
  backTo: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <Link
        to={backTo}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-orange-700 hover:text-orange-800"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path
            fillRule="evenodd"
            d="M12.8 4.2a.75.75 0 0 1 0 1.06L8.06 10l4.74 4.74a.75.75 0 1 1-1.06 1.06l-5.27-5.27a.75.75 0 0 1 0-1.06l5.27-5.27a.75.75 0 0 1 1.06 0Z"
            clipRule="evenodd"
          />
        </svg>
        {backLabel}
      </Link>
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
  return (
    <fieldset className="space-y-5 border-t border-slate-200 pt-6 first:border-t-0 first:pt-0">
      <legend className="sr-only">{title}</legend>
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {description ? <p className="mt-0.5 text-sm text-slate-500">{description}</p> : null}
      </div>
      {children}
    </fieldset>
  );
}

type FieldProps = {
  label: string;
  name: string;
  defaultValue?: string;
  hint?: string;
  required?: boolean;
  placeholder?: string;
};

const INPUT_CLASS =
  "mt-1.5 block w-full rounded-lg border-0 bg-white px-3.5 py-3 text-base text-slate-900 ring-1 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-orange-700 focus:outline-none";

function useFieldIds(name: string) {
  const id = useId();
  return { inputId: `${id}-${name}`, hintId: `${id}-hint`, errorId: `${id}-error` };
}

function FieldFrame({
  label,
  inputId,
  hint,
  hintId,
  error,
  errorId,
  required,
  children,
}: {
  label: string;
  inputId: string;
  hint?: string;
  hintId: string;
  error?: string;
  errorId: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
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
      {children}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(
  hint: string | undefined,
  hintId: string,
  error: string | undefined,
  errorId: string,
) {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
}

/** What the frame and the control of one field share: ids, the error and how it shows. */
function useFieldControl(name: string, hint: string | undefined, extraClass = "") {
  const { inputId, hintId, errorId } = useFieldIds(name);
  const error = useFieldError(name);
  return {
    frame: { inputId, hint, hintId, error, errorId },
    control: {
      id: inputId,
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(hint, hintId, error, errorId),
      className: `${INPUT_CLASS} ${extraClass} ${error ? "ring-red-600" : "ring-slate-300"}`,
    },
  };
}

export function TextField({
  label,
  name,
  defaultValue,
  hint,
  required,
  placeholder,
  maxLength,
}: FieldProps & { maxLength?: number }) {
  const { frame, control } = useFieldControl(name, hint);
  return (
    <FieldFrame label={label} required={required} {...frame}>
      <input
        {...control}
        type="text"
        defaultValue={defaultValue}
        required={required}
        placeholder={placeholder}
        maxLength={maxLength}
      />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  name,
  defaultValue,
  hint,
  required,
  placeholder,
  rows = 5,
  maxLength,
}: FieldProps & { rows?: number; maxLength?: number }) {
  const { frame, control } = useFieldControl(name, hint);
  return (
    <FieldFrame label={label} required={required} {...frame}>
      <textarea
        {...control}
        rows={rows}
        defaultValue={defaultValue}
        required={required}
        placeholder={placeholder}
        maxLength={maxLength}
      />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  name,
  defaultValue,
  hint,
  options,
  blankLabel,
}: FieldProps & { options: readonly { value: string; label: string }[]; blankLabel?: string }) {
  const { frame, control } = useFieldControl(name, hint, "pr-10");
  return (
    <FieldFrame label={label} {...frame}>
      <select {...control} defaultValue={defaultValue}>
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

/** What an action returns when it refuses a save (see form-response.server.ts). */
export type FormFailureData = {
  message: string;
  errors: FieldErrors;
  values: Record<string, string>;
};

type UploadAnswer = { redirectTo?: string; message?: string; errors?: FieldErrors };

type UploadFormProps = {
  /** The action's answer after a plain (no JavaScript) post that was refused. */
  failure: FormFailureData | undefined;
  managePath: string;
  /** The form's save-failure message (docs/product.md#admin-forms), used when the server gives no specific one. */
  fallbackError: string;
  submitLabel: string;
  busyLabel: string;
  /** Shown for 2 seconds before going to the manage page (the gallery forms). */
  successMessage?: string;
  /** Checks with the entity's schema before anything is uploaded. */
  validate?: (form: FormData) => FieldErrors;
  /** With JavaScript: why the form cannot be sent yet (disables the button). */
  blockedReason?: string | null;
  children: ReactNode;
};

export function UploadForm({
  failure,
  managePath,
  fallbackError,
  submitLabel,
  busyLabel,
  successMessage,
  validate,
  blockedReason,
  children,
}: UploadFormProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>(failure?.errors ?? {});
  const [message, setMessage] = useState(failure?.message ?? "");
  const [success, setSuccess] = useState("");
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const messageRef = useRef<HTMLDivElement>(null);
  const request = useRef<XMLHttpRequest | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      request.current?.abort();
      clearTimeout(redirectTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (message || success) messageRef.current?.focus();
  }, [message, success]);

  function fail(text: string, fieldErrors: FieldErrors = {}) {
    setBusy(false);
    setErrors(fieldErrors);
    setMessage(text || fallbackError);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const body = new FormData(form);
    const clientErrors = validate?.(body) ?? {};
    const names = Object.keys(clientErrors);
    if (names.length > 0) {
      setErrors(clientErrors);
      setMessage(clientErrors[names[0]]);
      return;
    }
    setErrors({});
    setMessage("");
    setBusy(true);
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
      const answer = (xhr.response ?? {}) as UploadAnswer;
      if (xhr.status < 300 && answer.redirectTo) {
        const to = answer.redirectTo;
        if (!to.startsWith(managePath)) {
          navigate(to);
        } else if (successMessage) {
          setProgress(100);
          setSuccess(successMessage);
          redirectTimer.current = setTimeout(() => navigate(managePath), SUCCESS_REDIRECT_MS);
        } else {
          navigate(to);
        }
        return;
      }
      fail(answer.message ?? "", answer.errors);
    };
    xhr.onerror = () => fail("");
    xhr.send(body);
  }

  const blocked = hydrated && Boolean(blockedReason);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      onSubmit={handleSubmit}
      noValidate={hydrated && Boolean(validate)}
      className="space-y-8"
    >
      {message || success ? (
        <div ref={messageRef} tabIndex={-1} className="scroll-mt-24 outline-none">
          {success ? (
            <Notice tone="success">{success}</Notice>
          ) : (
            <Notice tone="error">{message}</Notice>
          )}
        </div>
      ) : null}
      <FieldErrorsContext.Provider value={errors}>{children}</FieldErrorsContext.Provider>

      <div className="space-y-4 border-t border-slate-200 pt-6">
        {busy ? <UploadProgress percent={progress} /> : null}
        {blocked ? <p className="text-sm font-semibold text-red-700">{blockedReason}</p> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink to={managePath} variant="secondary" className="min-h-12">
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={busy || blocked} className="min-h-12">
            {busy ? busyLabel : submitLabel}
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
