/**
 * A Markdown text area (blog content, project descriptions). With
 * JavaScript: a small toolbar (bold, heading, list, link) that marks the
 * selection, and Write / Preview tabs rendering with the same renderer as
 * the public page. Without it: a Preview button that posts the form (as
 * text only) and comes back with everything typed and the rendered preview.
 */
import { useRef, useState } from "react";
import { renderMarkdown } from "~/utils/markdown";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { controlProps, FieldFrame, initialText, useRefusedFirst, type Field } from "./editor-form";

/** The no-JavaScript preview: the action answers `intent=preview` with this field's HTML. */
export const PREVIEW_INTENT = "preview";

type Mark = {
  label: string;
  apply: (selected: string) => { text: string; select?: [number, number] };
};

const MARKS: Mark[] = [
  {
    label: "Bold",
    apply: (selected) => {
      const inner = selected || "bold text";
      return { text: `**${inner}**`, select: [2, 2 + inner.length] };
    },
  },
  {
    label: "Heading",
    apply: (selected) => {
      const inner = selected || "Heading";
      return { text: `\n\n## ${inner}\n\n`, select: [5, 5 + inner.length] };
    },
  },
  {
    label: "List",
    apply: (selected) => {
      const lines = (selected || "item").split("\n");
      const text = `\n\n${lines.map((line) => `- ${line}`).join("\n")}\n\n`;
      return { text };
    },
  },
  {
    label: "Link",
    apply: (selected) => {
      const inner = selected || "link text";
      return { text: `[${inner}](https://)`, select: [inner.length + 3, inner.length + 11] };
    },
  },
];

export function MarkdownField({
  label,
  meta,
  rows = 10,
  preview,
}: {
  label: string;
  meta: Field;
  rows?: number;
  /** HTML of a no-JavaScript preview the action rendered, if one was asked for. */
  preview?: string;
}) {
  const hydrated = useHydrated();
  const autoFocus = useRefusedFirst(meta);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [previewHtml, setPreviewHtml] = useState("");
  const hint = "Markdown: **bold**, *italic*, ## heading, - list, [link](https://…), > quote.";

  function mark(item: Mark) {
    const box = textarea.current;
    if (!box) return;
    const { selectionStart: start, selectionEnd: end } = box;
    const { text, select } = item.apply(box.value.slice(start, end));
    box.focus();
    box.setRangeText(text, start, end, "end");
    if (select) box.setSelectionRange(start + select[0], start + select[1]);
    // Let Conform (and the unsaved-changes check) see the edit.
    box.dispatchEvent(new Event("input", { bubbles: true }));
  }

  function showPreview() {
    setPreviewHtml(renderMarkdown(textarea.current?.value ?? ""));
    setTab("preview");
  }

  const tabClass = (active: boolean) =>
    `min-h-11 rounded-t-lg px-4 text-sm font-semibold ${active ? "bg-white text-orange-800 ring-1 ring-slate-300" : "text-slate-600 hover:text-slate-900"}`;

  return (
    <FieldFrame {...{ label, meta, hint }}>
      {hydrated ? (
        <div className="mt-1.5 flex flex-wrap items-end justify-between gap-2">
          <div role="tablist" aria-label="Write or preview" className="flex gap-1">
            <button
              type="button"
              role="tab"
              aria-selected={tab === "write"}
              className={tabClass(tab === "write")}
              onClick={() => setTab("write")}
            >
              Write
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={tab === "preview"}
              className={tabClass(tab === "preview")}
              onClick={showPreview}
            >
              Preview
            </button>
          </div>
          {tab === "write" ? (
            <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1">
              {MARKS.map((item) => (
                <button
                  key={item.label}
                  type="button"
                  onClick={() => mark(item)}
                  className={buttonClass("secondary", "min-h-11 px-3", "sm")}
                >
                  {item.label}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
      <textarea
        ref={textarea}
        key={meta.key}
        rows={rows}
        defaultValue={initialText(meta)}
        hidden={hydrated && tab === "preview"}
        {...controlProps(meta, hint, autoFocus)}
      />
      {hydrated && tab === "preview" ? (
        <div
          role="tabpanel"
          aria-label="Formatted preview"
          className="formatted-text mt-1.5 min-h-32 rounded-lg bg-white p-4 text-slate-700 ring-1 ring-slate-300"
          dangerouslySetInnerHTML={{ __html: previewHtml || "<p>Nothing to preview yet.</p>" }}
        />
      ) : null}
      {!hydrated ? (
        <div className="mt-2">
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
      ) : null}
      {!hydrated && preview !== undefined ? (
        <section aria-label="Formatted preview" className="mt-3">
          <h3 className="text-sm font-semibold text-slate-800">Preview</h3>
          <div
            className="formatted-text mt-1.5 rounded-lg bg-white p-4 text-slate-700 ring-1 ring-slate-300"
            dangerouslySetInnerHTML={{ __html: preview || "<p>Nothing to preview yet.</p>" }}
          />
        </section>
      ) : null}
    </FieldFrame>
  );
}
