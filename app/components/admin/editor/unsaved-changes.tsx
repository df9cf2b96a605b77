/**
 * Warns before leaving an editor with unsaved changes (docs/product/admin-forms.md#admin-feedback):
 * the browser's own prompt when the tab is closed or reloaded, and a
 * confirmation for links inside the site. Changes are what differs from
 * the form as it was first shown, so undoing an edit clears the warning.
 * Without JavaScript nothing can warn; the form then keeps what was typed
 * when a save is refused.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useBlocker } from "react-router";

const UNSAVED_CHANGES_MESSAGE = "You have unsaved changes. Leave this page and lose them?";

/** Browsers send line breaks as CRLF, so saved text may hold them while the field shows LF. */
function normalised(entries: string[]) {
  return entries.join("\n").replace(/\r\n?/g, "\n");
}

/** The form's values as one comparable string (files by name and size). */
function snapshot(form: HTMLFormElement): string {
  const entries: string[] = [];
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") entries.push(`${name}=${value}`);
    // An empty file input is sent as a nameless empty file: no change.
    else if (value.name || value.size) entries.push(`${name}=${value.name}:${value.size}`);
  }
  return normalised(entries);
}

/**
 * The form as the page delivered it (each control's default), as the form data it would send:
 * what is typed before the script runs still counts as a change. Files are left out.
 */
export function deliveredFormData(form: HTMLFormElement): FormData {
  const data = new FormData();
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      ) ||
      !element.name ||
      element.disabled
    ) {
      continue;
    }
    if (element instanceof HTMLSelectElement) {
      const options = Array.from(element.options);
      // A page drawn in the browser marks the choice as selected, not as the default.
      const chosen = options.filter((option) => option.defaultSelected || option.selected);
      // A single select without a marked option shows (and sends) its first one.
      const sent = chosen.length || element.multiple ? chosen : options.slice(0, 1);
      for (const option of sent) data.append(element.name, option.value);
    } else if (element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type)) {
      if (element.defaultChecked || element.checked) data.append(element.name, element.value);
    } else if (element instanceof HTMLInputElement && element.type === "file") {
      continue;
    } else if (!(
      element instanceof HTMLInputElement && /^(submit|button|reset|image)$/.test(element.type)
    )) {
      data.append(element.name, element.defaultValue);
    }
  }
  return data;
}

/** The same string as `snapshot` for the form as the page delivered it. */
function deliveredSnapshot(form: HTMLFormElement): string {
  const entries: string[] = [];
  for (const [name, value] of deliveredFormData(form)) entries.push(`${name}=${String(value)}`);
  return normalised(entries);
}

export function useUnsavedChanges(formRef: RefObject<HTMLFormElement | null>, baseline?: unknown) {
  const [dirty, setDirty] = useState(false);
  const saving = useRef(false);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const initial = deliveredSnapshot(form);
    const check = () => setDirty(snapshot(form) !== initial);
    // Buttons that add or remove photos change the form after React renders.
    const checkSoon = () => setTimeout(check, 0);
    form.addEventListener("input", check);
    form.addEventListener("change", check);
    form.addEventListener("click", checkSoon);
    check();
    return () => {
      form.removeEventListener("input", check);
      form.removeEventListener("change", check);
      form.removeEventListener("click", checkSoon);
    };
  }, [formRef, baseline]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (saving.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_CHANGES_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  /** Called when a save starts (true) or is refused (false): a save is not "leaving". */
  const setSaving = useCallback((value: boolean) => {
    saving.current = value;
  }, []);
  return { dirty, setSaving };
}
