/**
 * The save of a plain-form editor (the Site Pages editors and Settings) with JavaScript: sent by
 * fetch asking for JSON (app/http/form-response.server.ts), like the other editors' saves, so a
 * save that fails (offline, the connection dropped, the session ended, the server failed) leaves
 * the page and the form as they were and says what happened and what to do, in the words of the
 * other editors (save-trouble-message.tsx, docs/product/admin-forms.md#work-kept-on-the-device).
 * The text is kept on the device by kept-work.tsx as the save starts. Without JavaScript the form
 * posts as a document and the server answers with the page.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import {
  saveTrouble,
  type SaveAnswer,
  type SaveTrouble,
} from "~/components/admin/offline/save-trouble-reason";
import { Notice } from "../notice";
import { SaveTroubleMessage } from "../offline/save-trouble-message";

async function post(form: HTMLFormElement, submitter: HTMLElement | null): Promise<SaveAnswer> {
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body: new FormData(form, submitter),
      headers: { Accept: "application/json" },
    });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body, url: response.url };
  } catch {
    return null;
  }
}

/**
 * `genericMessage`: the form's own "failed" message (a server failure says no more than it);
 * `onRefused` gets the server's refusal (the action's data, as JSON: fields to correct, a newer
 * version). `trouble` says why a save did not reach the database.
 */
export function useSaveInPage<Refusal>({
  genericMessage,
  onRefused,
}: {
  genericMessage: string;
  onRefused: (refusal: Refusal) => void;
}) {
  const navigate = useNavigate();
  const [trouble, setTrouble] = useState<SaveTrouble | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  async function save(form: HTMLFormElement, submitter: HTMLElement | null) {
    const page = window.location.pathname + window.location.search;
    const answer = await post(form, submitter);
    const why = saveTrouble(answer, { online: navigator.onLine, page, genericMessage });
    if (why || !answer) {
      setTrouble(why ?? { kind: "connection" });
      return;
    }
    const body = (answer.body ?? {}) as { redirectTo?: unknown };
    if (answer.status < 300 && typeof body.redirectTo === "string") {
      await navigate(body.redirectTo);
      return;
    }
    onRefused(answer.body as Refusal);
  }

  /** The form's onSubmit, after Conform's own (`validate`), which may stop it first. */
  function onSubmit(
    event: FormEvent<HTMLFormElement>,
    validate: (event: FormEvent<HTMLFormElement>) => void,
  ) {
    validate(event);
    if (event.defaultPrevented) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    // Preview opens the public page in a new tab: the browser posts that one itself.
    if (submitter?.getAttribute("formtarget") === "_blank") return;
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setTrouble(null);
    const form = event.currentTarget;
    void save(form, submitter).finally(() => {
      sending.current = false;
      setBusy(false);
    });
  }

  return { trouble, busy, onSubmit };
}

/** What happened to a save, scrolled into view and focused where it shows. */
export function SaveTroubleNotice({ trouble }: { trouble: SaveTrouble | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!trouble) return;
    box.current?.scrollIntoView({ block: "center" });
    box.current?.focus();
  }, [trouble]);
  if (!trouble) return null;
  return (
    <div ref={box} tabIndex={-1} className="outline-none">
      <Notice tone="error">
        <SaveTroubleMessage trouble={trouble} />
      </Notice>
    </div>
  );
}
