/**
 * UploadForm, a real multipart form that, once JavaScript runs, sends itself with
 * XMLHttpRequest to show upload progress (the action answers JSON then).
 */
import { getFormProps } from "@conform-to/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigate } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { PUBLISH_STATES, submitLabelFor, type PublishState } from "~/content/publish-state";
import {
  saveTrouble,
  type SaveAnswer,
  type SaveTrouble,
} from "~/components/admin/offline/save-trouble-reason";
import { refusesFieldsOnly, type AdminForm, type FormFailureData } from "../form/admin-form";
import { RefusedFirstProvider } from "../form/form-fields";
import { Notice } from "../notice";
import { SaveTroubleMessage } from "../offline/save-trouble-message";
import { SUCCESS_REDIRECT_MS } from "../timed-message";
import { photosNotSentNow } from "../photos/photo-uploads";
import { useUnsavedChanges } from "./unsaved-changes";

type UploadAnswer = { redirectTo?: string } & Partial<FormFailureData>;
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
  const { form, checks, answer, refusedFirst } = admin;
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const { setSaving } = useUnsavedChanges(formRef, baseline);
  const save = useUploadRequest({
    admin,
    setSaving,
    managePath,
    fallbackError,
    successMessage,
    onSaved,
  });
  // Conform keeps form.value up to date as the radios change.
  const chosen =
    PUBLISH_STATES.find((state) => state === (form.value as { status?: string })?.status) ??
    "published";
  const saveLabel = submitLabelFor(chosen, { save: submitLabel, ...publishing });

  const blocked = hydrated && Boolean(blockedReason);
  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      onSubmit={(event) => {
        // Photos picked a moment ago: the button is disabled once React has drawn them, and a
        // tap may come first. Nothing is sent; the message under the button says why.
        if (hydrated && photosNotSentNow(form.id)) return event.preventDefault();
        checks.submit(event, save.handleSubmit);
      }}
      onFocus={checks.onFocus}
      className="space-y-8"
    >
      {/* Enter in a field saves: the first submit button is the form's default, and the
          Markdown fields' no-JavaScript Preview buttons come before the visible Save. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
        {saveLabel}
      </button>
      <SaveMessage answer={answer} success={save.success} trouble={save.trouble} />
      <RefusedFirstProvider value={refusedFirst}>{children}</RefusedFirstProvider>

      <div className="space-y-4 border-t border-slate-200 pt-6">
        {save.busy ? <UploadProgress percent={save.progress} /> : null}
        {blocked ? <p className="text-sm font-semibold text-red-700">{blockedReason}</p> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink to={managePath} variant="secondary" className="min-h-12">
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={save.busy || blocked} className="min-h-12">
            {save.busy ? busyLabel : saveLabel}
          </Button>
        </div>
      </div>
    </Form>
  );
}

/**
 * Sends a valid form with XMLHttpRequest, for its upload progress, and follows the action's
 * answer: to the page it redirects to, or back to the form with its refusal.
 */
function useUploadRequest({
  admin: { form, setAnswer },
  setSaving,
  managePath,
  fallbackError,
  successMessage,
  onSaved,
}: Pick<
  UploadFormProps,
  "admin" | "managePath" | "fallbackError" | "successMessage" | "onSaved"
> & {
  setSaving: (saving: boolean) => void;
}) {
  const navigate = useNavigate();
  const [success, setSuccess] = useState("");
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  // A save that never reached the action (offline, signed out) or failed on the server.
  const [trouble, setTrouble] = useState<SaveTrouble | null>(null);
  const request = useRef<XMLHttpRequest | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(
    () => () => {
      request.current?.abort();
      clearTimeout(redirectTimer.current);
    },
    [],
  );

  function fail(answered: Partial<FormFailureData>, why: SaveTrouble | null = null) {
    request.current = null;
    setTrouble(why);
    setBusy(false);
    setSaving(false);
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

  function succeed(to: string) {
    onSaved?.();
    if (to.startsWith(managePath) && successMessage) {
      setProgress(100);
      setSuccess(successMessage);
      redirectTimer.current = setTimeout(() => navigate(managePath), SUCCESS_REDIRECT_MS);
    } else {
      navigate(to);
    }
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
      if (!why && xhr.status < 300 && answered.redirectTo) return succeed(answered.redirectTo);
      fail(answered, why);
    };
    xhr.onerror = () => fail({}, troubleOf(null));
    xhr.send(body);
  }

  return { busy, progress, success, trouble, handleSubmit };
}

/** The box above the form: the save's success, its trouble, or a refusal not about one field. */
function SaveMessage({
  answer,
  success,
  trouble,
}: {
  answer: FormFailureData | undefined;
  success: string;
  trouble: SaveTrouble | null;
}) {
  const messageRef = useRef<HTMLDivElement>(null);
  // A refusal of fields shows each message beside its field, and the focus goes to the first
  // (docs/decisions/042-checks-that-wait.md); a box above the form is for the rest.
  const message = refusesFieldsOnly(answer?.reply) ? "" : answer?.message || "";

  useEffect(() => {
    if (message || success || trouble) messageRef.current?.focus();
  }, [message, success, answer, trouble]);

  if (!message && !success && !trouble) return null;
  return (
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
