/**
 * Work kept on the device, and saves that fail saying what happened
 * (docs/product/admin-forms.md#work-kept-on-the-device,
 * docs/decisions/043-work-kept-on-the-device.md).
 *
 * As the owner types, an editor form's text (text fields, choices such as
 * the publish state and time, photo order, alt texts and captions; never
 * the chosen files) is kept in the browser's localStorage under the page's
 * path (an edit page's path names its record). When the form opens again
 * after a reload, a crash, a sign-out or a dropped connection, it offers
 * "Restore what you typed at 10:42 am?" with Restore and Discard. A
 * successful save clears it; a failed one leaves it, and the form as it was.
 *
 * Any editor built on Conform and UploadForm reuses it in three lines (the
 * three content editors do it once, in editor-page.tsx):
 *
 *   const keptWork = useKeptWork(admin.form, { version });  // version: null on a create form
 *   <UploadForm ... onSaved={keptWork.clear}>
 *     <KeptWorkOffer keptWork={keptWork} />
 *
 * `ignore` names fields never to keep or restore (by default the version the
 * form was opened on, and which saved photos are kept).
 *
 * What a failed save says is in save-trouble-message.tsx.
 */
import { parse } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { EDITED_VERSION_FIELD } from "~/content/edit-versions";
import {
  keptTimeText,
  keptValue,
  keptWorkKey,
  readKeptWork,
  restoredValue,
  restoreQuestion,
  sameValue,
  type KeptValue,
  type KeptWork,
} from "~/components/admin/offline/kept-work-storage";
import { Notice } from "../notice";
import type { AnyForm } from "../photos/photo-list";
import { deliveredFormData } from "../editor/unsaved-changes";

/** How long typing pauses before it is kept (a save, a tab hidden or closed keep it at once). */
const KEEP_DELAY_MS = 400;

// Which saved photos are kept is the removal controls' own state, which a restore does not reach.
const DEFAULT_IGNORE = [EDITED_VERSION_FIELD, "keepImages", "keepGalleryImages"] as const;

/** Storage can be missing or full (private windows, quotas): keeping is then skipped. */
const storage = {
  read(key: string) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key: string, value: string) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Nothing to do: the form itself still holds the text.
    }
  },
  remove(key: string) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

/** The form's values as Conform reads them from the page (or from `data`), files left out. */
function formValues(
  element: HTMLFormElement,
  ignore: readonly string[],
  data = new FormData(element),
): KeptValue {
  const { payload } = parse(data, { resolve: () => ({}) });
  return keptValue(payload, ignore);
}

type KeptWorkControl = ReturnType<typeof useKeptWork>;

export function useKeptWork(
  form: AnyForm,
  {
    version,
    ignore = DEFAULT_IGNORE,
  }: {
    /** The version of the record the form was opened on; null when it creates one. */
    version: string | null;
    ignore?: readonly string[];
  },
) {
  const { pathname } = useLocation();
  const key = keptWorkKey(pathname);
  const [offer, setOffer] = useState<KeptWork | null>(null);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  // Until the offer is answered, the kept work is not overwritten by what is typed meanwhile.
  const waiting = useRef(false);
  const stopped = useRef(false);
  const keepNow = useRef<() => void>(() => {});
  const settings = useRef({ version, ignore });
  useEffect(() => {
    settings.current = { version, ignore };
  }, [version, ignore]);
  const formId = form.id;

  useEffect(() => {
    const element = document.getElementById(formId);
    if (!(element instanceof HTMLFormElement)) return;
    stopped.current = false;
    // The form as the page delivered it: what was typed before the script ran is work to keep.
    const opened = formValues(element, settings.current.ignore, deliveredFormData(element));
    const stored = readKeptWork(storage.read(key));
    if (stored && !sameValue(stored.value, opened)) {
      waiting.current = true;
      setOffer(stored);
    } else if (stored) {
      storage.remove(key);
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    // The time kept is when the text last changed, not when a click last kept it.
    let lastKept = stored ? JSON.stringify(stored.value) : "";
    const keep = () => {
      clearTimeout(timer);
      if (waiting.current || stopped.current) return;
      const value = formValues(element, settings.current.ignore);
      if (sameValue(value, opened)) {
        storage.remove(key);
        lastKept = "";
        return;
      }
      if (JSON.stringify(value) === lastKept && storage.read(key)) return;
      lastKept = JSON.stringify(value);
      const work: KeptWork = {
        savedAt: new Date().toISOString(),
        version: settings.current.version,
        value,
      };
      storage.write(key, JSON.stringify(work));
    };
    const keepSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(keep, KEEP_DELAY_MS);
    };
    const keepIfHidden = () => {
      if (document.visibilityState === "hidden") keep();
    };
    keepNow.current = keep;
    if (!waiting.current && !sameValue(formValues(element, settings.current.ignore), opened)) {
      keepSoon();
    }
    // Photo moves (buttons, dragging) change the form after React renders: kept a moment later.
    const soon = ["input", "change", "click", "dragend"] as const;
    for (const type of soon) element.addEventListener(type, keepSoon);
    element.addEventListener("submit", keep);
    window.addEventListener("pagehide", keep);
    document.addEventListener("visibilitychange", keepIfHidden);
    return () => {
      clearTimeout(timer);
      for (const type of soon) element.removeEventListener(type, keepSoon);
      element.removeEventListener("submit", keep);
      window.removeEventListener("pagehide", keep);
      document.removeEventListener("visibilitychange", keepIfHidden);
    };
  }, [formId, key]);

  const restore = useCallback(() => {
    const element = document.getElementById(formId);
    if (!offer || !(element instanceof HTMLFormElement)) return;
    // Every field is given a value (the kept one, or the one it has), so none is emptied.
    const value = restoredValue(formValues(element, []), offer.value);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any editor's fields
    form.update({ value: value as any });
    waiting.current = false;
    setOffer(null);
    setRestoredAt(offer.savedAt);
    // Once the fields show the restored text: previews that read the form, the unsaved-changes
    // warning and the kept copy follow it.
    setTimeout(() => {
      element.dispatchEvent(new Event("input", { bubbles: true }));
      keepNow.current();
    });
  }, [form, formId, offer]);

  const discard = useCallback(() => {
    storage.remove(key);
    waiting.current = false;
    setOffer(null);
    keepNow.current();
  }, [key]);

  /** After a successful save: nothing to keep any more. */
  const clear = useCallback(() => {
    stopped.current = true;
    storage.remove(key);
  }, [key]);

  return {
    offer,
    restoredAt,
    /** The offer is for a record saved since (by someone else, or in another tab). */
    savedSince: Boolean(offer && offer.version && version && offer.version !== version),
    restore,
    discard,
    clear,
  };
}

/** The offer to restore kept work, at the top of the form; then a line saying it is back. */
export function KeptWorkOffer({ keptWork }: { keptWork: KeptWorkControl }) {
  const { offer, restoredAt, savedSince, restore, discard } = keptWork;
  if (offer) {
    return (
      <section
        aria-labelledby="kept-work-question"
        // Stays in view under the admin header wherever the page opens (a reload keeps the
        // place the owner had scrolled to), until it is answered.
        className="sticky top-20 z-20 rounded-lg bg-sky-50 p-4 text-sm text-sky-950 shadow-md ring-1 ring-sky-200"
      >
        <p id="kept-work-question" className="font-semibold">
          {restoreQuestion(offer.savedAt)}
        </p>
        <p className="mt-1">
          {savedSince
            ? "This item was saved again since then. Restoring puts your text back over that save once you save."
            : "This phone kept it because it was not saved."}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button type="button" size="sm" onClick={restore}>
            Restore
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={discard}>
            Discard
          </Button>
        </div>
      </section>
    );
  }
  if (restoredAt) {
    return (
      <Notice tone="info">
        {`What you typed ${keptTimeText(restoredAt)} is back. Save to keep it.`}
      </Notice>
    );
  }
  return null;
}
