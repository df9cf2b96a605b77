/**
 * English and Tamil versions of a group of fields (docs/decisions/051-tamil-texts-in-the-editors.md):
 * two tabs, "English" and "தமிழ்", both panels in the form (a hidden one is still sent); in a
 * browser without scripts both groups one after another, each under its language's heading. A refusal
 * that names a Tamil field (and no English one) opens the Tamil tab and puts the focus there.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Field } from "./form-fields";

type Tab = "en" | "ta";

const TABS: { id: Tab; label: string; lang?: string }[] = [
  { id: "en", label: "English" },
  { id: "ta", label: "தமிழ்", lang: "ta" },
];

const TAMIL_NOTE =
  "Tamil is optional: a Tamil page shows the English text wherever the Tamil one is empty.";

function refused(fields: (Field | undefined)[]) {
  return fields.some((field) => Boolean(field?.errors?.length));
}

export function LanguageTabs({
  label,
  english,
  tamil,
  englishFields,
  tamilFields,
}: {
  /** What the fields are, for the tab list's name: "Post text". */
  label: string;
  english: ReactNode;
  tamil: ReactNode;
  /** The fields of each panel, to open the panel that holds a refused field. */
  englishFields: (Field | undefined)[];
  tamilFields: (Field | undefined)[];
}) {
  const hydrated = useHydrated();
  const id = useId();
  const [tab, setTab] = useState<Tab>("en");
  const panels = useRef<Record<Tab, HTMLDivElement | null>>({ en: null, ta: null });
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ en: null, ta: null });
  const englishRefused = refused(englishFields);
  const refusal: Tab | null = englishRefused ? "en" : refused(tamilFields) ? "ta" : null;
  // A refused field must be seen: a new refusal opens the panel that holds it.
  const [shownRefusal, setShownRefusal] = useState(refusal);
  if (refusal !== shownRefusal) {
    setShownRefusal(refusal);
    if (refusal) setTab(refusal);
  }

  // The form's own focus finds a refused Tamil field hidden: focus it once its panel shows.
  const focusedFor = useRef<Tab | null>(null);
  useEffect(() => {
    if (refusal !== "ta") focusedFor.current = null;
    if (refusal !== "ta" || tab !== "ta" || focusedFor.current === "ta") return;
    focusedFor.current = "ta";
    const panel = panels.current.ta;
    if (panel && !panel.contains(document.activeElement)) {
      panel.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [refusal, tab]);

  // Sent again from the English tab with the Tamil field still refused: show it again.
  useEffect(() => {
    const form = panels.current.en?.closest("form");
    if (!form) return;
    const onSubmit = () =>
      window.setTimeout(() => {
        const invalid = '[aria-invalid="true"]';
        if (panels.current.en?.querySelector(invalid)) return;
        const field = panels.current.ta?.querySelector<HTMLElement>(invalid);
        if (!field) return;
        setTab("ta");
        window.requestAnimationFrame(() => field.focus());
      });
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [hydrated]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const next: Tab =
      event.key === "Home" ? "en" : event.key === "End" ? "ta" : tab === "en" ? "ta" : "en";
    setTab(next);
    tabs.current[next]?.focus();
  }

  // One tree, drawn alike before and after the script runs, so no field is replaced (nothing
  // typed before it ran is lost) and nothing moves when it arrives (a tap aimed at a button below
  // would land on another). Without scripts (`noscript:`), no tabs: both panels show, each under
  // its heading.
  return (
    <div className="noscript:space-y-5">
      <div
        role={hydrated ? "tablist" : undefined}
        aria-label={hydrated ? `${label}: language` : undefined}
        className="flex gap-1 border-b border-slate-200 noscript:hidden"
      >
        {TABS.map((item) => {
          const selected = tab === item.id;
          const hasError = refused(item.id === "ta" ? tamilFields : englishFields);
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabs.current[item.id] = element;
              }}
              type="button"
              role={hydrated ? "tab" : undefined}
              id={`${id}-tab-${item.id}`}
              aria-controls={hydrated ? `${id}-panel-${item.id}` : undefined}
              aria-selected={hydrated ? selected : undefined}
              tabIndex={selected ? 0 : -1}
              lang={item.lang}
              onClick={() => setTab(item.id)}
              onKeyDown={onKeyDown}
              className={`-mb-px min-h-11 rounded-t-lg border-b-2 px-4 text-sm leading-relaxed font-semibold ${
                selected
                  ? "border-orange-700 text-orange-800"
                  : "border-transparent text-slate-600 hover:text-slate-900"
              }`}
            >
              {item.label}
              {hasError ? <RefusedMark /> : null}
            </button>
          );
        })}
      </div>
      {TABS.map((item) => (
        <div
          key={item.id}
          ref={(element) => {
            panels.current[item.id] = element;
          }}
          {...(hydrated
            ? {
                role: "tabpanel",
                id: `${id}-panel-${item.id}`,
                "aria-labelledby": `${id}-tab-${item.id}`,
              }
            : { role: "group", "aria-labelledby": `${id}-heading-${item.id}` })}
          className={`space-y-5 pt-5 ${tab === item.id ? "" : "hidden noscript:block"} ${
            item.id === "ta"
              ? "noscript:border-t noscript:border-dashed noscript:border-slate-300"
              : "noscript:pt-0"
          }`}
        >
          <h3
            id={`${id}-heading-${item.id}`}
            lang={item.lang}
            className="hidden text-base leading-relaxed font-semibold text-slate-800 noscript:block"
          >
            {item.label}
          </h3>
          {item.id === "ta" ? <p className="text-sm text-slate-500">{TAMIL_NOTE}</p> : null}
          {item.id === "en" ? english : tamil}
        </div>
      ))}
    </div>
  );
}

/** After the name of a tab that holds a refused field: a red "!", spoken "(to correct)". */
function RefusedMark() {
  return (
    <>
      <span aria-hidden="true" className="ml-1.5 text-red-700">
        !
      </span>
      <span className="sr-only" lang="en">
        {" "}
        (to correct)
      </span>
    </>
  );
}
