/**
 * A Markdown text area (blog content, project descriptions). With
 * JavaScript: a small toolbar (bold, heading, list, link; Ctrl/Cmd+B and
 * Ctrl/Cmd+K) that marks the selection as one edit the browser can undo,
 * and Write / Preview tabs, the preview rendered by the server
 * (/markdown-preview) with the same renderer as the public page, so the
 * Markdown library never ships to the phone. Without it: a Preview button
 * that posts the form (as text only) and comes back with everything typed
 * and the rendered preview.
 *
 * The tabs and the toolbar are in the server's HTML, so the Write tab shows
 * as soon as the page arrives on a slow line, before the script
 * (docs/decisions/054-admin-script-budget.md); CSS (`scripting`) shows
 * them, or the no-JavaScript Preview button, by whether scripts run.
 */
import { useRef, useState, type KeyboardEvent } from "react";
import {
  continueList,
  insertLink,
  linkDraft,
  MARKDOWN_EDITS,
  type MarkdownEditName,
  type TextEdit,
  type TextState,
} from "~/text/markdown-edits";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { controlProps, FieldFrame, initialText, useRefusedFirst, type Field } from "./form-fields";
import { PREVIEW_INTENT } from "~/content/preview-intent";

/** The no-JavaScript preview: the action answers `intent=preview` with this field's HTML. */

/** Where the Preview tab posts the text (app/routes/admin/markdown-preview.ts). */
const PREVIEW_URL = "/markdown-preview";

const TOOLBAR: { edit: MarkdownEditName; label: string; shortcut?: string }[] = [
  { edit: "bold", label: "Bold", shortcut: "B" },
  { edit: "heading", label: "Heading" },
  { edit: "list", label: "List" },
  { edit: "link", label: "Link", shortcut: "K" },
];

/**
 * Replaces the edit's range as if typed (`insertText`), so Ctrl+Z undoes it and
 * React, Conform and the unsaved-changes check see an ordinary input event.
 * Where the browser refuses, setRangeText and an input event of our own.
 */
function applyEdit(box: HTMLTextAreaElement, edit: TextEdit) {
  box.focus();
  box.setSelectionRange(edit.from, edit.to);
  let typed = false;
  try {
    typed = document.execCommand("insertText", false, edit.insert);
  } catch {
    typed = false;
  }
  if (!typed) {
    box.setRangeText(edit.insert, edit.from, edit.to, "end");
    box.dispatchEvent(new Event("input", { bubbles: true }));
  }
  box.setSelectionRange(edit.selectStart, edit.selectEnd);
}

const PREVIEW_CLASS =
  "formatted-text mt-1.5 min-h-32 rounded-lg bg-white p-4 text-slate-700 ring-1 ring-slate-300";

type Preview =
  { status: "loading" } | { status: "shown"; html: string } | { status: "failed"; message: string };

async function fetchPreview(text: string): Promise<Preview> {
  try {
    const response = await fetch(PREVIEW_URL, {
      method: "POST",
      body: new URLSearchParams({ text }),
      headers: { Accept: "application/json" },
    });
    if (response.redirected && new URL(response.url).pathname.startsWith("/login")) {
      return {
        status: "failed",
        message: "You were signed out, so the preview could not be made. Your text is still here.",
      };
    }
    const body = (await response.json().catch(() => null)) as {
      html?: string;
      message?: string;
    } | null;
    if (response.ok && typeof body?.html === "string") return { status: "shown", html: body.html };
    return {
      status: "failed",
      message: body?.message ?? "The preview could not be made. Please try again.",
    };
  } catch {
    return {
      status: "failed",
      message:
        "The preview needs a connection: check it and tap Preview again. Your text is still here.",
    };
  }
}

export function MarkdownField({
  label,
  meta,
  rows = 10,
  preview,
  lang,
}: {
  label: string;
  meta: Field;
  rows?: number;
  /** The language of the text, where it is not the page's: "ta" for a Tamil field. */
  lang?: string;
  /** HTML of a no-JavaScript preview the action rendered, if one was asked for. */
  preview?: string;
}) {
  const hydrated = useHydrated();
  const autoFocus = useRefusedFirst(meta);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const { previewState, requestPreview } = useServerPreview();
  const hint = "Markdown: **bold**, *italic*, ## heading, - list, [link](https://…), > quote.";

  const [linking, setLinking] = useState<TextState | null>(null);

  function mark(name: MarkdownEditName) {
    const box = textarea.current;
    if (!box) return;
    const { value, selectionStart: start, selectionEnd: end } = box;
    // A link is asked for in two fields of its own: no editing inside brackets on a phone.
    if (name === "link") setLinking({ value, start, end });
    else applyEdit(box, MARKDOWN_EDITS[name]({ value, start, end }));
  }

  function addLink(link: { text: string; address: string } | null) {
    const box = textarea.current;
    if (box && linking && link) applyEdit(box, insertLink(linking, link));
    else box?.focus();
    setLinking(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      if (event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
      const box = event.currentTarget;
      const { value, selectionStart: start, selectionEnd: end } = box;
      const edit = continueList({ value, start, end });
      if (!edit) return;
      event.preventDefault();
      applyEdit(box, edit);
      return;
    }
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const item = TOOLBAR.find((entry) => entry.shortcut?.toLowerCase() === event.key.toLowerCase());
    if (!item) return;
    event.preventDefault();
    mark(item.edit);
  }

  function showPreview() {
    setTab("preview");
    void requestPreview(textarea.current?.value ?? "");
  }

  return (
    <FieldFrame {...{ label, meta, hint }}>
      {/* Hidden where scripts do not run: the Preview button below stands in for them. */}
      <div className="mt-1.5 flex flex-wrap items-end justify-between gap-2 noscript:hidden">
        <WriteOrPreviewTabs tab={tab} onWrite={() => setTab("write")} onPreview={showPreview} />
        {tab === "write" ? <FormattingToolbar onMark={mark} /> : null}
      </div>
      {linking && tab === "write" ? (
        <LinkPanel draft={linkDraft(linking)} onDone={addLink} />
      ) : null}
      <textarea
        ref={textarea}
        key={meta.key}
        rows={rows}
        defaultValue={initialText(meta)}
        hidden={hydrated && tab === "preview"}
        lang={lang}
        onKeyDown={onKeyDown}
        {...controlProps(meta, hint, autoFocus)}
      />
      {hydrated && tab === "preview" ? <PreviewTab state={previewState} lang={lang} /> : null}
      {!hydrated ? <PreviewWithoutScript label={label} preview={preview} /> : null}
    </FieldFrame>
  );
}

/**
 * The Preview tab's content, asked of the server: the latest request wins, so
 * a slow answer to an earlier tap never replaces a newer one.
 */
function useServerPreview() {
  const [previewState, setPreviewState] = useState<Preview>({ status: "loading" });
  const asked = useRef(0);

  async function requestPreview(text: string) {
    if (!text.trim()) {
      setPreviewState({ status: "shown", html: "" });
      return;
    }
    const ask = ++asked.current;
    setPreviewState({ status: "loading" });
    const answer = await fetchPreview(text);
    // A later tap wins over an answer that arrives late.
    if (ask === asked.current) setPreviewState(answer);
  }

  return { previewState, requestPreview };
}

const tabClass = (active: boolean) =>
  `min-h-11 rounded-t-lg px-4 text-sm font-semibold ${active ? "bg-white text-orange-800 ring-1 ring-slate-300" : "text-slate-600 hover:text-slate-900"}`;

function WriteOrPreviewTabs({
  tab,
  onWrite,
  onPreview,
}: {
  tab: "write" | "preview";
  onWrite: () => void;
  onPreview: () => void;
}) {
  return (
    <div role="tablist" aria-label="Write or preview" className="flex gap-1">
      <button
        type="button"
        role="tab"
        aria-selected={tab === "write"}
        className={tabClass(tab === "write")}
        onClick={onWrite}
      >
        Write
      </button>
      <button
        type="button"
        role="tab"
        aria-selected={tab === "preview"}
        className={tabClass(tab === "preview")}
        // A tap switches at once: the text is not left (blurred) first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          event.currentTarget.focus();
          onPreview();
        }}
      >
        Preview
      </button>
    </div>
  );
}

function FormattingToolbar({ onMark }: { onMark: (edit: MarkdownEditName) => void }) {
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1">
      {TOOLBAR.map((item) => (
        <button
          key={item.label}
          type="button"
          // The text keeps the focus and its selection (no blur, so no check of a field left half typed).
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onMark(item.edit)}
          title={item.shortcut ? `${item.label} (Ctrl+${item.shortcut})` : undefined}
          aria-keyshortcuts={
            item.shortcut ? `Control+${item.shortcut} Meta+${item.shortcut}` : undefined
          }
          className={buttonClass("secondary", "min-h-11 px-3", "sm")}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

/** The Preview tab with scripts running: the server's HTML, or why there is none yet. */
function PreviewTab({ state, lang }: { state: Preview; lang?: string }) {
  if (state.status === "shown") {
    return (
      <div
        role="tabpanel"
        aria-label="Formatted preview"
        lang={lang}
        className={PREVIEW_CLASS}
        dangerouslySetInnerHTML={{
          __html: state.html || "<p>Nothing to preview yet.</p>",
        }}
      />
    );
  }
  return (
    <div
      role="tabpanel"
      aria-label="Formatted preview"
      aria-busy={state.status === "loading"}
      className={PREVIEW_CLASS}
    >
      {state.status === "loading" ? (
        <p className="text-slate-500">Preparing the preview…</p>
      ) : (
        <p role="alert" className="text-red-700">
          {state.message}
        </p>
      )}
    </div>
  );
}

/**
 * Before the page's script runs (or where it never does): a Preview button
 * that posts the form, and the preview the action sent back, if any.
 */
function PreviewWithoutScript({ label, preview }: { label: string; preview?: string }) {
  return (
    <>
      {/* Where scripts run at all, the tabs show instead. */}
      <div className="mt-2 [@media(scripting:enabled)]:hidden">
        <button
          type="submit"
          name="intent"
          value={PREVIEW_INTENT}
          formEncType="application/x-www-form-urlencoded"
          formNoValidate
          className={buttonClass("secondary", "min-h-11", "sm")}
        >
          Preview {label.toLowerCase()}
        </button>
      </div>
      {preview !== undefined ? (
        <section aria-label="Formatted preview" className="mt-3">
          <h3 className="text-sm font-semibold text-slate-800">Preview</h3>
          <div
            className="formatted-text mt-1.5 rounded-lg bg-white p-4 text-slate-700 ring-1 ring-slate-300"
            dangerouslySetInnerHTML={{ __html: preview || "<p>Nothing to preview yet.</p>" }}
          />
        </section>
      ) : null}
    </>
  );
}

/**
 * The Link button's two fields, the words and the address, each typed in a box of its own (a
 * phone's keyboard for web addresses in the second). Enter adds the link; Escape or Cancel goes
 * back to the text. The fields have no names: they are never sent with the form.
 */
function LinkPanel({
  draft,
  onDone,
}: {
  draft: { text: string; address: string };
  onDone: (link: { text: string; address: string } | null) => void;
}) {
  const [text, setText] = useState(draft.text);
  const [address, setAddress] = useState(draft.address);
  const [missing, setMissing] = useState(false);
  const add = () => (address.trim() ? onDone({ text, address }) : setMissing(true));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    } else if (event.key === "Escape") {
      event.preventDefault();
      onDone(null);
    }
  };
  const inputClass =
    "mt-1 block w-full rounded-lg border-0 bg-white px-3 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none";
  return (
    <div
      role="group"
      aria-label="Add a link"
      className="mt-2 space-y-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <label className="block text-sm font-semibold text-slate-800">
        Link text
        <input
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          autoFocus={!draft.text}
          className={inputClass}
        />
      </label>
      <label className="block text-sm font-semibold text-slate-800">
        Web address
        <input
          type="text"
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="www.example.com or /services"
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setMissing(false);
          }}
          onKeyDown={onKeyDown}
          autoFocus={Boolean(draft.text)}
          aria-invalid={missing || undefined}
          className={inputClass}
        />
      </label>
      {missing ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Type the address the link goes to.
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="button" onClick={add} className={buttonClass("primary", "min-h-11", "sm")}>
          Add link
        </button>
        <button
          type="button"
          onClick={() => onDone(null)}
          className={buttonClass("secondary", "min-h-11", "sm")}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
