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
 * them, or the no-JavaScript Preview button, by whether scripts run. The
 * toolbar's edits load on its first use (a tap, a shortcut); the first focus
 * in the text already starts loading them (docs/decisions/084-browser-words-and-parts-on-first-use.md).
 */
import { useRef, useState, type KeyboardEvent } from "react";
import type * as MarkdownEdits from "~/text/markdown-edits";
import type { MarkdownEditName } from "~/text/markdown-edits";
import type { LinkPanel } from "./markdown-link-panel";
import { continueList, type TextEdit, type TextState } from "~/text/markdown-lines";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { controlProps, FieldFrame, initialText, useRefusedFirst, type Field } from "./form-fields";
import { PREVIEW_INTENT } from "~/content/preview-intent";
import type { Preview } from "./markdown-preview-request";

/** The no-JavaScript preview: the action answers `intent=preview` with this field's HTML. */

const TOOLBAR: { edit: MarkdownEditName; label: string; shortcut?: string }[] = [
  { edit: "bold", label: "Bold", shortcut: "B" },
  { edit: "heading", label: "Heading" },
  { edit: "list", label: "List" },
  { edit: "link", label: "Link", shortcut: "K" },
];

type ToolbarParts = typeof MarkdownEdits & { LinkPanel: typeof LinkPanel };
let toolbarParts: Promise<ToolbarParts> | undefined;

/** The toolbar's edits and its link panel, loaded once; a failed load is tried again at the next tap. */
function loadMarkdownEdits() {
  toolbarParts ??= Promise.all([
    import("~/text/markdown-edits"),
    import("./markdown-link-panel"),
  ]).then(
    ([edits, panel]) => ({ ...edits, LinkPanel: panel.LinkPanel }),
    (error: unknown) => {
      toolbarParts = undefined;
      throw error;
    },
  );
  return toolbarParts;
}

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

/** A preview that could not be asked for: no connection (or its code could not load). */
const OFFLINE_PREVIEW: Preview = {
  status: "failed",
  message:
    "The preview needs a connection: check it and tap Preview again. Your text is still here.",
};

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
  const [editsFailed, setEditsFailed] = useState(false);
  const { previewState, requestPreview } = useServerPreview();
  const hint = "Markdown: **bold**, *italic*, ## heading, - list, [link](https://…), > quote.";

  const [linking, setLinking] = useState<{
    state: TextState;
    draft: { text: string; address: string };
    edits: ToolbarParts;
  } | null>(null);

  /** A toolbar button or its shortcut: applied to the text and selection as they are once loaded. */
  function mark(name: MarkdownEditName) {
    loadMarkdownEdits().then(
      (edits) => {
        setEditsFailed(false);
        const box = textarea.current;
        if (!box) return;
        const { value, selectionStart: start, selectionEnd: end } = box;
        const state = { value, start, end };
        // A link is asked for in two fields of its own: no editing inside brackets on a phone.
        if (name === "link") setLinking({ state, draft: edits.linkDraft(state), edits });
        else applyEdit(box, edits.MARKDOWN_EDITS[name](state));
      },
      () => setEditsFailed(true),
    );
  }

  function addLink(link: { text: string; address: string } | null) {
    const box = textarea.current;
    if (box && linking && link) applyEdit(box, linking.edits.insertLink(linking.state, link));
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
      {editsFailed && tab === "write" ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          The formatting buttons need a connection to start: check it and tap again. Your text is
          still here.
        </p>
      ) : null}
      {linking && tab === "write" ? (
        <linking.edits.LinkPanel draft={linking.draft} onDone={addLink} />
      ) : null}
      <textarea
        ref={textarea}
        key={meta.key}
        rows={rows}
        defaultValue={initialText(meta)}
        hidden={hydrated && tab === "preview"}
        lang={lang}
        onKeyDown={onKeyDown}
        onFocus={() => void loadMarkdownEdits().catch(() => undefined)}
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
    // Loaded on the first Preview tap: an editor that is only written in never needs it.
    const answer = await import("./markdown-preview-request")
      .then((request) => request.fetchPreview(text))
      .catch(() => OFFLINE_PREVIEW);
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
